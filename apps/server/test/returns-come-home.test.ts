// A return comes home (decision 076): an approved return tells the shopper where to send it and
// by when, with a return label or a pickup; a cash-on-delivery order is refunded to the UPI ID
// or bank account its shopper gives (IFSC checked); the refund's state — pending, processed or
// failed, with the provider's id — shows to shopper and merchant, a failed refund never as
// refunded, and Razorpay's refund.processed / refund.failed webhooks move it.
// Runs on PGlite and on PostgreSQL, against the Razorpay stand-in.
import { type AdminReturnRequest, type ReturnRequest, returnStatusText } from '@harit/core/returns';
import type { Order, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpay } from '../src/features/payments/providers/razorpay/index.ts';
import { sendDueRefunds } from '../src/features/payments/sweeper.ts';
import { advanceOrder, staffMember } from './fulfilment-helpers.ts';
import { productInStock, shipping, type TestUser, useTestApp } from './helpers.ts';
import { deliverWebhook, placeAndStartRazorpay } from './payment-helpers.ts';
import { pdfText } from './pdf-text.ts';
import { RAZORPAY_KEYS, razorpayEnv, startRazorpayStandIn } from './razorpay-stand-in.ts';

const razorpay = await startRazorpayStandIn();
afterAll(() => razorpay.close());
const t = useTestApp(razorpayEnv(razorpay.url));
let asha: TestUser;
let ravi: TestUser;
let staff: TestUser;
let product: Product;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  staff = await staffMember(t);
  product = await productInStock(t, 30);
});

