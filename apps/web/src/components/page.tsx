import type { ReactNode } from 'react';
import { DocumentTitle } from './document-head';

/**
 * The frame of a list page (cart, wishlist, orders, rewards, carbon tracker): the tab title, an
 * optional eyebrow, the h1, a line under it and something at the header's end.
 */
export function Page({
  title,
  eyebrow,
  lead,
  aside,
  width = 'max-w-7xl',
  children,
}: {
  title: string;
  eyebrow?: string;
  /** Under the heading: a count, a hint. */
  lead?: ReactNode;
  /** At the header's end: a link on. */
  aside?: ReactNode;
  width?: 'max-w-7xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:px-6 lg:px-8`}>
      <DocumentTitle>{`${title} · Harit`}</DocumentTitle>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          {eyebrow && (
            <p className="mb-1 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          {lead}
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}
