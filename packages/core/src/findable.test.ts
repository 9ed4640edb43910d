import { describe, expect, it } from 'vitest';
import { keywordCarbonRecord } from './carbon-record.ts';
import {
  absoluteUrl,
  addressIn,
  breadcrumbJsonLd,
  homeHead,
  infoPageHead,
  jsonLdText,
  metaDescription,
  productHead,
  productJsonLd,
  robotsTxt,
  shareImagePath,
  shopHead,
  shopPath,
  sitemapEntries,
  sitemapXml,
} from './findable.ts';
import type { Product } from './types.ts';

const origin = 'https://harit.example';

const product: Product = {
  _id: '3f1c9a2e-0000-4000-8000-000000000001',
  slug: 'bamboo-toothbrush-pack-of-4',
  name: 'Bamboo Toothbrush (Pack of 4)',
  description: 'Biodegradable bamboo handles with charcoal bristles.',
  image: '/images/products/bamboo-toothbrush-pack-of-4.svg',
  price: 299,
  mrp: 399,
  rating: 4.5,
  ratingCount: 128,
  category: 'Zero Waste',
  categorySlug: 'zero-waste',
  stock: 12,
  featured: true,
  carbon: keywordCarbonRecord('Bamboo Toothbrush'),
  gstRate: 18,
  priceWithGst: 352.82,
};

const contact = {
  email: 'support@harit.in',
  telephone: '+91 80 4718 2200',
  address: '12 Indiranagar 100 Feet Road, Bengaluru 560038',
};

