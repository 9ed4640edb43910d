// Hindi (decision 042): screenshots of home, shop, a product page, the cart (with items) and the
// carbon tracker (signed in, with an entry) in Hindi, at a phone's 390 px and a laptop's 1280 px,
// full page, for review by eye (docs/screenshots/hindi/README.md says what was checked). Run by
// screenshots.config.ts, not by the test run.
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiAs, expect, test } from '../support/fixtures';

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots/hindi');
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];

/** Loads `address` in Hindi, lets lazy images load, and saves the whole page. */
async function shoot(page: Page, address: string, file: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
  // Scroll to the foot and back, so images below the fold load before the shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
  // A 256-colour palette: a quarter of the size, text as sharp (the server's sharp, hoisted).
  await sharp(png).png({ palette: true, quality: 80, effort: 10 }).toFile(path.join(OUT, file));
}

test('home, shop, product, cart and carbon tracker in Hindi at 390 and 1280 px', async ({
  signedInPage: page,
  newUser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const products = await apiAs<{ _id: string; slug: string; stock: number; name: string }[]>(
    page,
    '/products?limit=100&lang=hi',
  );
  const inStock = products.filter((p) => p.stock >= 3);
  // The product with the longest Hindi name: the hardest to fit.
  const product = [...inStock].sort((a, b) => b.name.length - a.name.length)[0]!;
  for (const p of [product, inStock.find((p) => p !== product)!]) {
    await apiAs(page, '/cart/add', {
      method: 'POST',
      data: { userId: newUser.id, productId: p._id, quantity: 2 },
    });
  }
  await apiAs(page, '/carbon/activities', {
    method: 'POST',
    data: { category: 'transport', activity: 'car', quantity: 40 },
  });
  await page.context().addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL ?? '' }]);

  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await shoot(page, '/', `home-${name}.png`);
    await shoot(page, '/shop', `shop-${name}.png`);
    await shoot(page, `/product/${product.slug}`, `product-${name}.png`);
    await shoot(page, '/cart', `cart-${name}.png`);
    await shoot(page, '/carbon-tracker', `carbon-tracker-${name}.png`);
  }
});
