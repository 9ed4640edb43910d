import {
  addressIn,
  jsonLdText,
  languageAlternates,
  type PageHeadData,
  SITE_NAME,
} from '@harit/core/findable';
import { LOCALE_OF } from '@harit/core/language';
import { msg, useLanguage } from '../lib/i18n';
import { type HeadTag, useDocumentHead } from './document-head';

/** Home's title, and the title while the first page's code loads (a message: t(HOME_TITLE)). */
export const HOME_TITLE = msg('Harit — eco-friendly essentials for a greener life');

/**
 * What search engines and link previews read of a public page (issue 17, decision 034): title,
 * description, canonical URL, Open Graph and Twitter tags, built by core's `*Head` builders, in
 * <head> (components/document-head.tsx, decision 041), and removed when the page unmounts; the
 * JSON-LD scripts stay where they render, which search engines read as well. Each language is
 * its own address (`?lang=hi`, decision 042): the canonical URL is the page's own language's,
 * and hreflang alternates name the page in each.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  const { title, description, type, image, noindex, jsonLd } = head;
  const language = useLanguage();
  const canonicalUrl = addressIn(head.canonicalUrl, language);
  const ogLocale = (tag: string) => tag.replace('-', '_');
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  useDocumentHead([
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', description),
    { tag: 'link', attributes: { rel: 'canonical', href: canonicalUrl } },
    ...languageAlternates(head.canonicalUrl).map(
      ({ hreflang, href }): HeadTag => ({
        tag: 'link',
        attributes: { rel: 'alternate', hreflang, href },
      }),
    ),
    ...(noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', ogLocale(LOCALE_OF[language])),
    meta('property', 'og:locale:alternate', ogLocale(LOCALE_OF[language === 'hi' ? 'en' : 'hi'])),
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
    ...(image
      ? [meta('property', 'og:image', image.url), meta('property', 'og:image:alt', image.alt)]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
  ]);
  return (
    <>
      {jsonLd.map((data) => (
        <script
          key={data['@type']}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, not code; jsonLdText escapes every "<", so no text can end the script
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