describe('absoluteUrl', () => {
  it('puts a path under the origin once, and keeps an absolute URL', () => {
    expect(absoluteUrl('https://harit.example/', '/shop')).toBe('https://harit.example/shop');
    expect(absoluteUrl(origin, 'faq')).toBe('https://harit.example/faq');
    expect(absoluteUrl(origin, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});

describe('metaDescription', () => {
  it('keeps a short text on one line', () => {
    expect(metaDescription('  Solar  lamp\nfor study. ')).toBe('Solar lamp for study.');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
  });
});

describe('shopPath', () => {
  it('keeps the category and the search, nothing else, encoded', () => {
    expect(shopPath({})).toBe('/shop');
    expect(shopPath({ category: 'Zero Waste' })).toBe('/shop?category=Zero%20Waste');
    expect(shopPath({ category: 'Solar', search: 'lamp & fan' })).toBe(
      '/shop?category=Solar&search=lamp%20%26%20fan',
    );
  });
});

describe('shareImagePath', () => {
  it("is a catalogue picture's largest WebP copy, and any other image as it is", () => {
    expect(shareImagePath(product.image)).toBe(
      '/images/products/bamboo-toothbrush-pack-of-4-800.webp',
    );
    expect(shareImagePath('/uploads/products/abc123-800.webp')).toBe(
      '/uploads/products/abc123-800.webp',
    );
    expect(shareImagePath('/images/placeholder.svg')).toBe('/images/placeholder.svg');
  });
});

describe('productJsonLd', () => {
  it('names the price with its GST in INR, the stock state and the combined rating', () => {
    const data = productJsonLd(origin, product);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product._id,
      url: 'https://harit.example/product/bamboo-toothbrush-pack-of-4',
      image: ['https://harit.example/images/products/bamboo-toothbrush-pack-of-4-800.webp'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        // ₹299 + 18 % GST (₹53.82): the one figure the page shows (decision 082)
        price: '352.82',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 128 },
    });
  });

  it("offers a product at its own GST rate's price, to the paisa", () => {
    expect(productJsonLd(origin, { ...product, price: 450, gstRate: 5 }).offers).toMatchObject({
      price: '472.50',
    });
    expect(productJsonLd(origin, { ...product, price: 99.99, gstRate: 0 }).offers).toMatchObject({
      price: '99.99',
    });
    // ₹218.90 at 18 %: GST ₹39.402 rounds to ₹39.40
    expect(productJsonLd(origin, { ...product, price: 218.9 }).offers).toMatchObject({
      price: '258.30',
    });
  });

  it("lists every picture of a product's own answer, main first, and names its SKU", () => {
    const data = productJsonLd(origin, {
      ...product,
      sku: 'HRT-ZRW-001',
      images: [product.image, '/uploads/products/ab12-800.webp'],
    });
    expect(data).toMatchObject({
      sku: 'HRT-ZRW-001',
      image: [
        'https://harit.example/images/products/bamboo-toothbrush-pack-of-4-800.webp',
        'https://harit.example/uploads/products/ab12-800.webp',
      ],
    });
  });

  it('says out of stock at zero, and has no rating before anyone rated it', () => {
    const data = productJsonLd(origin, { ...product, stock: 0, rating: 0, ratingCount: 0 });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element, and parses back to the same object', () => {
    const data = productJsonLd(origin, { ...product, description: '</script><b>x</b>' });
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('page heads', () => {
  it('home: its title and description, the Organization with the support contact', () => {
    const head = homeHead(origin, contact, {
      title: 'Harit — eco-friendly essentials for a greener life',
      description: 'Harit — thoughtful, eco-friendly essentials.',
    });
    expect(head.title).toBe('Harit — eco-friendly essentials for a greener life');
    expect(head.description).toBe('Harit — thoughtful, eco-friendly essentials.');
    expect(head.canonicalUrl).toBe('https://harit.example/');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        url: 'https://harit.example/',
        logo: 'https://harit.example/logo.svg',
        email: 'support@harit.in',
      }),
    ]);
  });

  it('a product: by slug, with its picture, Product and Home › Category › Product', () => {
    const head = productHead(origin, product, { homeName: 'Home' });
    expect(head.title).toBe('Bamboo Toothbrush (Pack of 4) · Harit');
    expect(head.description).toBe(product.description);
    expect(head.canonicalUrl).toBe('https://harit.example/product/bamboo-toothbrush-pack-of-4');
    expect(head.type).toBe('product');
    // The picture a link preview shows, and the words for it: the product's name.
    expect(head.image).toEqual({
      url: 'https://harit.example/images/products/bamboo-toothbrush-pack-of-4-800.webp',
      alt: 'Bamboo Toothbrush (Pack of 4)',
    });
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(head.jsonLd[1]).toEqual(
      breadcrumbJsonLd(origin, [
        { name: 'Home', path: '/' },
        { name: 'Zero Waste', path: '/shop?category=Zero%20Waste' },
        { name: product.name, path: '/product/bamboo-toothbrush-pack-of-4' },
      ]),
    );
  });

  it('a category view: its canonical view and breadcrumb; a search is not indexed', () => {
    const category = shopHead(origin, {
      heading: 'Solar',
      description: 'Shop Solar products at Harit.',
      homeName: 'Home',
      category: 'Solar',
    });
    expect(category.title).toBe('Solar · Harit');
    expect(category.canonicalUrl).toBe('https://harit.example/shop?category=Solar');
    expect(category.description).toBe('Shop Solar products at Harit.');
    expect(category.noindex).toBeUndefined();
    expect(category.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://harit.example/' },
        { position: 2, name: 'Solar', item: 'https://harit.example/shop?category=Solar' },
      ],
    });

    const search = shopHead(origin, {
      heading: 'Results for "lamp"',
      description: 'Products matching "lamp".',
      homeName: 'Home',
      search: 'lamp',
    });
    expect(search.noindex).toBe(true);
    expect(search.canonicalUrl).toBe('https://harit.example/shop?search=lamp');
    expect(search.jsonLd).toEqual([]);

    expect(
      shopHead(origin, { heading: 'All Products', description: 'Shop.', homeName: 'Home' })
        .canonicalUrl,
    ).toBe('https://harit.example/shop');
  });

  it('in Hindi: the words come in Hindi, the addresses stay English', () => {
    const hindi = {
      ...product,
      name: 'बांस का टूथब्रश (4 का पैक)',
      description: 'बांस से बना।',
      category: 'ज़ीरो वेस्ट',
    };
    const page = productHead(origin, hindi, { homeName: 'होम' });
    expect(page.title).toBe('बांस का टूथब्रश (4 का पैक) · Harit');
    expect(page.description).toBe('बांस से बना।');
    expect(page.image?.alt).toBe('बांस का टूथब्रश (4 का पैक)');
    expect(page.canonicalUrl).toBe('https://harit.example/product/bamboo-toothbrush-pack-of-4');
    expect(page.jsonLd[1]).toMatchObject({
      itemListElement: [{ name: 'होम' }, { name: 'ज़ीरो वेस्ट' }, { name: hindi.name }],
    });

    const shop = shopHead(origin, {
      heading: 'सोलर',
      description: `Harit पर सोलर प्रोडक्ट खरीदें: ${'पर्यावरण के अनुकूल ज़रूरी चीज़ें, '.repeat(8)}`,
      homeName: 'होम',
      category: 'सोलर',
      canonicalCategory: 'Solar',
    });
    expect(shop.title).toBe('सोलर · Harit');
    expect(shop.description).toMatch(/^Harit पर सोलर प्रोडक्ट खरीदें: .*…$/);
    expect(shop.description.length).toBeLessThanOrEqual(160);
    expect(shop.canonicalUrl).toBe('https://harit.example/shop?category=Solar');
    expect(shop.jsonLd[0]).toMatchObject({
      itemListElement: [
        { name: 'होम', item: 'https://harit.example/' },
        { name: 'सोलर', item: 'https://harit.example/shop?category=Solar' },
      ],
    });

    const home = homeHead(origin, contact, { title: 'Harit — हरित जीवन', description: 'हरित।' });
    expect([home.title, home.description]).toEqual(['Harit — हरित जीवन', 'हरित।']);
  });

  it('an information page: titled, described and canonical at its own path', () => {
    expect(infoPageHead(origin, { title: 'FAQ', description: 'Answers.', path: '/faq' })).toEqual({
      title: 'FAQ · Harit',
      description: 'Answers.',
      canonicalUrl: 'https://harit.example/faq',
      type: 'website',
      jsonLd: [],
    });
  });
});

