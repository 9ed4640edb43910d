import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { inr } from '../support/money';
import { chooseOnTestGateway } from '../support/payments';

// SPEC §5's checkout messages stop an order; a valid order is confirmed
// with the server's number, empties the cart, is listed on /orders, and cancelling it there
// returns the stock. Against the real server, database and seeded catalogue.

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  carbon: { netKgPerUnit: number };
}

interface ApiOrder {
  orderNumber: string;
  status: string;
  total: number;
  items: { productId: string; quantity: number }[];
}

async function stockOf(page: Page, productId: string): Promise<number> {
  const response = await page.request.get(`/api/products/${productId}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as ApiProduct).stock;
}

const MESSAGES: [label: string, message: string][] = [
  ['First name', 'First name is required'],
  ['Last name', 'Last name is required'],
  ['Email', 'Valid email is required'],
  ['Phone', 'Valid phone number is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['PIN code', 'Enter a valid 6-digit PIN code.'],
];

test('checkout: bad input places nothing; a valid order is confirmed, listed, and cancelled', async ({
  page,
}) => {
  // The whole journey in one test, with five axe scans: more than the default minute.
  test.setTimeout(150_000);
  // Signed out, checkout sends the visitor to sign in; the order pages ask them to.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/orders');
  await expect(page.getByText('Please sign in to view your orders')).toBeVisible();

  const user = await signUp(page, { emailPrefix: 'checkout' });
  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const product = catalogue.find(
    (p) => /bamboo/i.test(p.name) && p.stock >= 5 && p.carbon.netKgPerUnit <= -1,
  )!;
  expect(product, 'a bamboo product in stock').toBeTruthy();
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: user.id, productId: product._id, quantity: 2 },
  });

  // A direct visit checks out the cart.
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(product.name);
  await expect(summary).toContainText('Qty: 2');

  // SPEC §5: every message under its field, and no order.
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  for (const [label, message] of MESSAGES) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectNoAxeViolations(page);

  // Malformed values fail the same rules.
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill('kavya@example');
  await page.getByLabel('Phone').fill('98765');
  await page.getByLabel('Address').fill('22 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('5600');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Valid phone number is required')).toBeVisible();
  await expect(page.getByText('Enter a valid 6-digit PIN code.')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('State is required')).toHaveCount(0);
  expect(await apiAs<ApiOrder[]>(page, '/orders')).toEqual([]);

  // A valid order.
  const stockBefore = await stockOf(page, product._id);
  await page.getByLabel('Email').fill('kavya.nair@example.in');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('PIN code').fill('560025');
  // Once the server knows the PIN, the estimate by zone shows under it; the summary
  // says its subtotal is before GST while its lines include it (decision 082).
  await expect(page.getByTestId('checkout-delivery')).toHaveText(
    /^Delivery by .+ – .+ \(metro city, 2–3 days\)$/,
  );
  await expect(page.getByText('Subtotal is before GST; item prices include GST')).toBeVisible();
  await page.getByRole('radio', { name: 'UPI' }).check();
  // Processing... lasts as long as the server takes, which may be less than a check's poll:
  // first-minute.spec holds the request to see it.
  await page.getByRole('button', { name: 'Place Order' }).click();
  // UPI goes through the payment gateway, then back to the confirmation.
  await chooseOnTestGateway(page, 'Approve in UPI app');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  const orders = await apiAs<ApiOrder[]>(page, '/orders');
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
  await expect(page.getByText('kavya.nair@example.in')).toBeVisible();
  await expect(page.getByText(inr(order.total), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Environmental Impact' })).toContainText(
    // Decision 069: 2 × the product's carbon record figure.
    `${(Math.round(-product.carbon.netKgPerUnit * 2 * 10) / 10).toFixed(1)} kg CO2 saved`,
  );
  await expectNoAxeViolations(page);
  expect(order.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 2 })]);
  expect(await stockOf(page, product._id)).toBe(stockBefore - 2);

  // The cart is empty afterwards.
  expect(await apiAs<unknown[]>(page, `/cart/${user.id}`)).toEqual([]);
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // The order is on /orders; cancelling it there returns the stock.
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await expect(card).toContainText(product.name);
  await expect(card.getByTestId('order-status')).toHaveText('Placed');
  await expectNoAxeViolations(page);
  await expect(card).toContainText(inr(order.total));
  await expect(card).toContainText('UPI');
  await card.getByRole('button', { name: /Cancel order/ }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  expect(await stockOf(page, product._id)).toBe(stockBefore);
  expect((await apiAs<ApiOrder[]>(page, '/orders'))[0]!.status).toBe('cancelled');

  // Returns & Cancellations lists it as cancelled.
  await page.goto('/returns');
  await expect(page.getByRole('region', { name: 'Cancelled orders' })).toContainText(
    `Order #${order.orderNumber}`,
  );
  await expectNoAxeViolations(page);

  // The order's own page.
  await page.goto(`/orders/${order.orderNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('Shipping address')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('checkout: an order the server refuses shows why, keeps the form and confirms nothing', async ({
  page,
  browser,
  baseURL,
  newUser: shopper,
}) => {
  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const product = catalogue.find((p) => p.stock >= 2 && p.stock <= 99)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: shopper.id, productId: product._id, quantity: 1 },
  });

  // Meanwhile someone else buys every unit left.
  const rival = await browser.newPage({ baseURL });
  await signUp(rival, { emailPrefix: 'checkout' });
  const { token } = (await (await rival.request.get('/api/auth/token')).json()) as {
    token: string;
  };
  const bought = await rival.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product._id, quantity: await stockOf(page, product._id) }],
      shipping: {
        firstName: 'Rohan',
        lastName: 'Das',
        email: 'rohan@example.in',
        phone: '9000000000',
        address: '5 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zip: '700016',
      },
      paymentMethod: 'cod',
    },
  });
  expect(bought.status()).toBe(201);
  const rivalOrder = (await bought.json()) as ApiOrder;

  try {
    await page.goto('/checkout');
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(
      product.name,
    );
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Nair');
    await page.getByLabel('Phone').fill('9845012345');
    await page.getByLabel('Address').fill('22 Residency Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('PIN code').fill('560025');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Your order was not placed.' });
    await expect(alert).toContainText(`${product.name} is out of stock`);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toHaveCount(0);
    await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
    await expect(page.getByLabel('State')).toHaveValue('Karnataka');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(await apiAs<ApiOrder[]>(page, '/orders')).toEqual([]);
  } finally {
    // Put the stock back for the other specs.
    await rival.request.post(`/api/orders/${rivalOrder.orderNumber}/cancel`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await rival.close();
  }
});
