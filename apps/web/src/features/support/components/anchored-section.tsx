import type { ReactNode } from 'react';

interface AnchoredSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A section of a long support page (policies, FAQ topics) that a contents list links to by
 * `#id`: labelled by its h2, and scrolled clear of the sticky header.
 */
export function AnchoredSection({ id, title, children }: AnchoredSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
