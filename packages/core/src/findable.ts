// What search engines and link previews read of the public pages
// (decision 034): each page's head (title, description, canonical URL, Open Graph and Twitter
// tags), its schema.org JSON-LD, and the server's sitemap.xml and robots.txt. Pure builders: the
// web app renders their output in <head> (components/page-head.tsx) and the server answers
// sitemap.xml and robots.txt with them, so a URL is spelt the same way in all three. The words a
// person reads (titles, descriptions, breadcrumb names) come in already in the page's language
//: the web translates them through its message catalogues, core builds the rest.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
  LOCALE_OF,
} from './language.ts';
import { unitPriceWithGst } from './money.ts';
import { PAGE_PATHS, type PagePath } from './pages.ts';
import { rasterSrcSet } from './pictures.ts';
import type { Product } from './types.ts';

export const SITE_NAME = 'Harit';
/** The shop's mark (apps/web/public/logo.svg), the same leaf as the favicon. */
export const LOGO_PATH = '/logo.svg';

/** Search results snippets show about this much; a longer description is cut at a word. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * The public pages: everything a shopper can read signed out. The other pages of PAGE_PATHS
 * (cart, checkout, account, tracker, …) show one person's data or a form and are kept out of
 * search engines by robots.txt. '' is home.
 */
export const PUBLIC_PAGE_PATHS = [
  '',
  'shop',
  'product/:slug',
  'faq',
  'terms',
  'privacy',
  'shipping',
  'support',
] as const satisfies readonly ('' | PagePath)[];

/** The public pages without a parameter, as sitemap paths. */
const FIXED_PUBLIC_PATHS = PUBLIC_PAGE_PATHS.filter((p) => !p.includes(':')).map((p) => `/${p}`);

/** A schema.org JSON-LD object (https://schema.org, Google's structured data). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** What a page puts in <head>; every URL is absolute (link previews and JSON-LD need them). */
export interface PageHeadData {
  /** The whole document title. */
  title: string;
  description: string;
  canonicalUrl: string;
  /** Open Graph type. */
  type: 'website' | 'product';
  /**
   * A picture link previews can show (not SVG or AVIF, which they do not read), with the text
   * that stands for it (og:image:alt, twitter:image:alt) for those who cannot see it.
   */
  image?: { url: string; alt: string };
  /** A page that may be read but not listed (a search's results). */
  noindex?: boolean;
  jsonLd: JsonLd[];
}

/** "Customer Care" → "Customer Care · Harit", as every page but home is titled. */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/** `path` (or an absolute URL, kept) under the shop's address, e.g. config.publicUrl. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * A page's address in a language (decision 042): Hindi adds `?lang=hi`, English has none. Done
 * on the text, not through URLSearchParams, so the rest of the address keeps its spelling
 * (`Zero%20Waste` stays, where URLSearchParams would write `Zero+Waste`).
 */
export function addressIn(url: string, language: Language): string {
  const [withoutHash = '', hash] = url.split('#');
  const [base = '', query = ''] = withoutHash.split('?');
  const kept = query.split('&').filter((part) => part && !part.startsWith(`${LANGUAGE_PARAM}=`));
  if (language !== DEFAULT_LANGUAGE) kept.push(`${LANGUAGE_PARAM}=${language}`);
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** A page's addresses in every language, as hreflang alternates; x-default is English. */
export function languageAlternates(url: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LOCALE_OF[language],
      href: addressIn(url, language),
    })),
    { hreflang: 'x-default', href: addressIn(url, DEFAULT_LANGUAGE) },
  ];
}

/** Text as one line of at most `max` characters, cut at a word with an ellipsis when longer. */
export function metaDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The canonical path of a shop view: its category and search only. Sort and filters are the
 * same listing in another order or narrower, so they share its canonical URL.
 */
export function shopPath({ category, search }: { category?: string; search?: string }): string {
  const query = [
    category ? `category=${encodeURIComponent(category)}` : '',
    search ? `search=${encodeURIComponent(search)}` : '',
  ].filter(Boolean);
  return query.length > 0 ? `/shop?${query.join('&')}` : '/shop';
}

/** The canonical path of a product's page: by slug, even when it was opened by id. */
export function productPagePath(product: Pick<Product, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

/**
 * A picture link previews can show: a catalogue illustration's largest WebP copy (decision 020)
 * or an upload's (decision 026); another image as it is.
 */
export function shareImagePath(imagePath: string): string {
  const copies = rasterSrcSet(imagePath, 'webp')?.split(', ');
  return copies?.at(-1)?.split(' ')[0] ?? imagePath;
}

/** JSON-LD as the text of a <script type="application/ld+json">: `<` escaped so no text ends it. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The shop as an Organization, with the support block of SPEC §1 as its contact point. */
export function organizationJsonLd(
  origin: string,
  contact: { email: string; telephone: string; address: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
    email: contact.email,
    telephone: contact.telephone,
    address: contact.address,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      telephone: contact.telephone,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    },
  };
}

/** A trail of named pages, Home first; the last one is the page itself. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * The product page's trail, as its visible breadcrumb shows it: Home › Category › Product, with
 * home named in the page's language.
 */
export function productTrail(
  product: Pick<Product, 'name' | 'slug' | 'category'>,
  homeName: string,
) {
  return [
    { name: homeName, path: '/' },
    ...(product.category
      ? [{ name: product.category, path: shopPath({ category: product.category }) }]
      : []),
    { name: product.name, path: productPagePath(product) },
  ];
}

