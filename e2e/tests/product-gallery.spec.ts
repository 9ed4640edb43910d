// A product's pictures (decision 080): the merchant adds a second picture in the console and,
// with the keyboard, moves it first; the shopper's product page then opens on it, with a
// thumbnail for each picture that a click or the arrow keys follow, on a wide screen and on a
// 390 px phone, each picture in its fixed square; the product's JSON-LD lists both pictures.
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';

const LAMP = '/images/products/solar-study-lamp.svg';
const CHIME = '/images/products/bamboo-wind-chime.svg';

interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  image: string;
  images: string[];
}

/** The large picture: the image in the button that enlarges it. */
const largePicture = (page: Page, name: string) =>
  page.getByRole('button', { name: `Enlarge the picture of ${name}` }).locator('img');

async function jsonLdImages(page: Page): Promise<unknown> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  return product?.image;
}

test('the merchant adds and reorders pictures; the shopper sees the gallery at 1280 and 390 px', async ({
  merchantPage: merchant,
  page: shopper,
  baseURL,
}) => {
  // Two people, two screen sizes and two axe checks: a long walk.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Gallery Study Lamp ${stamp}`;
  const created = await apiAs<AdminProduct>(merchant, '/admin/products', {
    method: 'POST',
    data: {
      name,
      slug: `gallery-study-lamp-${stamp}`,
      description: 'A solar study lamp, shown from two sides.',
      categoryId: null,
      pricePaise: 99_900,
      mrpPaise: null,
      stock: 5,
      featured: false,
      image: LAMP,
      sku: `HRT-GAL-${stamp}`,
      weightGrams: 550,
    },
  });

  // The console: one picture, then a second added by its path, then moved first by keyboard.
  await merchant.goto(`/admin/products/${created.id}`);
  // The console's code loads on its first page (decision 022).
  await expect(merchant.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(merchant.getByLabel('SKU')).toHaveValue(`HRT-GAL-${stamp}`.toUpperCase());
  await expect(merchant.getByLabel('Weight (grams)')).toHaveValue('550');
  const pictures = merchant.getByRole('region', { name: 'Pictures' });
  await expect(pictures.getByText('Picture 1 of 1')).toBeVisible();
  await pictures.getByLabel('Or add a catalogue picture by its path').fill(CHIME);
  await pictures.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(pictures.getByText('Picture 2 of 2')).toBeVisible();
  await expect(pictures.getByRole('listitem').nth(1)).toContainText(CHIME);
  await expectNoAxeViolations(merchant);

  await pictures.getByRole('button', { name: 'Move picture 2 of 2 up' }).focus();
  await merchant.keyboard.press('Enter');
  await expect(pictures.getByRole('listitem').first()).toContainText(CHIME);
  await expect(pictures.getByRole('listitem').first()).toContainText('Main picture');
  // The moved picture keeps the focus, on the button that still moves it.
  await expect(pictures.getByRole('button', { name: 'Move picture 1 of 2 down' })).toBeFocused();
  await expect
    .poll(async () => (await apiAs<AdminProduct>(merchant, `/admin/products/${created.id}`)).images)
    .toEqual([CHIME, LAMP]);

  // The shop, on a wide screen: the main picture is the one moved first.
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.goto(`/product/${created.slug}`);
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  const large = largePicture(shopper, name);
  await expect(large).toHaveAttribute('src', CHIME);
  await expect(large).toHaveAttribute('loading', 'eager');
  const first = shopper.getByRole('button', { name: 'Picture 1 of 2' });
  const second = shopper.getByRole('button', { name: 'Picture 2 of 2' });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(second.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(shopper.getByText(`SKU: HRT-GAL-${stamp.toUpperCase()}`)).toBeVisible();
  expect(await jsonLdImages(shopper)).toEqual([
    `${baseURL}/images/products/bamboo-wind-chime-800.webp`,
    `${baseURL}/images/products/solar-study-lamp-800.webp`,
  ]);
  await expectNoAxeViolations(shopper);

  const before = await large.boundingBox();
  await second.click();
  await expect(large).toHaveAttribute('src', LAMP);
  await expect(second).toHaveAttribute('aria-current', 'true');
  // The large picture keeps its square: nothing around it moves.
  expect(await large.boundingBox()).toEqual(before);
  await shopper.keyboard.press('ArrowLeft');
  await expect(large).toHaveAttribute('src', CHIME);
  await expect(first).toBeFocused();
  await shopper.keyboard.press('ArrowRight');
  await expect(large).toHaveAttribute('src', LAMP);
  await expect(second).toBeFocused();

  // On a 390 px phone: the gallery fits, square, the thumbnails beside each other.
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.goto(`/product/${created.slug}`);
  await expect(largePicture(shopper, name)).toHaveAttribute('src', CHIME);
  const box = (await largePicture(shopper, name).boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const one = (await shopper.getByRole('button', { name: 'Picture 1 of 2' }).boundingBox())!;
  const two = (await shopper.getByRole('button', { name: 'Picture 2 of 2' }).boundingBox())!;
  expect(two.y).toBe(one.y);
  expect(one.width).toBeGreaterThanOrEqual(44);
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await shopper.getByRole('button', { name: 'Picture 2 of 2' }).click();
  await expect(largePicture(shopper, name)).toHaveAttribute('src', LAMP);
});
