import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Decision 059: the browser runs React DOM 19, and what a shopper does on a server-rendered page
// before its app has run (decisions 035, 047: the app comes after the largest paint, later still
// on a slow phone) takes effect once it does. These tests hold the app's scripts (every one but
// the page's small first script, index-*.js: boot.ts, which keeps what a visitor does) back by
// 3 s, as a slow connection would, and act meanwhile. They use a page of their own: the suite's
// `goto` waits for the app they hold back.

const HOLD_MS = 3000;

/** A fresh page of `from`'s browser context whose first script arrives `HOLD_MS` late. */
async function slowPage(from: Page): Promise<Page> {
  const page = await from.context().newPage();
  // One hold from the first request for the app: the modules it then asks for come at once.
  let held: Promise<unknown> | undefined;
  await page.route(/\/assets\/(?!index-)[\w.-]+\.js$/, async (route) => {
    held ??= new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await held;
    await route.continue();
  });
  return page;
}

async function running(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function notRunningYet(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

async function aProduct(page: Page): Promise<{ name: string; slug: string }> {
  const response = await page.request.get('/api/products?category=Solar&limit=1');
  const [product] = (await response.json()) as { name: string; slug: string }[];
  return product;
}

test('the page is drawn by React DOM 19, which registers itself as its renderer', async ({
  page,
}) => {
  // A stand-in for React's developer tools: React DOM hands its renderer to this hook as it loads.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string; rendererPackageName?: string }>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
  await page.goto('/');
  const renderers = await page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            renderers: Map<number, { version?: string; rendererPackageName?: string }>;
          };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map(({ version, rendererPackageName }) => ({ version, rendererPackageName })),
  );
  expect(renderers).toHaveLength(1);
  expect(renderers[0].rendererPackageName).toBe('react-dom');
  expect(renderers[0].version).toMatch(/^19\./);
});

test('a search typed and sent before the app runs lands on its results', async ({ page }) => {
  const product = await aProduct(page);
  const word = product.name.split(' ')[0];
  const slow = await slowPage(page);
  await slow.goto('/', { waitUntil: 'commit' });
  const box = slow.getByRole('combobox', { name: 'Search products' }).first();
  await box.fill(word);
  await box.press('Enter');
  await notRunningYet(slow);
  await expect(slow).toHaveURL(new RegExp(`/shop\\?search=${encodeURIComponent(word)}$`));
  await expect(slow.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(slow.getByRole('heading', { name: product.name }).first()).toBeVisible();
});

test('Add to Cart tapped before the app runs sends a visitor to sign in', async ({ page }) => {
  const product = await aProduct(page);
  const slow = await slowPage(page);
  await slow.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
  await slow
    .getByRole('button', { name: /Add to Cart/ })
    .first()
    .click();
  await notRunningYet(slow);
  await expect(slow).toHaveURL(/\/login/);
});

test('Add to Cart tapped before the app runs puts the product in the cart', async ({
  signedInPage,
}) => {
  const product = await aProduct(signedInPage);
  const slow = await slowPage(signedInPage);
  await slow.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
  const addToCart = slow.getByRole('button', { name: /Add to Cart/ });
  await addToCart.first().click();
  await notRunningYet(slow);
  const before = await addToCart.count();
  await running(slow);
  // The product's button becomes its quantity stepper once it is in the cart.
  await expect(addToCart).toHaveCount(before - 1);
  await signedInPage.goto('/cart');
  await expect(signedInPage.getByRole('main').getByText(product.name).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu tapped before the app runs opens', async ({ page }) => {
    const slow = await slowPage(page);
    await slow.goto('/', { waitUntil: 'commit' });
    await slow.getByRole('button', { name: 'Open menu' }).tap();
    await notRunningYet(slow);
    await expect(slow.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('the search icon tapped before the app runs opens the search', async ({ page }) => {
    const slow = await slowPage(page);
    await slow.goto('/', { waitUntil: 'commit' });
    await slow.getByRole('button', { name: 'Open search' }).tap();
    await notRunningYet(slow);
    await expect(slow.getByRole('button', { name: 'Close search' })).toBeVisible();
    await expect(slow.getByRole('combobox', { name: 'Search products' }).last()).toBeFocused();
  });
});
