import { randomUUID } from 'node:crypto';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  type NewUser,
  test,
  waitingForTheApp,
} from '../support/fixtures';
import { chooseOnTestGateway, payOrderAs } from '../support/payments';
import { type SecondServer, startSecondServer } from '../support/second-server';

// Payments (decisions 032, 033): UPI via the test gateway, a failed payment and its retry, cash on
// delivery — through the shop's own checkout, against the real server and its test gateway.

type Method = 'UPI' | 'Credit/Debit Card' | 'Cash on Delivery';

/** Puts a product in the user's cart and opens the checkout; the product's id. */
async function openCheckout(page: Page, user: { id: string }): Promise<string> {
  const products = await apiAs<{ _id: string; stock: number }[]>(page, '/products?limit=100');
  const product = products.find((p) => p.stock >= 5)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: user.id, productId: product._id, quantity: 1 },
  });
  await page.goto('/checkout');
  return product._id;
}

async function checkOut(page: Page, user: NewUser, method: Method) {
  await openCheckout(page, user);
  await fillAndPlace(page, user, method);
}

async function fillAndPlace(page: Page, user: { email: string }, method: Method) {
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Address').fill('22 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

test('UPI: the test gateway approves the collect request and the order is confirmed, paid', async ({
  signedInPage: page,
  newUser,
}) => {
  await checkOut(page, newUser, 'UPI');
  await expect(page.getByTestId('gateway-amount')).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseOnTestGateway(page, 'Approve in UPI app');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(`Confirmation for ${newUser.email}`)).toBeVisible();
  await expect(page.getByTestId('confirmation-payment')).toHaveText('UPI · Paid');
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await page.goto('/orders');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('card: a declined payment says so and offers a retry, which pays the order', async ({
  signedInPage: page,
  newUser,
}) => {
  await checkOut(page, newUser, 'Credit/Debit Card');
  await chooseOnTestGateway(page, 'Card declined by the bank');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText(/The card was declined by the bank\. Nothing was charged\./),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await chooseOnTestGateway(page, 'Pay with the test card');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('confirmation-payment')).toHaveText('Credit/Debit Card · Paid');
});

test('a payment that times out can be paid from the order page before its deadline', async ({
  signedInPage: page,
  newUser,
}) => {
  await checkOut(page, newUser, 'UPI');
  await chooseOnTestGateway(page, 'Let the request time out');
  await expect(page.getByRole('heading', { name: 'Payment not received yet' })).toBeVisible();
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Awaiting payment');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await chooseOnTestGateway(page, 'Approve in UPI app');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
});

test('cash on delivery goes straight to the confirmation, "Pay on delivery"', async ({
  signedInPage: page,
  newUser,
}) => {
  await checkOut(page, newUser, 'Cash on Delivery');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/pay\//);
  await expect(page.getByTestId('confirmation-payment')).toHaveText(
    'Cash on Delivery · Pay on delivery',
  );
  await page.goto('/orders');
  await expect(page.getByTestId('payment-status')).toHaveText('Pay on delivery');
});

test('the console shows an unpaid order as awaiting payment and packs it only once paid', async ({
  signedInPage: shopper,
  merchantPage: merchant,
}) => {
  const products = await apiAs<{ _id: string; stock: number }[]>(shopper, '/products?limit=100');
  const product = products.find((p) => p.stock >= 5)!;
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shipping: sampleShipping,
      paymentMethod: 'upi',
    },
  });
  await merchant.goto(`/admin/orders/${order.orderNumber}`);
  await expect(merchant.getByTestId('awaiting-payment')).toHaveText(
    'Awaiting payment: pack it once the payment is confirmed.',
  );
  // Packing an unpaid order is refused (409), so it is not offered (decision 076).
  await expect(merchant.getByRole('button', { name: 'Mark as packed' })).toHaveCount(0);

  await payOrderAs(shopper, order.orderNumber);
  await merchant.reload();
  await expect(merchant.getByTestId('awaiting-payment')).toHaveCount(0);
  await merchant.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(merchant.getByTestId('order-status')).toHaveText('Packed');
});

// Decision 056: outside the embedded demo the test gateway is off unless asked for. A second
// server with it off and no Razorpay keys stands for a shop that has not set up online payment.
test.describe('a shop without online payment (PAYMENTS_TEST_GATEWAY=false)', () => {
  let server: SecondServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startSecondServer({ PAYMENTS_TEST_GATEWAY: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('says so at start, offers cash on delivery only, and refuses a card order', async ({
    browser,
  }) => {
    expect(server.output()).toContain('online payment is not set up');
    const context = await browser.newContext({ baseURL: server.url });
    const page = waitingForTheApp(await context.newPage());
    const email = `cash-only-${randomUUID().slice(0, 8)}@example.in`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'green-leaf-42', name: 'Kavya Nair' },
      headers: { origin: server.url },
    });
    expect(signUp.ok(), await signUp.text()).toBeTruthy();
    const { user } = (await signUp.json()) as { user: { id: string } };

    const productId = await openCheckout(page, user);
    const payment = page.getByRole('group', { name: 'Payment Method' });
    await expect(payment.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(payment.getByRole('radio')).toHaveCount(1);
    await expect(page.getByTestId('cash-only')).toHaveText(
      'Online payment is not set up in this shop yet, so it takes cash on delivery only.',
    );

    // A card order sent anyway (an old page, a script) is refused, with the reason.
    const { token } = (await (await page.request.get('/api/auth/token')).json()) as {
      token: string;
    };
    const card = await page.request.post('/api/orders', {
      data: {
        items: [{ productId, quantity: 1 }],
        shipping: sampleShipping,
        paymentMethod: 'credit-card',
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(card.status()).toBe(409);
    expect(((await card.json()) as { message: string }).message).toBe(
      'Online payment is not set up; choose cash on delivery.',
    );

    await fillAndPlace(page, { email }, 'Cash on Delivery');
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('confirmation-payment')).toHaveText(
      'Cash on Delivery · Pay on delivery',
    );
    await context.close();
  });
});
