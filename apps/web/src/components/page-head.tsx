import { jsonLdText, type PageHeadData, SITE_NAME } from '@harit/core/findable';

/**
 * What search engines and link previews read of a public page (issue 17, decision 034): title,
 * description, canonical URL, Open Graph and Twitter tags, built by core's `*Head` builders.
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they render (also when
 * rendering on the server) and removes them when the page unmounts; the JSON-LD scripts stay
 * where they render, which search engines read as well.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  const { title, description, canonicalUrl, type, imageUrl, noindex, jsonLd } = head;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
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
