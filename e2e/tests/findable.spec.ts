import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 17 "Findable": what search engines and link previews read of the public pages — each
// page's title, description and canonical URL, the product's JSON-LD, sitemap.xml, robots.txt.

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
  rating: number;
  ratingCount: number;
  category?: string;
}

/** Every product the shop lists, page by page (at most 100 a page). */
async function allProducts(page: Page): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await page.request.get(`/api/products?limit=100&offset=${offset}`);
    products.push(...((await response.json()) as ApiProduct[]));
    if (products.length >= Number(response.headers()['x-total-count'])) return products;
  }
}

/** The JSON-LD objects on the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The one description and canonical URL in <head> (two would mean a page left one behind). */
async function expectHead(page: Page, { title, canonical }: { title: string; canonical: string }) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', canonical);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  await expect(page.locator('head meta[name="twitter:description"]')).toHaveAttribute(
    'content',
    description ?? '',
  );
}

test("the product page's JSON-LD names the product, its price in INR, its rating and its trail", async ({
  page,
  baseURL,
}) => {
  const [product] = (await (
    await page.request.get('/api/products?search=solar&limit=1')
  ).json()) as ApiProduct[];
  expect(product).toBeTruthy();
  const { name, slug, price, rating, ratingCount, category } = product as ApiProduct;

  // Opened by id, it still names its address by slug.
  await page.goto(`/product/${product?._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectHead(page, { title: `${name} · Harit`, canonical: `${baseURL}/product/${slug}` });
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/`),
  );

  const data = await jsonLd(page);
  const item = data.find((d) => d['@type'] === 'Product');
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    name,
    url: `${baseURL}/product/${slug}`,
    offers: { '@type': 'Offer', priceCurrency: 'INR' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, ratingCount },
  });
  expect(Number((item?.offers as { price?: string } | undefined)?.price)).toBe(price);

  const trail = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(((trail?.itemListElement ?? []) as { name: string }[]).map((crumb) => crumb.name)).toEqual(
    ['Home', ...(category ? [category] : []), name],
  );
});

test('every public page has its own title, one description and its canonical URL', async ({
  page,
  baseURL,
}) => {
  const pages = [
    { path: '/', title: 'Harit — eco-friendly essentials for a greener life', canonical: '/' },
    { path: '/shop?sort=price-asc', title: 'All Products · Harit', canonical: '/shop' },
    {
      path: '/shop?category=Solar&inStock=true',
      title: 'Solar · Harit',
      canonical: '/shop?category=Solar',
    },
    { path: '/faq?q=delivery', title: 'Frequently Asked Questions · Harit', canonical: '/faq' },
    { path: '/terms', title: 'Terms of Use · Harit', canonical: '/terms' },
    { path: '/privacy', title: 'Privacy Policy · Harit', canonical: '/privacy' },
    { path: '/shipping', title: 'Shipping Policy · Harit', canonical: '/shipping' },
    { path: '/support', title: 'Customer Care · Harit', canonical: '/support' },
  ];
  for (const { path, title, canonical } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectHead(page, { title, canonical: `${baseURL}${canonical}` });
  }

  // The home page names the shop; a category view its trail; a search is not to be indexed.
  await page.goto('/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await jsonLd(page)).toEqual([
    expect.objectContaining({ '@type': 'Organization', name: 'Harit', url: `${baseURL}/` }),
  ]);

  await page.goto('/shop?category=Solar');
  await expect(page.getByRole('heading', { level: 1, name: 'Solar' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await jsonLd(page)).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);

  await page.goto('/shop?search=lamp');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, follow',
  );
});

test('sitemap.xml lists every product and category view; robots.txt points to it', async ({
  page,
  baseURL,
}) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  const products = await allProducts(page);
  expect(products.length).toBeGreaterThan(10);
  for (const product of products) {
    expect(locs, product.name).toContain(`${baseURL}/product/${product.slug}`);
  }
  expect(locs.filter((loc) => loc?.startsWith(`${baseURL}/product/`))).toHaveLength(
    products.length,
  );
  expect(locs).toContain(`${baseURL}/shop?category=Solar`);
  expect(locs).toContain(`${baseURL}/`);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots.split('\n')).toEqual(
    expect.arrayContaining(['Disallow: /admin', 'Disallow: /cart']),
  );

  // Every address the sitemap lists opens a page (none of them is the 404 page).
  for (const loc of locs.slice(0, 12)) {
    expect((await page.request.get(loc as string)).status(), loc).toBe(200);
  }
});
