import { sampleShipping as shipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';

// Decision 077: a cancelled order and a refunded return are shown as taken back where they
// happened: on the order page, in the carbon tracker (the month's card drops, and a note says
// why) and in the rewards ledger.

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  carbon: { netKgPerUnit: number };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function productOf(page: Page, slug: string): Promise<ApiProduct> {
  const response = await page.request.get(`/api/products/${slug}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiProduct;
}

async function placeOrder(page: Page, items: { productId: string; quantity: number }[]) {
  return apiAs<{ orderNumber: string }>(page, '/orders', {
    method: 'POST',
    data: { items, shipping, paymentMethod: 'cod' },
  });
}

test('cancelling an order takes its carbon out of the tracker, and the order page and tracker say so', async ({
  page,
}) => {
  test.slow();
  await signUp(page, { emailPrefix: 'carbon-cancel' });
  const bottle = await productOf(page, 'copper-water-bottle-1l');
  const bags = await productOf(page, 'compostable-garbage-bags-roll-of-30');
  expect(bottle.carbon.netKgPerUnit).toBeLessThan(0);
  expect(bags.carbon.netKgPerUnit).toBeGreaterThan(0);
  const saved = round1(-bottle.carbon.netKgPerUnit * 2);
  const added = bags.carbon.netKgPerUnit;
  const order = await placeOrder(page, [
    { productId: bottle._id, quantity: 2 },
    { productId: bags._id, quantity: 1 },
  ]);

  // The tracker counts 2 × the bottle's figure and the bags' figure.
  await page.goto('/carbon-tracker');
  await expect(page.getByTestId('emissions-saved')).toHaveText(saved.toFixed(1));
  await expect(page.getByTestId('shopping-emissions')).toHaveText(`${added.toFixed(1)} kg`);
  await expect(page.getByTestId('tracker-reversal')).toHaveCount(0);

  // The shopper cancels on the order's page.
  await page.goto(`/orders/${order.orderNumber}`);
  await expect(page.getByTestId('order-reversal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  const reversal = page.getByTestId('order-reversal');
  await expect(reversal).toContainText('This order was cancelled');
  await expect(reversal.getByTestId('reversed-savings')).toContainText(
    `${saved.toFixed(1)} kg CO2`,
  );
  await expect(reversal.getByTestId('reversed-emissions')).toContainText(
    `${added.toFixed(1)} kg CO2`,
  );
  // The page as it reads later (without the cancellation's passing toast) passes axe.
  await page.reload();
  await expect(page.getByTestId('order-reversal')).toBeVisible();
  await expectNoAxeViolations(page);

  // The tracker's month drops back, and says why; the entries are marked.
  await page.goto('/carbon-tracker');
  await expect(page.getByTestId('emissions-saved')).toHaveText('0.0');
  await expect(page.getByTestId('shopping-emissions')).toHaveText('0.0 kg');
  const note = page.getByTestId('tracker-reversal');
  await expect(note).toContainText(
    `Emissions Saved are ${saved.toFixed(1)} kg lower: orders you cancelled or returned are no longer counted.`,
  );
  await expect(note).toContainText(`Monthly Emissions are ${added.toFixed(1)} kg lower`);
  const row = page
    .getByRole('list', { name: 'Recent entries' })
    .getByRole('listitem')
    .filter({ hasText: bottle.name });
  await expect(row.getByTestId('entry-reversal')).toContainText('Order cancelled on');
  await expect(row.getByTestId('entry-reversed-figure')).toContainText(
    `${saved.toFixed(1)} kg saved`,
  );
  await expectNoAxeViolations(page);
});

test('a refunded return takes its units’ carbon and points back: order page, tracker and rewards show it', async ({
  page,
  merchantPage,
}) => {
  test.slow();
  await signUp(page, { emailPrefix: 'carbon-return' });
  const brush = await productOf(page, 'bamboo-toothbrush-pack-of-4');
  const perUnit = -brush.carbon.netKgPerUnit;
  expect(perUnit).toBeGreaterThan(0);
  const order = await placeOrder(page, [{ productId: brush._id, quantity: 3 }]);
  await advanceOrderAs(merchantPage, order.orderNumber, 'delivered');
  const request = await apiAs<{ id: string }>(page, '/returns', {
    method: 'POST',
    data: {
      orderNumber: order.orderNumber,
      productId: brush._id,
      quantity: 2,
      reason: 'Bristles too hard',
    },
  });
  for (const step of ['approve', 'receive']) {
    await apiAs(merchantPage, `/admin/returns/${request.id}/${step}`, { method: 'POST', data: {} });
  }
  // Cash on delivery: refunded to the UPI ID the shopper gives (decision 076).
  await apiAs(page, `/returns/${request.id}/refund-account`, {
    method: 'PUT',
    data: { kind: 'upi', upiId: 'shopper@okaxis' },
  });
  const detail = await apiAs<{ maxRefund: number }>(merchantPage, `/admin/returns/${request.id}`);
  await apiAs(merchantPage, `/admin/returns/${request.id}/refund`, {
    method: 'POST',
    data: { amount: detail.maxRefund, method: 'upi' },
  });
  const returned = round1(perUnit * 2);

  await page.goto(`/orders/${order.orderNumber}`);
  const reversal = page.getByTestId('order-reversal');
  await expect(reversal).toContainText('Returned units were refunded');
  await expect(reversal.getByTestId('reversed-savings')).toContainText(
    `${returned.toFixed(1)} kg CO2`,
  );
  await expect(reversal.getByTestId('still-counted')).toContainText(
    `${round1(perUnit).toFixed(1)} kg CO2 saved`,
  );

  await page.goto('/carbon-tracker');
  await expect(page.getByTestId('emissions-saved')).toHaveText(round1(perUnit).toFixed(1));
  await expect(page.getByTestId('tracker-reversal')).toContainText(
    `Emissions Saved are ${returned.toFixed(1)} kg lower`,
  );
  const row = page
    .getByRole('list', { name: 'Recent entries' })
    .getByRole('listitem')
    .filter({ hasText: brush.name });
  await expect(row.getByTestId('entry-reversal')).toContainText('2 units returned on');

  await page.goto('/rewards');
  await expect(
    page.getByRole('list', { name: 'Points ledger' }).getByTestId('points-reversal'),
  ).toHaveText(/Taken back: units were returned/);
});