/**
 * A product with its Offer (the price the page shows, in rupees, and whether it is in stock)
 * and, once anyone has rated it, its AggregateRating (decision 017's combined figures).
 */
export function productJsonLd(origin: string, product: Product): JsonLd {
  const url = absoluteUrl(origin, productPagePath(product));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    // Every picture, the main one first (decision 080); a list answer has the main one only.
    image: (product.images ?? [product.image]).map((path) =>
      absoluteUrl(origin, shareImagePath(path)),
    ),
    sku: product.sku ?? product._id,
    url,
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      // the price with its GST, as the page shows it: one figure, taxes included (decision 082)
      price: unitPriceWithGst(product.price, product.gstRate).toFixed(2),
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home: its title and description in the page's language, and the shop as an Organization. */
export function homeHead(
  origin: string,
  contact: Parameters<typeof organizationJsonLd>[1],
  { title, description }: { title: string; description: string },
): PageHeadData {
  return {
    title,
    description: metaDescription(description),
    canonicalUrl: absoluteUrl(origin, '/'),
    type: 'website',
    jsonLd: [organizationJsonLd(origin, contact)],
  };
}

/**
 * /shop and its views. `category` is the category's name as the shop shows it; a search's
 * results are not listed by search engines (they would be endless near-copies of the shop).
 */
export function shopHead(
  origin: string,
  {
    heading,
    description,
    homeName,
    category,
    search,
    canonicalCategory = category,
  }: {
    /** The page's heading, which titles it. */
    heading: string;
    /** A sentence about this view (its category or search), cut to a snippet's length here. */
    description: string;
    /** Home's name in the category view's breadcrumb. */
    homeName: string;
    category?: string;
    search?: string;
    /** The category as the address names it (its English name), when `category` is Hindi. */
    canonicalCategory?: string;
  },
): PageHeadData {
  return {
    title: pageTitle(heading),
    description: metaDescription(description),
    canonicalUrl: absoluteUrl(origin, shopPath({ category: canonicalCategory, search })),
    type: 'website',
    ...(search ? { noindex: true } : {}),
    jsonLd:
      category && !search
        ? [
            breadcrumbJsonLd(origin, [
              { name: homeName, path: '/' },
              { name: category, path: shopPath({ category: canonicalCategory }) },
            ]),
          ]
        : [],
  };
}

/**
 * A product's page, titled and described by the product as read in the page's language (its
 * Hindi name and description on a Hindi page, English where it has none).
 */
export function productHead(
  origin: string,
  product: Product,
  { homeName }: { homeName: string },
): PageHeadData {
  return {
    title: pageTitle(product.name),
    description: metaDescription(product.description),
    canonicalUrl: absoluteUrl(origin, productPagePath(product)),
    type: 'product',
    image: { url: absoluteUrl(origin, shareImagePath(product.image)), alt: product.name },
    jsonLd: [
      productJsonLd(origin, product),
      breadcrumbJsonLd(origin, productTrail(product, homeName)),
    ],
  };
}

/** An information page (FAQ, policies, customer care): its own title, description and path. */
export function infoPageHead(
  origin: string,
  { title, description, path }: { title: string; description: string; path: string },
): PageHeadData {
  return {
    title: pageTitle(title),
    // Written for the page by a person, so kept whole.
    description,
    canonicalUrl: absoluteUrl(origin, path),
    type: 'website',
    jsonLd: [],
  };
}

/** What sitemap.xml lists of the catalogue: products that are sold and the categories. */
export interface SitemapCatalogue {
  products: { slug: string; updatedAt: Date }[];
  categories: { name: string }[];
}

/** Every public page, every category view and every product, as absolute URLs. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** The same page in every language (hreflang), itself included, as Google asks. */
  alternates?: { hreflang: string; href: string }[];
}

/** Every public page in English and in Hindi, each naming the other. */
export function sitemapEntries(
  origin: string,
  { products, categories }: SitemapCatalogue,
): SitemapEntry[] {
  const pages: { loc: string; lastmod?: string }[] = [
    ...FIXED_PUBLIC_PATHS.map((path) => ({ loc: absoluteUrl(origin, path) })),
    ...categories.map((c) => ({ loc: absoluteUrl(origin, shopPath({ category: c.name })) })),
    ...products.map((p) => ({
      loc: absoluteUrl(origin, productPagePath(p)),
      lastmod: p.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  return LANGUAGES.flatMap((language) =>
    pages.map((page) => ({
      ...page,
      loc: addressIn(page.loc, language),
      alternates: languageAlternates(page.loc),
    })),
  );
}

/** The sitemaps.org XML of these entries, with their language alternates. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod, alternates = [] }) => {
    const links = alternates.map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the console, the API and every private page are disallowed; the catalogue's own
 * read-only API stays allowed, because a crawler that runs the app's JavaScript (Googlebot) must
 * fetch it to see a product before pages are rendered on the server (decision 034).
 */
export function robotsTxt(origin: string): string {
  const privatePrefixes = PAGE_PATHS.filter(
    (p) => !(PUBLIC_PAGE_PATHS as readonly string[]).includes(p),
  ).map((p) => `/${p.split('/:')[0]}`);
  const disallowed = ['/admin', '/api/', ...new Set(privatePrefixes)];
  return [
    'User-agent: *',
    'Allow: /api/products',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Text safe inside XML or HTML text and quoted attributes (sitemap.xml, a page's head tags). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
