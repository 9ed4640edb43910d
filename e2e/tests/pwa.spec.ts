import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs, expect, test } from '../support/fixtures';

// Installable PWA (decision 036): the manifest and its icons, the service worker,
// offline browsing of the pages seen, the offline page, the cart offline, nothing of a signed-in
// shopper in Cache Storage, and the prompt when a new version is deployed.

// playwright.config.ts blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  stock: number;
}

/** The web build the server serves (playwright.config.ts: WEB_DIST). */
const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.resolve(import.meta.dirname, '../../apps/web/dist');

/** Waits until the service worker runs this page. */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Waits until the service worker has kept this page for reading offline. */
async function untilKept(page: Page, address: string) {
  await page.waitForFunction(
    async (url) => (await (await caches.open('harit-pages')).match(url)) !== undefined,
    address,
    { timeout: 20_000, polling: 250 },
  );
}

/** Every URL in Cache Storage, of every cache. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A page load that does not wait for the app: the offline page has none. */
function visitWithoutApp(page: Page, url: string) {
  return page.mainFrame().goto(url);
}

async function firstProducts(page: Page, count: number): Promise<ApiProduct[]> {
  const response = await page.request.get(`/api/products?limit=${count}`);
  return (await response.json()) as ApiProduct[];
}

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('the shop can be installed: its manifest, icons, theme colour and service worker', async ({
  page,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#11432c');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(touchIcon ?? '')).body())).toEqual({
    width: 180,
    height: 180,
  });

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Harit',
    short_name: 'Harit',
    start_url: '/',
    display: 'standalone',
    theme_color: '#11432c',
    background_color: '#fafaf9',
  });
  // Installable: a 192 and a 512 icon, and a maskable one for Android's shapes.
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const side = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await png.body()), icon.src).toEqual({ width: side, height: side });
  }

  // The service worker is never kept by the browser's HTTP cache, so a new one is seen at once.
  const script = await page.request.get('/sw.js');
  expect(script.ok()).toBe(true);
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-type']).toMatch(/javascript/);

  await untilControlled(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('the service worker starts only once the page has loaded and its app is running', async ({
  page,
}) => {
  // Its install fetches and stores the whole app: on a phone's few cores that competed with the
  // start's tasks (decision 055). Noted at the moment it is asked for, in the page itself.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) => {
      (window as { swAsked?: unknown }).swAsked = {
        hydrated: document.documentElement.dataset.hydrated ?? null,
        readyState: document.readyState,
      };
      return register(...args);
    };
  });
  await page.goto('/shop');
  await untilControlled(page);
  expect(await page.evaluate(() => (window as { swAsked?: unknown }).swAsked)).toEqual({
    hydrated: 'true',
    readyState: 'complete',
  });
});

test('offline, the shop and a product page seen before still show; an unseen page lists them', async ({
  page,
  context,
}) => {
  const [product] = await firstProducts(page, 1);
  if (!product) throw new Error('the catalogue is empty');
  // The first visit: the page came before the service worker, which fetches it once it runs.
  await page.goto('/shop');
  await untilControlled(page);
  await untilKept(page, '/shop');
  await page.goto(`/product/${product.slug}`);
  await untilKept(page, `/product/${product.slug}`);

  await context.setOffline(true);
  try {
    // Reloaded offline: the page as it was seen, running (its scripts are precached).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();

    // A link to a page not seen: the offline page, with the pages that were.
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    const kept = page.getByRole('list').getByRole('link');
    await expect(kept.filter({ hasText: product.name })).toHaveAttribute(
      'href',
      `/product/${product.slug}`,
    );
    await expect(kept.filter({ hasText: 'All Products' })).toHaveAttribute('href', '/shop');
    await visitWithoutApp(page, '/privacy');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveTitle('You are offline · Harit');

    // …from which the product page opens again.
    await kept.filter({ hasText: product.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('offline, the cart and checkout say they need a connection, and the cart comes back', async ({
  signedInPage: page,
  newUser,
  context,
}) => {
  const [product] = (await firstProducts(page, 20)).filter((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock');
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: newUser.id, productId: product._id, quantity: 1 },
  });
  await page.goto('/cart');
  await untilControlled(page);
  const line = page.getByRole('list', { name: 'Cart items' }).getByText(product.name);
  await expect(line).toBeVisible();

  await context.setOffline(true);
  try {
    await expect(
      page.getByRole('heading', { name: 'Your cart needs an internet connection' }),
    ).toBeVisible();
    await expect(line).toBeHidden();
    // Opened offline: the app's shell, and the same words rather than an error or a spinner.
    await visitWithoutApp(page, '/checkout');
    await expect(
      page.getByRole('heading', { name: 'Checkout needs an internet connection' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Cart' }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Your cart needs an internet connection' }),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online, the cart shows again by itself, with its line.
  await expect(line).toBeVisible();
  await expect(page.getByRole('heading', { name: /needs an internet connection/ })).toHaveCount(0);

  // Nothing of the signed-in shopper was kept: no cart, session, account or order answer.
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  const apiUrls = urls.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/api/'));
  expect(apiUrls.filter((p) => !p.startsWith('/api/products'))).toEqual([]);
  expect(urls.map((url) => new URL(url).pathname)).not.toContain('/cart');
  expect(urls.map((url) => new URL(url).pathname)).not.toContain('/checkout');
});

test('a new version deployed: the page offers to reload, and the reload runs it', async ({
  page,
}) => {
  await page.goto('/');
  await untilControlled(page);
  const scriptFile = path.join(webDist, 'sw.js');
  const deployed = readFileSync(scriptFile, 'utf8');
  const first = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(first).toBeTruthy();
  try {
    // A new build: the service worker's bytes differ, as its precache list does after a change.
    writeFileSync(scriptFile, `${deployed}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('A new version of Harit is available');
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(prompt).toBeHidden();
    // The new version runs the page, and none waits.
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { waiting: found?.waiting !== null, controlled: !!navigator.serviceWorker.controller };
    });
    expect(registration).toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(scriptFile, deployed);
  }
});
