import { ChevronDown, Search } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { AnchoredSection } from './components/anchored-section';
import { InfoPage } from './components/info-page';
import { Blocks, InlineText } from './components/rich-text';
import { faqSections, searchFaq } from './faq-data';

/**
 * /faq: questions as native <details> disclosures (keyboard and screen readers get
 * expand/collapse for free), grouped by topic, with a search box kept in ?q= so a search can be
 * linked to.
 */
export function FaqPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  // The questions in the page's language, so a search finds the words the reader sees.
  const all = useMemo(() => faqSections(t), [t]);
  const total = all.reduce((n, section) => n + section.entries.length, 0);
  const sections = useMemo(() => searchFaq(all, query), [all, query]);
  const matches = sections.reduce((n, section) => n + section.entries.length, 0);
  const searching = query.trim().length > 0;

  function search(value: string) {
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <InfoPage
      title={t('Frequently Asked Questions')}
      description={t(
        'Answers about delivery times and the flat ₹100 shipping fee, card, UPI and cash on delivery, cancellations and returns, your account, and how Harit estimates carbon figures.',
      )}
      path="/faq"
      lead={t(
        "Delivery, payment, returns, your account and our carbon figures. Can't find an answer? [Contact customer care](/support).",
      )}
      width="max-w-4xl"
    >
      <div className="mt-8">
        <label htmlFor="faq-search" className="block text-sm font-semibold text-stone-800">
          {t('Search the questions')}
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder={t('e.g. refund, UPI, delivery time')}
            aria-describedby="faq-search-status"
            autoComplete="off"
            className="h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-11 text-stone-900 placeholder:text-stone-500"
          />
        </div>
        <p id="faq-search-status" role="status" className="mt-2 text-sm text-stone-600">
          {searching
            ? t('{matches} of {total} questions match “{query}”', {
                matches,
                total,
                query: query.trim(),
              })
            : t('{total} questions in {topics} topics', { total, topics: all.length })}
        </p>
      </div>

      {!searching && (
        <nav aria-label={t('FAQ topics')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {all.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-stone-200 hover:bg-brand-50"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {sections.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-stone-800">
            {t('No questions match “{query}”', { query: query.trim() })}
          </p>
          <p className="mt-2 text-stone-600">
            <InlineText text={t('Try another word, or [ask customer care](/support).')} />
          </p>
        </div>
      ) : (
        sections.map((section) => (
          <AnchoredSection key={section.id} id={section.id} title={section.title}>
            <div className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
              {section.entries.map((entry) => (
                <details key={entry.id} id={entry.id} className="group" data-testid="faq-entry">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-stone-500 transition group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="grid gap-3 px-5 pb-5 leading-relaxed text-stone-700">
                    <Blocks blocks={entry.answer} />
                  </div>
                </details>
              ))}
            </div>
          </AnchoredSection>
        ))
      )}
    </InfoPage>
  );
}
