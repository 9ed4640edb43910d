import { formatINR, percentOffWithGst, unitPriceWithGst } from '@harit/core/money';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';

// The product page (decision 018), opened from a shop card, against the real server and
// the seeded catalogue.

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  category?: string;
  stock: number;
}

async function firstInStock(page: Page, search: string): Promise<ApiProduct> {
  const products = (await (
    await page.request.get(`/api/products?search=${search}&limit=10`)
  ).json()) as ApiProduct[];
  const product = products.find((p) => p.stock > 5);
  expect(product, `an in-stock product for "${search}"`).toBeTruthy();
  return product as ApiProduct;
}

/**
 * GET /products/:idOrSlug/related is built on another branch: until it is merged, answer it
 * here with products of the same category from the list endpoint.
 */
async function standInForRelated(page: Page, product: ApiProduct) {
  const response = await page.request.get(
    `/api/products?category=${encodeURIComponent(product.category ?? '')}&limit=5`,
  );
  const sameCategory = ((await response.json()) as ApiProduct[])
    .filter((p) => p._id !== product._id)
    .slice(0, 4);
  await page.route('**/api/products/*/related?*', async (route) => {
    const real = await route.fetch();
    if (real.ok()) await route.fulfill({ response: real });
    else await route.fulfill({ json: sameCategory });
  });
}

test('a shop card opens the product page, and Add to Cart there fills the cart', async ({
  signedInPage: page,
  newUser,
}) => {
  const product = await firstInStock(page, 'bamboo');
  await standInForRelated(page, product);
  await page.goto('/shop?search=bamboo');
  await page
    .getByTestId('product-card')
    .getByRole('link', { name: product.name, exact: true })
    .last()
    .click();

  await expect(page).toHaveURL(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Harit`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('stock-state')).toHaveText('In stock');
  await expect(page.getByTestId('carbon-label')).toBeVisible();

  await page.getByRole('button', { name: `Add to Cart : ${product.name}`, exact: true }).click();
  await expect(
    page
      .getByRole('group', { name: `Quantity of ${product.name} in cart` })
      .getByTestId('cart-quantity'),
  ).toHaveText('1');
  await expect
    .poll(async () =>
      (await apiAs<{ productId: string; quantity: number }[]>(page, `/cart/${newUser.id}`)).map(
        (line) => [line.productId, line.quantity],
      ),
    )
    .toEqual([[product._id, 1]]);
});

test('an unknown slug shows the 404 page', async ({ page }) => {
  await page.goto('/product/no-such-product-anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Harit');
});

test('the price is within its MRP with GST, and delivery is estimated by PIN zone', async ({
  page,
}) => {
  // The ghee's MRP includes GST (₹899 + 18% = ₹1,060.82 ≤ ₹1,099).
  await page.goto('/product/organic-a2-desi-ghee-500ml');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organic A2 Desi Ghee 500ml' }),
  ).toBeVisible();
  // The page's own price comes first; related products follow.
  await expect(page.getByTestId('mrp').first()).toHaveText('MRP ₹1,099.00');
  // Shown with its GST, one figure (decision 082): the seeded ₹899 + 18 % as core reckons it
  // (₹1,060.82), and the percent off the MRP on that figure.
  const ghee = (await (
    await page.request.get('/api/products/organic-a2-desi-ghee-500ml')
  ).json()) as { price: number; mrp: number; gstRate: number };
  await expect(page.getByTestId('price').first()).toHaveText(
    formatINR(unitPriceWithGst(ghee.price, ghee.gstRate)),
  );
  await expect(page.getByTestId('percent-off').first()).toHaveText(
    `${percentOffWithGst(ghee)}% off`,
  );
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();

  // The server knows where each PIN is; the zone comes from core's table (decision 029).
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const result = page.getByTestId('delivery-result');
  for (const [pin, text] of [
    ['560001', /Delivery to 560001 \(Bengaluru, metro city\): .+ \(2–3 days\)/],
    ['570001', /Delivery to 570001 \(Mysuru, rest of our state\): .+ \(3–5 days\)/],
    ['400001', /Delivery to 400001 \(Mumbai, metro city\): .+ \(2–3 days\)/],
    ['781001', /\(Guwahati, north-east, Jammu & Kashmir, Ladakh and islands\): .+ \(7–10 days\)/],
    ['744101', /\(Port Blair, north-east, Jammu & Kashmir, Ladakh and islands\)/],
  ] as const) {
    await delivery.getByLabel('PIN code').fill(pin);
    await delivery.getByRole('button', { name: 'Check' }).click();
    await expect(result).toHaveText(text);
  }
  for (const pin of ['999999', '000000']) {
    await delivery.getByLabel('PIN code').fill(pin);
    await delivery.getByRole('button', { name: 'Check' }).click();
    await expect(delivery.getByText('We do not know this PIN code')).toBeVisible();
    await expect(result).toHaveText('');
  }
  await expectNoAxeViolations(page);
});

test("the product page estimates delivery at once for the header's Deliver to PIN", async ({
  page,
}) => {
  await page.goto('/product/organic-a2-desi-ghee-500ml');
  await page.getByRole('button', { name: /Deliver to/ }).hover();
  await page.getByRole('button', { name: /^Office/ }).click();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByLabel('PIN code')).toHaveValue('122002');
  await expect(page.getByTestId('delivery-result')).toHaveText(
    /Delivery to 122002 \(Gurugram, rest of India\): .+ \(4–7 days\)/,
  );
});

test('the product page is axe clean, with its lightbox open and closed', async ({ page }) => {
  const product = await firstInStock(page, 'solar');
  await standInForRelated(page, product);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('region', { name: /More from|You may also like/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Enlarge the picture of ${product.name}` }).click();
  const lightbox = page.getByRole('dialog', { name: product.name });
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product page fits the screen: one column, no sideways scroll', async ({ page }) => {
    const product = await firstInStock(page, 'bamboo');
    await standInForRelated(page, product);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('carbon-label')).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
