// Two merchant features walked in the browser (decision 074). Green points spent at checkout:
// a shopper who earned points on a delivered order spends some on the next one; the summary and
// the order's page show what they took off, and cancelling the order gives them back. Back in
// stock: a shopper asks to be told about a sold-out product, the merchant restocks it in the
// console, and exactly one mail reaches the shopper.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sampleShipping as shipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect as baseExpect, expectNoAxeViolations, test } from '../support/fixtures';
import { inr } from '../support/money';

// Each page waited for up to 30 s: the specs share a slow machine with other runs.
const expect = baseExpect.configure({ timeout: 30_000 });

import { advanceOrderAs } from '../support/fulfilment';
import { MAILBOX_DIR } from '../support/mock-ports';
import { type CapturedMail, parseMail, waitForMail } from '../support/mock-smtp';
import { payOrderAs } from '../support/payments';

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
  stock: number;
  carbon: { netKgPerUnit: number };
}

test.use({ viewport: { width: 1280, height: 900 } });

async function balanceOn(page: Page): Promise<string> {
  await page.goto('/rewards');
  // A shared test machine can be slow to answer: the balance, however long it takes.
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible({
    timeout: 30_000,
  });
  const balance = page.getByTestId('points-balance');
  await expect(balance).toBeVisible({ timeout: 30_000 });
  return (await balance.textContent())?.trim() ?? '';
}

/** Earns green points as a shopper does: an order paid and delivered (decision 024). */
async function earnPoints(page: Page, merchant: Page): Promise<number> {
  const products = await apiAs<ApiProduct[]>(page, '/products?search=bamboo&limit=50');
  const bamboo = products.find(
    (p) => /bamboo/i.test(p.name) && p.stock >= 3 && p.carbon.netKgPerUnit <= -1,
  );
  expect(bamboo, 'a bamboo product in stock').toBeTruthy();
  const order = await apiAs<{ orderNumber: string }>(page, '/orders', {
    method: 'POST',
    data: { items: [{ productId: bamboo!._id, quantity: 3 }], shipping, paymentMethod: 'upi' },
  });
  await payOrderAs(page, order.orderNumber);
  await advanceOrderAs(merchant, order.orderNumber, 'delivered');
  const earned = Number(await balanceOn(page));
  expect(earned).toBeGreaterThan(0);
  return earned;
}

test('a shopper spends green points at checkout; the order shows them; cancelling gives them back', async ({
  signedInPage: page,
  newUser,
  merchantPage: merchant,
}) => {
  test.setTimeout(240_000);
  const earned = await earnPoints(page, merchant);

  // The next order: one product of ₹200 or more, so up to 20 % of it may be paid in points.
  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const product = catalogue.find((p) => p.stock >= 5 && p.price >= 200 && p.price < 2000)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: newUser.id, productId: product._id, quantity: 1 },
  });
  const spend = Math.min(earned, 10);

  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(product.name);
  await summary.getByLabel('Green points to spend').fill(String(spend));
  await summary.getByRole('button', { name: 'Use points' }).click();
  await expect(summary.getByTestId('checkout-points-discount')).toHaveText(inr(-spend));
  await expect(summary).toContainText(`Green points (${spend})`);
  await expect(summary).toContainText(`You have ${earned} points`);
  await expectNoAxeViolations(page);

  await fillShipping(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const [order] = await apiAs<{ orderNumber: string; pointsSpent: number }[]>(page, '/orders');
  expect(order!.pointsSpent).toBe(spend);
  expect(await balanceOn(page)).toBe(String(earned - spend));

  // The order's page shows what the points took off.
  await page.goto(`/orders/${order!.orderNumber}`);
  const pointsRow = page.locator('dl > div', { hasText: `Green points (${spend})` });
  await expect(pointsRow).toContainText(inr(-spend));

  // Cancelled, the points come back.
  await page.getByRole('button', { name: /Cancel order/ }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order!.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelled');
  expect(await balanceOn(page)).toBe(String(earned));
});

async function fillShipping(page: Page) {
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill('kavya.nair@example.in');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Address').fill('22 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
}

/** Every captured message to `to` received since `since`. */
function mailsTo(to: string, since: number): CapturedMail[] {
  return readdirSync(MAILBOX_DIR)
    .map((name) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, name), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()) && mail.receivedAt >= since);
}

test('a shopper asks to be told about a sold-out product; the merchant restocks it; one mail arrives', async ({
  signedInPage: page,
  newUser,
  merchantPage: merchant,
}) => {
  test.setTimeout(240_000);
  // A product of the merchant's own, sold out, so the seeded products stay as other specs read them.
  const name = `Jute Market Tote ${Date.now()}`;
  const product = await apiAs<{ id: string; slug: string }>(merchant, '/admin/products', {
    method: 'POST',
    data: {
      name,
      description: 'A sturdy market tote of natural jute, stitched in West Bengal.',
      categoryId: null,
      pricePaise: 34_900,
      mrpPaise: 49_900,
      stock: 0,
      featured: false,
      image: '/images/placeholder.svg',
    },
  });

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Tell me when it is back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will e-mail you' })).toHaveText(
    'We will e-mail you once when it is back in stock.',
  );
  // Asked twice (a second tab, a reload), the shopper is still told once.
  await page.reload();
  await expect(page.getByText('We will e-mail you once when it is back in stock.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The merchant restocks it in the console.
  const since = Date.now();
  await merchant.goto(`/admin/products/${product.id}`);
  await merchant.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = merchant.getByRole('dialog', { name: `Adjust stock of ${name}` });
  await dialog.getByLabel('Change').fill('8');
  await dialog.getByLabel('Reason').selectOption('received');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(merchant.getByRole('heading', { name: 'Stock: 8' })).toBeVisible();

  const subject = new RegExp(`^${name} is back in stock$`);
  const mail = await waitForMail(newUser.email, { since, subject });
  expect(mail.text).toContain('You asked us to tell you; we will not write about it again.');
  expect(mail.text).toContain(`/product/${product.slug}`);

  // Sold out and restocked again, it tells nobody: the request was answered.
  for (const delta of [-8, 3]) {
    await apiAs(merchant, `/admin/products/${product.id}/stock`, {
      method: 'POST',
      data: { delta, reason: delta < 0 ? 'correction' : 'received' },
    });
  }
  // The outbox sends in the order mails were queued: once an order placed after the restock
  // is confirmed by mail, any second back-in-stock mail would have come before it.
  const sentinel = { ...shipping, email: `sentinel-${newUser.email}` };
  const order = await apiAs<{ orderNumber: string }>(page, '/orders', {
    method: 'POST',
    data: { items: [{ productId: product.id, quantity: 1 }], shipping: sentinel },
  });
  await waitForMail(sentinel.email, { since, subject: new RegExp(order.orderNumber) });
  const told = mailsTo(newUser.email, since).filter((m) => subject.test(parseMail(m.raw).subject));
  expect(told).toHaveLength(1);

  // The shop sells it again: no more asking.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tell me when it is back' })).toHaveCount(0);
  await expect(page.getByText('We will e-mail you once when it is back in stock.')).toHaveCount(0);
});