/** A delivered order of two units, paid in cash on delivery or through Razorpay. */
async function deliveredOrder(paymentMethod: 'cod' | 'upi'): Promise<Order> {
  let order: Order;
  if (paymentMethod === 'upi') {
    const started = await placeAndStartRazorpay(t, asha, product._id);
    order = started.order;
    const paid = await t
      .as(asha)
      .post(
        `/api/payments/${order.orderNumber}/verify`,
        razorpay.checkoutSuccess(started.checkout.providerOrderId),
      );
    expect(paid.statusCode, paid.body).toBe(200);
  } else {
    const placed = await t.as(asha).post('/api/orders', {
      items: [{ productId: product._id, quantity: 2 }],
      shipping,
      paymentMethod,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json<Order>();
  }
  await advanceOrder(t, order.orderNumber, 'delivered');
  return order;
}

async function approvedReturn(order: Order): Promise<string> {
  const requested = await t.as(asha).post('/api/returns', {
    orderNumber: order.orderNumber,
    productId: product._id,
    reason: 'Arrived damaged',
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const { id } = requested.json<ReturnRequest>();
  expect((await act(id, 'approve')).statusCode).toBe(200);
  return id;
}

const act = (id: string, action: string, body?: object) =>
  t.as(staff).post(`/api/admin/returns/${id}/${action}`, body ?? {});

const shoppersView = async (id: string) =>
  (await t.as(asha).get('/api/returns')).json<ReturnRequest[]>().find((r) => r.id === id)!;

const merchantsView = async (id: string) =>
  (await t.as(staff).get(`/api/admin/returns/${id}`)).json<AdminReturnRequest>();

describe('an approved return', () => {
  it('tells the shopper where to send it and by when, by page and by e-mail', async () => {
    const order = await deliveredOrder('cod');
    const before = Date.now();
    const id = await approvedReturn(order);
    const mine = await shoppersView(id);
    expect(mine.returnAddress).toBe(
      'Harit Retail Private Limited, 12 Indiranagar 100 Feet Road, Bengaluru 560038',
    );
    const days = (Date.parse(mine.returnBy!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(mine.cashOnDelivery).toBe(true);
    await t.mailIdle();
    const mail = t.mails.find(
      (m) => m.subject.includes(order.orderNumber) && m.subject.includes('approved'),
    )!;
    expect(mail.text).toContain('12 Indiranagar 100 Feet Road, Bengaluru 560038');
    expect(mail.text).toMatch(/Please send it back by .+ to:/);
    expect(mail.text).toContain('UPI ID or bank account');
  });

  it('has a return label for its shopper only, and takes a pickup request', async () => {
    const order = await deliveredOrder('cod');
    const id = await approvedReturn(order);
    const label = await t.as(asha).get(`/api/returns/${id}/label.pdf`);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(label.rawPayload);
    expect(text).toContain('RETURN');
    expect(text).toContain('12 Indiranagar 100 Feet Road');
    expect(text).toContain(`${shipping.firstName} ${shipping.lastName}`);
    expect(text).toContain(order.orderNumber);

    expect((await t.as(ravi).get(`/api/returns/${id}/label.pdf`)).statusCode).toBe(403);
    expect((await t.as(ravi).post(`/api/returns/${id}/pickup`)).statusCode).toBe(403);
    const pickup = await t.as(asha).post(`/api/returns/${id}/pickup`);
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json<ReturnRequest>().pickupRequestedAt).not.toBeNull();
    expect((await merchantsView(id)).pickupRequestedAt).toBe(
      pickup.json<ReturnRequest>().pickupRequestedAt,
    );

    // Once the item is back there is nothing to send: no label, no pickup.
    await act(id, 'receive');
    expect((await t.as(asha).get(`/api/returns/${id}/label.pdf`)).statusCode).toBe(409);
    expect((await t.as(asha).post(`/api/returns/${id}/pickup`)).statusCode).toBe(409);
  });
});

describe('the refund of a cash-on-delivery order', () => {
  it('goes to the bank account the shopper gives, IFSC checked, and shows its state', async () => {
    const order = await deliveredOrder('cod');
    const id = await approvedReturn(order);
    await act(id, 'receive');
    const amount = product.price;

    // No payment to go back to, and no account given yet.
    const toPayment = await act(id, 'refund', { amount, method: 'original-payment' });
    expect(toPayment.statusCode).toBe(409);
    expect(toPayment.json().message).toMatch(/cash on delivery/);
    const noAccount = await act(id, 'refund', { amount, method: 'bank-transfer' });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toBe(
      'The shopper has not given a bank account for this refund yet.',
    );

    const account = {
      kind: 'bank',
      accountName: 'Asha Verma',
      accountNumber: '123456789012',
      ifsc: 'sbin0001234',
    };
    const badIfsc = await t
      .as(asha)
      .put(`/api/returns/${id}/refund-account`, { ...account, ifsc: 'SBIN1001234' });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().message).toMatch(/IFSC/);
    expect((await t.as(ravi).put(`/api/returns/${id}/refund-account`, account)).statusCode).toBe(
      403,
    );
    const given = await t.as(asha).put(`/api/returns/${id}/refund-account`, account);
    expect(given.statusCode, given.body).toBe(200);
    // The shopper reads it back masked; the merchant, who pays it, in full.
    expect(given.json<ReturnRequest>().refundAccount).toEqual({
      ...account,
      ifsc: 'SBIN0001234',
      accountNumber: '••••9012',
    });
    expect((await merchantsView(id)).refundAccount).toEqual({ ...account, ifsc: 'SBIN0001234' });

    const refunded = await act(id, 'refund', { amount, method: 'bank-transfer' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminReturnRequest>().refund).toEqual({
      state: 'pending',
      reference: null,
      failure: null,
    });
    // The timeline says the method as a person would.
    expect(refunded.json<AdminReturnRequest>().events.at(-1)!.note).toMatch(/by bank transfer$/);
    expect(returnStatusText(await shoppersView(id))).toMatch(/^Refund of ₹.+ pending$/);

    const failed = await act(id, 'refund-status', { state: 'failed', failure: 'Account closed' });
    expect(failed.statusCode, failed.body).toBe(200);
    const shopperSees = await shoppersView(id);
    expect(shopperSees.refund).toEqual({
      state: 'failed',
      reference: null,
      failure: 'Account closed',
    });
    expect(returnStatusText(shopperSees)).toMatch(/^Refund of ₹.+ failed$/);

    const paid = await act(id, 'refund-status', { state: 'processed', reference: 'UTR123456' });
    expect(paid.json<AdminReturnRequest>().refund).toEqual({
      state: 'processed',
      reference: 'UTR123456',
      failure: null,
    });
    expect(returnStatusText(await shoppersView(id))).toMatch(/^Refunded ₹/);
  });

  it('takes a UPI ID, and no account for an order paid online', async () => {
    const cod = await deliveredOrder('cod');
    const id = await approvedReturn(cod);
    const bad = await t
      .as(asha)
      .put(`/api/returns/${id}/refund-account`, { kind: 'upi', upiId: 'not a upi id' });
    expect(bad.statusCode).toBe(400);
    const upi = await t
      .as(asha)
      .put(`/api/returns/${id}/refund-account`, { kind: 'upi', upiId: 'asha.verma@okaxis' });
    expect(upi.statusCode, upi.body).toBe(200);
    expect(upi.json<ReturnRequest>().refundAccount).toEqual({
      kind: 'upi',
      upiId: 'asha.verma@okaxis',
    });

    const online = await deliveredOrder('upi');
    const onlineId = await approvedReturn(online);
    const refused = await t
      .as(asha)
      .put(`/api/returns/${onlineId}/refund-account`, { kind: 'upi', upiId: 'asha@okaxis' });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the refund of an order paid through Razorpay', () => {
  it("follows the provider: pending, processed with Razorpay's id, failed by its webhook", async () => {
    const order = await deliveredOrder('upi');
    const id = await approvedReturn(order);
    await act(id, 'receive');
    const refunded = await act(id, 'refund', {
      amount: product.price,
      method: 'original-payment',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await shoppersView(id)).refund).toEqual({
      state: 'pending',
      reference: null,
      failure: null,
    });

    const log = { warn() {}, error() {} };
    expect(
      await sendDueRefunds(t.db, createRazorpay({ ...RAZORPAY_KEYS, apiUrl: razorpay.url }), log),
    ).toBe(1);
    const sent = razorpay.refunds.at(-1)!;
    expect(sent.amount).toBe(Math.round(product.price * 100));
    expect((await merchantsView(id)).refund).toEqual({
      state: 'processed',
      reference: sent.id,
      failure: null,
    });

    const hook = razorpay.refundWebhook('refund.failed', sent);
    const delivered = await deliverWebhook(t, hook);
    expect(delivered.json()).toEqual({ status: 'processed' });
    const mine = await shoppersView(id);
    expect(mine.refund).toMatchObject({ state: 'failed', reference: sent.id });
    expect(returnStatusText(mine)).toMatch(/failed$/);
    expect((await merchantsView(id)).refund?.state).toBe('failed');

    // Razorpay retries and then processes it after all.
    const later = razorpay.refundWebhook('refund.processed', sent);
    await deliverWebhook(t, later);
    expect((await shoppersView(id)).refund?.state).toBe('processed');
    // A refund the provider handles has no state for staff to record by hand.
    expect((await act(id, 'refund-status', { state: 'processed' })).statusCode).toBe(409);
  });
});
