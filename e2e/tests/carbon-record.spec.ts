import { sampleShipping as shipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, signUp, test } from '../support/fixtures';

// Decision 069: one carbon figure per product. For savers and adders, the API's record, the
// shop card's badge, the product page, the wishlist's tooltip, checkout's Environmental Impact
// and the tracker after an order of 2 all agree, in one rule ("Saves 10.7 kg CO2", never a
// minus sign).

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  stock: number;
  carbon: { netKgPerUnit: number; sources: { name: string; year: number }[] };
}

const SLUGS = [
  'copper-water-bottle-1l',
  'jute-shopping-bag',
  'solar-study-lamp',
  'compostable-garbage-bags-roll-of-30',
  'glass-storage-jar-set-with-bamboo-lids',
];

const round1 = (n: number) => Math.round(n * 10) / 10;
/** The one rule, written here on its own: words, one decimal, no sign. */
function words(net: number): string {
  const kg = `${Math.abs(round1(net)).toFixed(1)} kg CO2`;
  return net < 0 ? `Saves ${kg}` : net > 0 ? `Adds ${kg}` : kg;
}

async function productsOf(page: Page): Promise<ApiProduct[]> {
  return Promise.all(
    SLUGS.map(async (slug) => {
      const response = await page.request.get(`/api/products/${slug}`);
      expect(response.ok()).toBeTruthy();
      return (await response.json()) as ApiProduct;
    }),
  );
}

test('five products show one figure on the card, product page, wishlist, checkout and tracker', async ({
  page,
}) => {
  test.slow();
  const user = await signUp(page, { emailPrefix: 'carbon-record' });
  const products = await productsOf(page);
  expect(
    products.some((p) => p.carbon.netKgPerUnit < 0),
    'a saver',
  ).toBe(true);
  expect(
    products.some((p) => p.carbon.netKgPerUnit > 0),
    'an adder',
  ).toBe(true);
  for (const p of products) expect(p.carbon.sources.length).toBeGreaterThan(0);

  for (const product of products) {
    const expected = words(product.carbon.netKgPerUnit);
    // The shop's card.
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card.getByTestId('carbon-badge')).toHaveText(expected);
    // The product page: its badge, its label's net and how it was worked out.
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('carbon-badge').first()).toHaveText(expected);
    const label = page.getByTestId('carbon-label');
    await expect(label.getByTestId('carbon-net')).toContainText(expected);
    await expect(label.getByRole('heading', { name: 'How we worked this out' })).toBeVisible();
    await expect(label.getByTestId('carbon-sources')).toContainText(
      String(product.carbon.sources[0]!.year),
    );
    await expect(label).not.toContainText(/-\d/);

    await apiAs(page, '/wishlist/toggle', {
      method: 'POST',
      data: { userId: user.id, productId: product._id },
    });
    await apiAs(page, '/cart/add', {
      method: 'POST',
      data: { userId: user.id, productId: product._id, quantity: 2 },
    });
  }

  // The wishlist: each card's tooltip button.
  await page.goto('/wish');
  for (const product of products) {
    const card = page.getByTestId('wish-card').filter({ hasText: product.name });
    await expect(card.getByTestId('carbon-tooltip')).toContainText(
      words(product.carbon.netKgPerUnit),
    );
  }

  // Checkout: 2 of each, the box sums the records.
  let saved = 0;
  let added = 0;
  for (const p of products) {
    const kg = round1(p.carbon.netKgPerUnit * 2);
    if (kg < 0) saved += -kg;
    else added += kg;
  }
  saved = round1(saved);
  added = round1(added);
  await page.goto('/checkout');
  const impact = page.getByRole('region', { name: 'Environmental Impact' });
  await expect(impact).toContainText(`${saved.toFixed(1)} kg CO2`);
  await expect(impact).toContainText(`${added.toFixed(1)} kg CO2`);
  await expect(impact).toContainText(`${round1(saved - added).toFixed(1)} kg CO2 saved`);

  // The order, then the tracker: each purchase entry is exactly 2 × the figure.
  await apiAs(page, '/orders', {
    method: 'POST',
    data: {
      items: products.map((p) => ({ productId: p._id, quantity: 2 })),
      shipping,
      paymentMethod: 'cod',
    },
  });
  await page.goto('/carbon-tracker');
  await expect(page.getByTestId('emissions-saved')).toHaveText(saved.toFixed(1));
  await expect(page.getByTestId('shopping-emissions')).toHaveText(`${added.toFixed(1)} kg`);
  const entries = page.getByRole('list', { name: 'Recent entries' });
  for (const product of products) {
    const kg = round1(product.carbon.netKgPerUnit * 2);
    const row = entries.getByRole('listitem').filter({ hasText: product.name });
    await expect(row).toContainText(
      kg < 0 ? `${Math.abs(kg).toFixed(1)} kg saved` : `+${kg.toFixed(1)} kg`,
    );
    await expect(row).not.toContainText('−');
  }
});
