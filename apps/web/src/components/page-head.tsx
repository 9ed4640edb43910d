import {
  addressIn,
  jsonLdText,
  languageAlternates,
  type PageHeadData,
  SITE_NAME,
} from '@harit/core/findable';
import { LOCALE_OF } from '@harit/core/language';
import { msg, useLanguage } from '../lib/i18n';

/** Home's title (a message: t(HOME_TITLE)). */
export const HOME_TITLE = msg('Harit — eco-friendly essentials for a greener life');

/**
 * What search engines and link previews read of a public page (decision 034): title,
 * description, canonical URL, Open Graph and Twitter tags, built by core's `*Head` builders, which
 * React 19 puts in <head> (decision 059) and removes when the page unmounts; the
 * JSON-LD scripts stay where they render, which search engines read as well. Each language is
 * its own address (`?lang=hi`, decision 042): the canonical URL is the page's own language's,
 * and hreflang alternates name the page in each.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  const { title, description, type, image, noindex, jsonLd } = head;
  const language = useLanguage();
  const canonicalUrl = addressIn(head.canonicalUrl, language);
  const ogLocale = (tag: string) => tag.replace('-', '_');
  const locale = ogLocale(LOCALE_OF[language]);
  const otherLocale = ogLocale(LOCALE_OF[language === 'hi' ? 'en' : 'hi']);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      {languageAlternates(head.canonicalUrl).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={locale} />
      <meta property="og:locale:alternate" content={otherLocale} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
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
