// Browsing the shop in Hindi. The switch in the header (desktop) and in the mobile menu
// (390 px), Hindi on home, /shop, a product page and the 404 page; the choice is remembered (a
// reload, and the server renders the next page in Hindi); `?lang=hi` gives Hindi and is
// remembered too; switching back gives English. Nothing overflows a phone's width in Hindi, axe
// finds nothing, and the console shows no errors or hydration warnings. Product names in Hindi
// come with the catalogue's Hindi data: this spec checks the shop's own texts.
import { type Page, test as plain } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

interface ApiProduct {
  slug: string;
}

const PHONE = { width: 390, height: 844 };

/** The Hindi texts each page shows whatever its data (hi.json's). */
const HINDI = {
  home: 'हरित जीवन के लिए सोच-समझकर चुनी गई ज़रूरी चीज़ें',
  shop: 'सभी उत्पाद',
  product: 'इस उत्पाद के बारे में',
  notFound: 'पेज नहीं मिला',
  wishPrompt: 'अपनी विशलिस्ट देखने के लिए कृपया साइन इन करें',
};

/**
 * Console errors, uncaught errors and React's hydration reports, as they happen; not the 404
 * page's own status, which the browser reports as a resource that failed to load.
 */
async function consoleProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/status of 404/.test(text) && page.url().includes('no-such-page')) return;
    if (message.type() === 'error' || /hydrat|#418|#419|#421|#422|#423|#425/i.test(text))
      problems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function aProductPath(page: Page): Promise<string> {
  const [product] = (await (
    await page.request.get('/api/products?limit=1')
  ).json()) as ApiProduct[];
  expect(product).toBeTruthy();
  return `/product/${product?.slug}`;
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoOverflow(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

test.describe('the shop in Hindi', () => {
  test('switch in the header, browse, reload, switch back (desktop)', async ({ page }) => {
    const problems = await consoleProblems(page);
    const productPath = await aProductPath(page);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('banner').getByRole('button', { name: 'Show the shop in हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HINDI.home })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The page's title turns Hindi with it.
    await expect(page).toHaveTitle('Harit — हरित जीवन के लिए पर्यावरण-अनुकूल ज़रूरी चीज़ें');
    await expect(page.getByRole('heading', { name: 'खास उत्पाद' })).toBeVisible();

    // Following links stays Hindi (the app's own navigation).
    await page.getByRole('link', { name: 'सभी उत्पाद देखें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HINDI.shop })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'क्रम' })).toBeVisible();

    // A fresh load: the server renders it in Hindi from the remembered cookie.
    await page.goto(productPath);
    await expect(page.getByRole('heading', { name: HINDI.product })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // Titled with the product's Hindi name.
    await expect(page).toHaveTitle(/[\u0900-\u097F].* · Harit$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: HINDI.product })).toBeVisible();

    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: HINDI.notFound })).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('switch in the mobile menu; no overflow at 390 px and axe clean in Hindi', async ({
    page,
  }) => {
    // Five pages, each with axe: slow on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const problems = await consoleProblems(page);
    const productPath = await aProductPath(page);

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The dialog's own name turns Hindi with the page.
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(menu.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await menu.getByRole('button', { name: 'मेनू बंद करें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HINDI.home })).toBeVisible();

    const pages: [string, string][] = [
      ['/', HINDI.home],
      ['/shop', HINDI.shop],
      [productPath, HINDI.product],
      ['/wish', HINDI.wishPrompt],
      ['/no-such-page-anywhere', HINDI.notFound],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, path);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
  });

  test('?lang=hi gives Hindi and is remembered', async ({ page }) => {
    await page.goto('/shop?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: HINDI.shop })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HINDI.home })).toBeVisible();
    await page.goto('/?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thoughtful essentials for a greener life' }),
    ).toBeVisible();
  });
});

// Without the app's script: what the server sends is already Hindi.
plain.describe('the server-rendered page in Hindi', () => {
  plain.use({ javaScriptEnabled: false });

  plain(
    'follows the remembered language with JavaScript off',
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL ?? '' }]);
      await page.goto('/shop');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1, name: HINDI.shop })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'क्रम' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HINDI.home })).toBeVisible();
    },
  );
});
