import { expect, test } from '@playwright/test';

// Total blocking time, decisions 045 and 050: a server-rendered page hydrates its frame at once, then
// its parts (<HydrateLater>: the header, the page, their own parts) one task each after it,
// rendered onto the server's markup.
// The plain Playwright page here: this test holds the app's script back, and the suite's `goto`
// would wait for the app it holds.

test("a product page keeps the server's elements while it comes to life in parts", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const [product] = (await (
    await page.request.get('/api/products?category=Solar&limit=1')
  ).json()) as { name: string; slug: string }[];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
  // Before any script ran: the page, its picture's button (a part), a related card (a part),
  // the mobile menu's button and the footer (parts).
  const enlarge = page.getByRole('button', { name: `Enlarge the picture of ${product.name}` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(enlarge).toBeAttached();
  await expect(page.getByRole('region', { name: /More from|You may also like/ })).toBeAttached();
  const kept = [
    'h1',
    'main button.cursor-zoom-in',
    '[aria-labelledby="related-heading"] article',
    'header button[aria-controls="mobile-menu"]',
    'footer a[href="/faq"]',
  ];
  const tagged = await page.evaluate((selectors) => {
    const elements = selectors.map((selector) => document.querySelector(selector));
    (window as unknown as { serverElements: (Element | null)[] }).serverElements = elements;
    return elements.filter(Boolean).length;
  }, kept);
  expect(tagged).toBe(kept.length);

  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The same elements, none drawn again.
  const same = await page.evaluate(
    (selectors) =>
      selectors.map(
        (selector, i) =>
          document.querySelector(selector) ===
          (window as unknown as { serverElements: Element[] }).serverElements[i],
      ),
    kept,
  );
  expect(same).toEqual(kept.map(() => true));

  // The parts respond: the picture's lightbox, a related card's link.
  await enlarge.click();
  const lightbox = page.getByRole('dialog', { name: product.name });
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await page
    .locator('[aria-labelledby="related-heading"] article a[href^="/product/"]')
    .first()
    .click();
  await expect(page).not.toHaveURL(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(product.name);
  expect(errors).toEqual([]);
});

// Decision 050: ICU's number data is loaded by a worker while the page paints, so the main
// thread's first Intl.NumberFormat (Lingui's plural counts) does not load it in a task of its own.
test('a server-rendered page starts the worker that loads the number formats, allowed by the CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const worker = page.waitForEvent('worker');
  await page.goto('/shop');
  expect((await worker).url()).toMatch(/\/assets\/warm-intl-[\w-]+\.js$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(errors).toEqual([]);
});

// Decision 050: the first paint waits for the whole rendered markup (a render-blocking
// `rel=expect` on the query-state block after #root), so its style and layout are never split
// around the first contentful paint. The link must name an element the page has, after #root.
test("a rendered page's first paint waits for its markup to the end", async ({ request }) => {
  for (const path of ['/', '/shop']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#query-state" blocking="render">');
    expect(html.indexOf('id="query-state"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  }
});
