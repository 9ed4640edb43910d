import { infoPageHead } from '@harit/core/findable';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/page-head';
import { siteOrigin } from '../../../lib/site-origin';
import { InlineText } from './rich-text';

interface InfoPageProps {
  title: string;
  /** The search engines' and previews' description. */
  description: string;
  path: string;
  /** The line under the heading, in InlineText's markup (links, bold). */
  lead: string;
  width: 'max-w-4xl' | 'max-w-7xl';
  children: ReactNode;
}

/** The frame of /support and /faq: the page's head, its h1 and a lead line, then the page. */
export function InfoPage({ title, description, path, lead, width, children }: InfoPageProps) {
  return (
    <div className={`mx-auto ${width} px-4 py-10 sm:px-6 lg:px-8`}>
      <PageHead head={infoPageHead(siteOrigin(), { title, description, path })} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-700">
          <InlineText text={lead} />
        </p>
      </header>
      {children}
    </div>
  );
}
