// The Razorpay adapter against a local stand-in that follows Razorpay's documented API
// (./razorpay-stand-in.ts), as Google sign-in is tested against a local OIDC issuer.
import type { Order, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpay } from '../src/features/payments/providers/razorpay/index.ts';
import { sendDueRefunds } from '../src/features/payments/sweeper.ts';
import { productInStock, type TestUser, useTestApp } from './helpers.ts';
import { deliverWebhook, placeAndStartRazorpay } from './payment-helpers.ts';
import { RAZORPAY_KEYS, razorpayEnv, startRazorpayStandIn } from './razorpay-stand-in.ts';

const razorpay = await startRazorpayStandIn();
afterAll(() => razorpay.close());
const config = { ...RAZORPAY_KEYS, apiUrl: razorpay.url };
const t = useTestApp(razorpayEnv(razorpay.url));
let asha: TestUser;
let product: Product;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  product = await productInStock(t, 20);
});

const placeAndStart = () => placeAndStartRazorpay(t, asha, product._id);

const status = async (orderNumber: string) =>
  (await t.as(asha).get(`/api/orders/${orderNumber}`)).json<Order>().payment.status;

const deliver = (hook: { body: string; headers: Record<string, string> }, provider = 'razorpay') =>
  deliverWebhook(t, hook, `/api/payments/webhook/${provider}`);

describe('Razorpay', () => {
  it('creates a Razorpay order in paise for the order total and gives Checkout its key', async () => {
    const { order, checkout } = await placeAndStart();
    const created = razorpay.orders.find((o) => o.id === checkout.providerOrderId);
    expect(created).toMatchObject({
      amount: Math.round(order.total * 100),
      currency: 'INR',
      receipt: `order-${order.orderNumber}`,
    });
    expect(checkout).toMatchObject({
      keyId: RAZORPAY_KEYS.keyId,
      amountPaise: Math.round(order.total * 100),
      currency: 'INR',
      prefill: { email: asha.email },
    });
    // Starting again pays against the same Razorpay order.
    const again = (await t.as(asha).post(`/api/payments/${order.orderNumber}/start`)).json();
    expect(again.clientData.providerOrderId).toBe(checkout.providerOrderId);
  });

  it("records a payment whose Checkout handler signature is Razorpay's, not a tampered one", async () => {
    const { order, checkout } = await placeAndStart();
    const handler = razorpay.checkoutSuccess(checkout.providerOrderId);
    const tampered = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      ...handler,
      razorpay_payment_id: 'pay_SomeoneElses',
    });
    expect(tampered.statusCode).toBe(400);
    expect(await status(order.orderNumber)).toBe('pending');
    const verified = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, handler);
    expect(verified.statusCode).toBe(200);
    expect(await status(order.orderNumber)).toBe('paid');
  });

  it('verifies webhooks over the raw body with the webhook secret and processes an event id once', async () => {
    const { order, checkout } = await placeAndStart();
    const payment = {
      orderId: checkout.providerOrderId,
      paymentId: 'pay_Webhook1',
      amount: checkout.amountPaise,
    };
    const failed = razorpay.webhook('payment.failed', { ...payment, paymentId: 'pay_Failed1' });
    expect((await deliver(failed)).json()).toEqual({ status: 'processed' });
    expect(await status(order.orderNumber)).toBe('failed');

    const captured = razorpay.webhook('payment.captured', payment);
    // The same JSON re-serialised (spaces) no longer matches the signature of the bytes sent.
    const reformatted = { ...captured, body: JSON.stringify(JSON.parse(captured.body), null, 1) };
    const refused = await deliver(reformatted);
    expect(refused.statusCode).toBe(400);
    const signedWithKeySecret = razorpay.webhook('payment.captured', payment);
    signedWithKeySecret.headers['x-razorpay-signature'] =
      razorpay.checkoutSuccess('x').razorpay_signature;
    expect((await deliver(signedWithKeySecret)).statusCode).toBe(400);
    expect(await status(order.orderNumber)).toBe('failed');

    // Razorpay's delivery to another provider's route, or to one that does not exist.
    expect((await deliver(captured, 'test')).statusCode).toBe(400);
    expect((await deliver(captured, 'paypal')).statusCode).toBe(404);
    expect(await status(order.orderNumber)).toBe('failed');

    expect((await deliver(captured)).json()).toEqual({ status: 'processed' });
    expect(await status(order.orderNumber)).toBe('paid');
    // Razorpay delivers at least once: the failure again, with its event id, changes nothing.
    expect((await deliver(failed)).json()).toEqual({ status: 'duplicate' });
    expect(await status(order.orderNumber)).toBe('paid');
  });

  it('turns the test gateway off', async () => {
    const { order } = await placeAndStart();
    const response = await t.as(asha).post(`/api/payments/${order.orderNumber}/test-gateway`, {
      channel: 'upi',
      outcome: 'success',
    });
    expect(response.statusCode).toBe(404);
  });

  it("refunds a cancelled paid order through Razorpay's Refunds API, in paise, once", async () => {
    const { order, checkout } = await placeAndStart();
    const handler = razorpay.checkoutSuccess(checkout.providerOrderId);
    await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, handler);
    const cancelled = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancelled.json<Order>().payment.status).toBe('refunded');
    const provider = createRazorpay(config);
    const log = { warn() {}, error() {} };
    expect(await sendDueRefunds(t.db, provider, log)).toBe(1);
    expect(await sendDueRefunds(t.db, provider, log)).toBe(0);
    expect(razorpay.refunds.filter((r) => r.payment_id === handler.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amount: checkout.amountPaise }),
    ]);
  });
});
