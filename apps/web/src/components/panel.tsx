import { type ReactNode, useId } from 'react';

/** A white card with a heading that names it (checkout, order summaries, rewards, carbon). */
export function Panel({
  title,
  as: Tag = 'section',
  className = '',
  headingClassName = 'text-xl font-semibold text-stone-900',
  testId,
  children,
}: {
  title: ReactNode;
  as?: 'section' | 'aside';
  className?: string;
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Tag
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6 ${className}`}
    >
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
