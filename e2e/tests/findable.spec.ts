import { unitPriceWithGst } from '@harit/core/money';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Findable pages (decision 034): what search engines and link previews read of the public pages — each
// page's title, description and canonical URL, the product's JSON-LD, sitemap.xml, robots.txt.

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
  gstRate: number;
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
  // The page in each language: English, Hindi (?lang=hi) and English as the default.
  const english = canonical.replace(/[?&]lang=hi$/, '');
  const hindi = `${english}${english.includes('?') ? '&' : '?'}lang=hi`;
  const alternates = page.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('head link[hreflang="en-IN"]')).toHaveAttribute('href', english);
  await expect(page.locator('head link[hreflang="hi-IN"]')).toHaveAttribute('href', hindi);
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute('href', english);
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
  const { name, slug, price, gstRate, rating, ratingCount, category } = product as ApiProduct;

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
  // the price with its GST, as the page shows it (decision 082)
  expect((item?.offers as { price?: string } | undefined)?.price).toBe(
    unitPriceWithGst(price, gstRate).toFixed(2),
  );

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

test('a Hindi page names its own address as canonical, says it is Hindi, and links its English twin', async ({
  page,
  baseURL,
}) => {
  await page.goto('/shop?category=Solar&lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Titled and described in Hindi, with the Hindi category name.
  await expect(page).toHaveTitle('सोलर · Harit');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    /^Harit पर सोलर उत्पाद खरीदें/,
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/shop?category=Solar&lang=hi`,
  );
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
  await expect(page.locator('head link[hreflang="en-IN"]')).toHaveAttribute(
    'href',
    `${baseURL}/shop?category=Solar`,
  );
  // Remembered (once the app runs): the next page, with no ?lang=, is Hindi too, from the server on.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const next = await page.request.get('/faq');
  expect(await next.text()).toContain('<html lang="hi-IN"');
});

test('sitemap.xml lists every product and category view; robots.txt points to it', async ({
  page,
  baseURL,
}) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]?.replaceAll('&amp;', '&'),
  );

  const products = await allProducts(page);
  expect(products.length).toBeGreaterThan(10);
  for (const product of products) {
    expect(locs, product.name).toContain(`${baseURL}/product/${product.slug}`);
  }
  // Each product once in English and once in Hindi.
  const productLocs = locs.filter((loc) => loc?.startsWith(`${baseURL}/product/`));
  expect(productLocs.filter((loc) => !loc?.endsWith('?lang=hi'))).toHaveLength(products.length);
  expect(productLocs.filter((loc) => loc?.endsWith('?lang=hi'))).toHaveLength(products.length);
  expect(locs).toContain(`${baseURL}/shop?category=Solar`);
  expect(locs).toContain(`${baseURL}/shop?category=Solar&lang=hi`);
  expect(locs).toContain(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/?lang=hi`);

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

// Decision 035: public pages arrive as HTML with their content, and the browser
// hydrates them without a mismatch.
test.describe('server-rendered public pages', () => {
  test('carry their products before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const featured = (await (
      await page.request.get('/api/products/featured')
    ).json()) as ApiProduct[];
    const solar = (await (
      await page.request.get('/api/products?category=Solar&limit=4')
    ).json()) as ApiProduct[];
    expect(featured.length).toBeGreaterThan(0);
    expect(solar.length).toBeGreaterThan(0);

    await page.goto('/');
    for (const product of featured.slice(0, 4)) {
      await expect(page.getByText(product.name).first()).toBeAttached();
    }
    await page.goto('/shop?category=Solar');
    await expect(page.getByRole('heading', { level: 1, name: 'Solar' })).toBeVisible();
    for (const product of solar) {
      await expect(
        page.getByRole('link', { name: product.name, exact: true }).first(),
      ).toBeVisible();
    }
    // Every card of /shop's first page, those below the first screen too (laid out only when
    // near it, decision 047, but in the HTML all the same).
    const firstPage = (await (
      await page.request.get('/api/products?limit=24')
    ).json()) as ApiProduct[];
    expect(firstPage.length).toBe(24);
    await page.goto('/shop');
    for (const listed of firstPage) {
      await expect(
        page.getByRole('link', { name: listed.name, exact: true }).first(),
      ).toBeAttached();
    }
    const product = solar[0] as ApiProduct;
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · Harit`);
    expect((await jsonLd(page)).map((d) => d['@type'])).toContain('Product');
    await context.close();
  });

  test('arrive compressed', async ({ request }) => {
    for (const path of ['/', '/shop', '/shop?category=Solar']) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toMatch(/^(gzip|br)$/);
      expect(await response.text(), path).toContain('id="query-state"');
    }
  });

  // Decision 037: the stylesheet comes inline with a rendered page, so it paints without
  // waiting for a second request, and the chunks loaded later do not fetch it again.
  test('carry their stylesheet, so nothing waits for a CSS file', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const path of ['/', '/shop?category=Solar']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Styled: the page's heading is drawn tight (Tailwind's tracking-tight), not as the
      // browser's default.
      const heading = page.getByRole('heading', { level: 1 }).first();
      expect(await heading.evaluate((h) => getComputedStyle(h).letterSpacing), path).not.toBe(
        'normal',
      );
    }
    expect(stylesheets).toEqual([]);
  });

  /** Hydration errors and warnings React reports (dev texts, or production error numbers). */
  function hydrationProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#418|#419|#421|#422|#423|#425/i.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    return problems;
  }

  /** Every public page (core's PUBLIC_PAGE_PATHS), the shop with a query, a product page. */
  async function publicPages(page: Page): Promise<string[]> {
    const [product] = (await (
      await page.request.get('/api/products?category=Solar&limit=1')
    ).json()) as ApiProduct[];
    expect(product).toBeTruthy();
    return [
      '/',
      '/shop',
      '/shop?category=Solar',
      `/product/${product?.slug}`,
      '/faq',
      '/terms',
      '/privacy',
      '/shipping',
      '/support',
    ];
  }

  async function visitAll(page: Page, paths: string[]) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  }

  test('hydrate without a mismatch', async ({ page }) => {
    const problems = hydrationProblems(page);
    await visitAll(page, await publicPages(page));
    expect(problems).toEqual([]);
  });

  test('hydrate without a mismatch for a signed-in shopper with a Deliver to address', async ({
    signedInPage: page,
    newUser,
  }) => {
    // The server renders neither (no session, no browser storage); the browser shows both once
    // the page has hydrated.
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'harit:location',
        JSON.stringify({
          label: 'Office',
          detail: 'Tower B, DLF Cyber City Phase 2, Gurugram 122002',
        }),
      );
    });
    const problems = hydrationProblems(page);
    const paths = await publicPages(page);
    await visitAll(page, paths);
    expect(problems).toEqual([]);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: newUser.name, exact: true })).toBeVisible();
    await expect(header.getByTestId('location-label')).toHaveText('Office');
  });
});
