// Paying for orders in tests as a shopper does through the built-in test gateway
// (decision 033): start the payment, let the gateway confirm or decline it, and send the
// Checkout handler's values on as the payment page does.
import type { TestGatewayChannel, TestGatewayOutcome } from '@harit/core/payments';
import type { RazorpayClientData } from '@harit/core/payments/providers/razorpay';
import type { Order, PaymentCheckout } from '@harit/core/types';
import { expect } from 'vitest';
import { shipping, type TestApp, type TestUser } from './helpers.ts';

export async function payWithTestGateway(
  t: TestApp,
  user: TestUser,
  orderNumber: string,
  outcome: TestGatewayOutcome = 'success',
  channel: TestGatewayChannel = 'upi',
) {
  const start = await t.as(user).post(`/api/payments/${orderNumber}/start`);
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const simulated = await t
    .as(user)
    .post(`/api/payments/${orderNumber}/test-gateway`, { channel, outcome });
  if (simulated.statusCode !== 200) {
    throw new Error(`test gateway: ${simulated.statusCode} ${simulated.body}`);
  }
  const { handler } = simulated.json<{ handler: Record<string, string> | null }>();
  if (handler) {
    const verified = await t.as(user).post(`/api/payments/${orderNumber}/verify`, handler);
    if (verified.statusCode !== 200)
      throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  }
  return simulated.json<{ handler: Record<string, string> | null }>();
}

/**
 * Places an order of `quantity` units of the product (default 2), paid by card or UPI, and
 * starts its payment with `provider` (default Razorpay, the app set up with razorpayEnv): the
 * order and the start's answer.
 */
export async function placeAndStartPayment<Client = RazorpayClientData>(
  t: TestApp,
  user: TestUser,
  productId: string,
  {
    paymentMethod = 'upi',
    quantity = 2,
    provider = 'razorpay',
  }: { paymentMethod?: 'upi' | 'credit-card'; quantity?: number; provider?: string } = {},
): Promise<{ order: Order; start: PaymentCheckout<Client> }> {
  const placed = await t.as(user).post('/api/orders', {
    items: [{ productId, quantity }],
    shipping,
    paymentMethod,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  const start = await t.as(user).post(`/api/payments/${order.orderNumber}/start`);
  expect(start.statusCode, start.body).toBe(200);
  expect(start.json<PaymentCheckout>().provider).toBe(provider);
  return { order, start: start.json<PaymentCheckout<Client>>() };
}

/** As placeAndStartPayment with Razorpay: the order and what Checkout is handed. */
export async function placeAndStartRazorpay(
  t: TestApp,
  user: TestUser,
  productId: string,
  paymentMethod: 'upi' | 'credit-card' = 'upi',
): Promise<{ order: Order; checkout: RazorpayClientData }> {
  const { order, start } = await placeAndStartPayment(t, user, productId, { paymentMethod });
  return { order, checkout: start.clientData };
}

/** Delivers a signed webhook (raw body and headers) to the provider's webhook route. */
export function deliverWebhook(
  t: TestApp,
  hook: { body: string; headers: Record<string, string> },
  url = '/api/payments/webhook/razorpay',
) {
  return t.app.inject({ method: 'POST', url, headers: hook.headers, payload: hook.body });
}
