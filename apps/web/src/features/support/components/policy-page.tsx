import { infoPageHead } from '@harit/core/findable';
import { LOCALE_OF } from '@harit/core/language';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/page-head';
import { useLanguage, useT } from '../../../lib/i18n';
import { siteOrigin } from '../../../lib/site-origin';
import { POLICIES_UPDATED } from '../policies';
import { AnchoredSection } from './anchored-section';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyPageProps {
  title: string;
  description: string;
  /** The page's own path, its canonical URL. */
  path: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/**
 * The frame of /terms, /privacy and /shipping: one h1, a contents list, then an h2 per section.
 * Body typography is set here once (paragraphs, lists, tables, links) so the pages hold only
 * their words.
 */
export function PolicyPage({ title, description, path, intro, sections }: PolicyPageProps) {
  const t = useT();
  const language = useLanguage();
  // "1 November 2026": a long date, unlike lib/ist-format's medium one.
  const updated = new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHead head={infoPageHead(siteOrigin(), { title, description, path })} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">
          {t('Last updated')}{' '}
          <time dateTime={POLICIES_UPDATED}>{updated.format(new Date(POLICIES_UPDATED))}</time>
        </p>
        <div className="mt-5 text-lg leading-relaxed text-stone-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4">
          {intro}
        </div>
      </header>

      <nav
        aria-label={t('On this page')}
        className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
          {t('On this page')}
        </p>
        <ol className="mt-3 list-decimal gap-x-10 pl-5 text-sm sm:columns-2 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <AnchoredSection key={section.id} id={section.id} title={section.title}>
          <div className="leading-relaxed text-stone-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-stone-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
            {section.body}
          </div>
        </AnchoredSection>
      ))}
    </article>
  );
}

/** A simple, readable table for policy facts; scrolls sideways on narrow screens. */
export function PolicyTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <section
      // Named by its caption; captions must differ from the section headings (unique landmarks).
      aria-label={caption}
      // A table wider than the screen scrolls sideways; keyboard users must be able to scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus (WCAG 2.1.1)
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl ring-1 ring-stone-200"
    >
      <table
        className={`w-full border-collapse bg-white text-left text-sm ${head.length > 2 ? 'min-w-[34rem]' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-900">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-2.5 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of fixed content
            <tr key={r} className="align-top">
              {row.map((cell, c) =>
                c === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells
                  <th key={c} scope="row" className="px-4 py-2.5 font-semibold text-stone-900">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells
                  <td key={c} className="px-4 py-2.5">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
