// The merchant's catalogue: a product created in the console with an uploaded
// picture is in the shop with that picture at once; archived, it is gone. Every catalogue page
// of the console is axe clean.
import path from 'node:path';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const PICTURE = path.join(import.meta.dirname, '../fixtures/sun-hat.png');

test('the merchant creates a product with a picture; the shop shows it; archived, it is gone', async ({
  merchantPage: merchant,
  page: shopper,
}) => {
  const name = `Khadi Sun Hat ${Date.now()}`;
  await merchant.goto('/admin/products');
  await expect(merchant.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(merchant.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(merchant);

  await merchant.getByRole('link', { name: 'New product' }).click();
  await expect(merchant.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  // Saving an empty form shows what is missing, under each field.
  await merchant.getByRole('button', { name: 'Create product' }).click();
  await expect(merchant.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Name is required.',
  );
  await expect(merchant.getByLabel('Name', { exact: true })).toBeFocused();

  await merchant.getByLabel('Name', { exact: true }).fill(name);
  await merchant.getByLabel('Category').selectOption({ label: 'Sustainable Fashion' });
  await merchant
    .getByLabel('Description', { exact: true })
    .fill('A wide-brimmed hat of handwoven khadi cotton, for Indian summers.');
  // The Hindi name and description are optional; the shop shows them with lang=hi.
  await merchant.getByLabel('Name (Hindi)').fill('खादी धूप टोपी');
  await merchant.getByLabel('Price (₹)').fill('799');
  await merchant.getByLabel('MRP (₹)').fill('999');
  await merchant.getByLabel('Stock').fill('12');
  await merchant.getByLabel('Upload picture').setInputFiles(PICTURE);
  const preview = merchant.getByRole('img', { name: 'Preview of the picture' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/products\/[a-f0-9]+-800\.webp$/);
  await expectNoAxeViolations(merchant);
  await merchant.getByRole('button', { name: 'Create product' }).click();

  await expect(merchant).toHaveURL(/\/admin\/products\/[^/]+$/);
  await expect(merchant.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(merchant.getByLabel('Name (Hindi)')).toHaveValue('खादी धूप टोपी');
  await expect(merchant.getByLabel('Description (Hindi)')).toHaveValue('');
  await expectNoAxeViolations(merchant);

  // The stock dialog: a change with its reason.
  await merchant.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = merchant.getByRole('dialog', { name: `Adjust stock of ${name}` });
  await dialog.getByLabel('Change').fill('-2');
  await dialog.getByLabel('Reason').selectOption('damaged');
  await expectNoAxeViolations(merchant);
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(merchant.getByRole('heading', { name: 'Stock: 10' })).toBeVisible();

  // The shop: found by search, its page with the uploaded picture.
  const slug = name.toLowerCase().replace(/ /g, '-');
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible();
  await shopper.goto(`/product/${slug}`);
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  const inHindi = await shopper.request.get(`/api/products/${slug}?lang=hi`);
  expect(await inHindi.json()).toMatchObject({
    name: 'खादी धूप टोपी',
    description: 'A wide-brimmed hat of handwoven khadi cotton, for Indian summers.',
  });
  const picture = shopper
    .getByRole('button', { name: `Enlarge the picture of ${name}` })
    .locator('img');
  await expect(picture).toHaveAttribute('src', /^\/uploads\/products\/[a-f0-9]+-800\.webp$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Archived: gone from its page and from search.
  await merchant.getByRole('button', { name: 'Archive' }).click();
  await expect(merchant.getByText('Archived: the shop no longer shows it.')).toBeVisible();
  await shopper.goto(`/product/${slug}`);
  await expect(shopper.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(shopper.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(shopper.getByRole('link', { name })).toHaveCount(0);
});

test('the merchant reorders categories with the keyboard', async ({ merchantPage: page }) => {
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const names = page.locator('ol > li h2');
  const before = await names.allTextContents();
  await page.getByRole('button', { name: `Move down ${before[0]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(names.first()).toHaveText(before[1]!);
  await expect(names.nth(1)).toHaveText(before[0]!);
  // Focus stays on the moved category's button; Move up puts it back.
  await page.getByRole('button', { name: `Move up ${before[0]}` }).press('Enter');
  await expect(names.first()).toHaveText(before[0]!);

  await page.getByLabel('New category').fill('Garden Tools');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('heading', { name: 'Garden Tools' })).toBeVisible();
  await expect(page.getByText('Garden Tools created.').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the low-stock list is the product list filtered in the URL', async ({
  merchantPage: page,
}) => {
  await page.goto('/admin/products');
  // The box shows the URL's filter: it is ticked once the address says low=1.
  await page.getByLabel('Low stock (≤ 5)').click();
  await expect(page).toHaveURL(/low=1/);
  await expect(page.getByLabel('Low stock (≤ 5)')).toBeChecked();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
});
