// A signed confirmation settles an order only when it reports what the order asked for: its
// total in paise, in INR, captured (decision 056). Anything else is recorded and shown on the
// merchant's order page; money that was captured for an order that cannot take it is refunded
// to that payment, and a payment that was only authorised is not refunded (no money moved).
// Against the local Razorpay stand-in, as payments-razorpay.test.ts.
import type { AdminOrder } from '@harit/core/fulfilment';
import type { RazorpayClientData } from '@harit/core/payments/providers/razorpay';
import type { Order, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpay } from '../src/features/payments/providers/razorpay/index.ts';
import { sendDueRefunds } from '../src/features/payments/sweeper.ts';
import { productInStock, type TestUser, useTestApp } from './helpers.ts';
import { deliverWebhook, placeAndStartRazorpay } from './payment-helpers.ts';
import { RAZORPAY_KEYS, razorpayEnv, startRazorpayStandIn } from './razorpay-stand-in.ts';

const razorpay = await startRazorpayStandIn();
afterAll(() => razorpay.close());
const t = useTestApp(razorpayEnv(razorpay.url));
const provider = createRazorpay({ ...RAZORPAY_KEYS, apiUrl: razorpay.url });
const quiet = { warn() {}, error() {} };
let asha: TestUser;
let merchant: TestUser;
let product: Product;
let seq = 0;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  merchant = await t.signUp({ name: 'Meera Shah', role: 'admin' });
  product = await productInStock(t, 20);
});

const placeAndStart = () => placeAndStartRazorpay(t, asha, product._id, 'credit-card');

/** Delivers a webhook through the route without a provider (Razorpay's); how it was taken. */
async function deliver(hook: { body: string; headers: Record<string, string> }) {
  const response = await deliverWebhook(t, hook, '/api/payments/webhook');
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string }>().status;
}

const paymentId = () => `pay_Mismatch${++seq}`;
const customerView = async (orderNumber: string) =>
  (await t.as(asha).get(`/api/orders/${orderNumber}`)).json<Order>().payment;
const merchantView = async (orderNumber: string) => {
  const response = await t.as(merchant).get(`/api/admin/orders/${orderNumber}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrder>();
};
const refundsOf = (id: string) => razorpay.refunds.filter((r) => r.payment_id === id);

/**
 * A new order, and a payment of its total reported with something else changed (currency,
 * status, what its Razorpay order was paid): the order is still waiting for its payment.
 */
async function reportedPaid(
  event: 'payment.captured' | 'order.paid',
  changed: (checkout: RazorpayClientData) => {
    currency?: string;
    status?: string;
    orderAmountPaid?: number;
  },
) {
  const { order, checkout } = await placeAndStart();
  const id = paymentId();
  await deliver(
    razorpay.webhook(event, {
      orderId: checkout.providerOrderId,
      paymentId: id,
      amount: checkout.amountPaise,
      ...changed(checkout),
    }),
  );
  expect((await customerView(order.orderNumber)).status).toBe('pending');
  return { order, checkout, id };
}

describe('a signed confirmation that does not match the order', () => {
  it('of ₹1 captured: not paid, shown to the merchant, and the ₹1 is refunded to that payment', async () => {
    const { order, checkout } = await placeAndStart();
    const id = paymentId();
    const hook = razorpay.webhook('payment.captured', {
      orderId: checkout.providerOrderId,
      paymentId: id,
      amount: 100,
    });
    expect(await deliver(hook)).toBe('processed');

    expect(await customerView(order.orderNumber)).toMatchObject({
      status: 'pending',
      canPay: true,
    });
    const seen = await merchantView(order.orderNumber);
    expect(seen.payment.status).toBe('pending');
    expect(seen.paymentMismatches).toEqual([
      expect.objectContaining({
        paymentId: id,
        mismatch: 'amount',
        amount: 1,
        currency: 'INR',
        providerStatus: 'captured',
        refund: 'pending',
      }),
    ]);

    // The money that arrived goes back to the payment it came with, once.
    expect(await sendDueRefunds(t.db, provider, quiet)).toBe(1);
    expect(refundsOf(id)).toEqual([expect.objectContaining({ amount: 100 })]);
    expect((await merchantView(order.orderNumber)).paymentMismatches[0]!.refund).toBe('processed');

    // The same payment reported again (redelivered under another event id) changes nothing.
    const again = razorpay.webhook('payment.captured', {
      orderId: checkout.providerOrderId,
      paymentId: id,
      amount: 100,
    });
    expect(await deliver(again)).toBe('processed');
    expect(await sendDueRefunds(t.db, provider, quiet)).toBe(0);
    expect((await merchantView(order.orderNumber)).paymentMismatches).toHaveLength(1);

    // The shopper can still pay the right amount, which settles the order.
    const right = razorpay.webhook('payment.captured', {
      orderId: checkout.providerOrderId,
      paymentId: paymentId(),
      amount: checkout.amountPaise,
    });
    expect(await deliver(right)).toBe('processed');
    expect((await customerView(order.orderNumber)).status).toBe('paid');
  });

  it('in USD for the right number: not paid, and refunded in what arrived', async () => {
    const { order, checkout, id } = await reportedPaid('payment.captured', () => ({
      currency: 'USD',
    }));
    expect((await merchantView(order.orderNumber)).paymentMismatches).toEqual([
      expect.objectContaining({ mismatch: 'currency', currency: 'USD', refund: 'pending' }),
    ]);
    expect(await sendDueRefunds(t.db, provider, quiet)).toBe(1);
    expect(refundsOf(id)).toEqual([expect.objectContaining({ amount: checkout.amountPaise })]);
  });

  it('only authorised: not paid, shown to the merchant, and nothing refunded', async () => {
    const { order, checkout, id } = await reportedPaid('payment.captured', () => ({
      status: 'authorized',
    }));
    expect((await merchantView(order.orderNumber)).paymentMismatches).toEqual([
      expect.objectContaining({
        paymentId: id,
        mismatch: 'status',
        providerStatus: 'authorized',
        refund: null,
      }),
    ]);
    expect(await sendDueRefunds(t.db, provider, quiet)).toBe(0);
    expect(refundsOf(id)).toEqual([]);

    // Checkout's handler values for that payment do not settle it either: the provider's own
    // report of the payment said it was not captured.
    const handler = razorpay.checkoutSuccess(checkout.providerOrderId, id);
    const verified = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, handler);
    expect(verified.statusCode).toBe(200);
    expect((await customerView(order.orderNumber)).status).toBe('pending');
  });

  it('order.paid whose order was paid less than the total: not paid, refunded', async () => {
    const { order, checkout, id } = await reportedPaid('order.paid', (paid) => ({
      orderAmountPaid: paid.amountPaise - 100,
    }));
    expect((await merchantView(order.orderNumber)).paymentMismatches).toEqual([
      expect.objectContaining({ paymentId: id, mismatch: 'amount', refund: 'pending' }),
    ]);

    // A matching order.paid settles it, and the merchant's page still shows the earlier one.
    await deliver(
      razorpay.webhook('order.paid', {
        orderId: checkout.providerOrderId,
        paymentId: paymentId(),
        amount: checkout.amountPaise,
      }),
    );
    const seen = await merchantView(order.orderNumber);
    expect(seen.payment.status).toBe('paid');
    expect(seen.paymentMismatches).toHaveLength(1);
  });
});