describe('sitemap', () => {
  const catalogue = {
    products: [{ slug: 'solar-lamp', updatedAt: new Date('2026-11-20T10:00:00Z') }],
    categories: [{ name: 'Zero Waste' }],
  };

  const english = [
    'https://harit.example/',
    'https://harit.example/shop',
    'https://harit.example/faq',
    'https://harit.example/terms',
    'https://harit.example/privacy',
    'https://harit.example/shipping',
    'https://harit.example/support',
    'https://harit.example/shop?category=Zero%20Waste',
    'https://harit.example/product/solar-lamp',
  ];

  it('lists the public pages, every category view and every product, absolute, in both languages', () => {
    const locs = sitemapEntries(origin, catalogue).map((e) => e.loc);
    expect(locs).toEqual([
      ...english,
      'https://harit.example/?lang=hi',
      'https://harit.example/shop?lang=hi',
      'https://harit.example/faq?lang=hi',
      'https://harit.example/terms?lang=hi',
      'https://harit.example/privacy?lang=hi',
      'https://harit.example/shipping?lang=hi',
      'https://harit.example/support?lang=hi',
      'https://harit.example/shop?category=Zero%20Waste&lang=hi',
      'https://harit.example/product/solar-lamp?lang=hi',
    ]);
  });

  it('names each page in both languages, and English as the default, on both entries', () => {
    const entries = sitemapEntries(origin, catalogue).filter((e) =>
      e.loc.includes('/product/solar-lamp'),
    );
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.lastmod).toBe('2026-11-20');
      expect(entry.alternates).toEqual([
        { hreflang: 'en-IN', href: 'https://harit.example/product/solar-lamp' },
        { hreflang: 'hi-IN', href: 'https://harit.example/product/solar-lamp?lang=hi' },
        { hreflang: 'x-default', href: 'https://harit.example/product/solar-lamp' },
      ]);
    }
  });

  it('writes sitemaps.org XML with escaped addresses, the last edit date and the alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://harit.example/shop?category=A&search=b',
        lastmod: '2026-11-20',
        alternates: [{ hreflang: 'hi-IN', href: 'https://harit.example/shop?category=A&lang=hi' }],
      },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://harit.example/shop?category=A&amp;search=b</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="hi-IN" href="https://harit.example/shop?category=A&amp;lang=hi"/></url>',
    );
  });

  it("spells a page's Hindi address without changing the rest of it", () => {
    expect(addressIn('https://harit.example/shop?category=Zero%20Waste', 'hi')).toBe(
      'https://harit.example/shop?category=Zero%20Waste&lang=hi',
    );
    expect(addressIn('https://harit.example/shop?lang=hi&search=jute', 'en')).toBe(
      'https://harit.example/shop?search=jute',
    );
    expect(addressIn('https://harit.example/?lang=en', 'hi')).toBe(
      'https://harit.example/?lang=hi',
    );
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(origin);

  it('keeps crawlers out of the console, the API and every private page', () => {
    for (const path of ['/admin', '/api/', '/cart', '/checkout', '/wish', '/orders', '/profile']) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://harit.example/sitemap.xml');
  });

  it('lets the public pages and the catalogue API be crawled', () => {
    for (const path of ['/shop', '/product', '/faq', '/support', '/terms']) {
      expect(robots).not.toMatch(new RegExp(`Disallow: ${path}\\b`));
    }
    expect(robots).toContain('Allow: /api/products\n');
  });
});
