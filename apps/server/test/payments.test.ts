import { createHmac } from 'node:crypto';
import { PACK_UNPAID_MESSAGE, PAYMENT_WINDOW_MINUTES } from '@harit/core/payments';
import type { Order, Product } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestGateway } from '../src/features/payments/providers/test-gateway/index.ts';
import { sendDueRefunds } from '../src/features/payments/sweeper.ts';
import { expireOverdueOrders } from '../src/workflows/expire-unpaid-order.ts';
import { eventually } from './eventually.ts';
import { advanceOrder, staffMember } from './fulfilment-helpers.ts';
import {
  shipping,
  stockOf,
  TEST_ENV,
  type TestApp,
  type TestUser,
  useShoppers,
  useTestApp,
} from './helpers.ts';
import { payWithTestGateway } from './payment-helpers.ts';

// The test gateway's secret, as the server derives it from AUTH_SECRET (helpers.ts's).
const gatewaySecret = loadConfig({
  DATA_DIR: 'memory://',
  AUTH_SECRET: TEST_ENV.AUTH_SECRET,
}).payments.testGatewaySecret;
const silent = { warn() {}, error() {} };

async function products(t: TestApp): Promise<Product[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
}

function place(t: TestApp, user: TestUser, productId: string, paymentMethod: string, quantity = 1) {
  return t
    .as(user)
    .post('/api/orders', { items: [{ productId, quantity }], shipping, paymentMethod });
}

async function placed(t: TestApp, user: TestUser, productId: string, method: string, qty = 1) {
  const response = await place(t, user, productId, method, qty);
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

const getOrder = async (t: TestApp, user: TestUser, n: string) =>
  (await t.as(user).get(`/api/orders/${n}`)).json<Order>();

/** The test gateway's webhook route (decision 065), as the gateway signs its deliveries. */
function webhook(t: TestApp, body: string, signature: string, eventId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/test',
    headers: {
      'content-type': 'application/json',
      'x-test-gateway-signature': signature,
      'x-test-gateway-event-id': eventId,
    },
    payload: body,
  });
}

/** A payment event as the test gateway sends it: the payment's amount in paise, INR (decision 056). */
function capturedEvent(
  reference: string,
  paymentId: string,
  order: { total: number },
  event: 'paid' | 'failed' = 'paid',
) {
  return JSON.stringify(
    event === 'failed'
      ? { event, reference, paymentId, reason: 'Declined' }
      : {
          event,
          reference,
          paymentId,
          amount: Math.round(order.total * 100),
          currency: 'INR',
          status: 'captured',
        },
  );
}

/** The start answer's test gateway order (decision 065: `{ provider, clientData }`). */
const startedReference = (start: { json<T>(): T }) =>
  start.json<{ provider: string; clientData: { reference: string } }>().clientData.reference;
const sign = (body: string) => createHmac('sha256', gatewaySecret).update(body).digest('hex');

describe('payment status with the test gateway', () => {
  const t = useTestApp();
  const { asha, ravi, catalogue } = useShoppers(t);
  const someProduct = (i = 0) => catalogue.filter((p) => p.stock > 20)[i]!;

  it('shows cash on delivery as "Pay on delivery" until it is delivered, then paid', async () => {
    const order = await placed(t, asha, someProduct()._id, 'cod');
    expect(order.payment).toEqual({
      status: 'pay-on-delivery',
      payBy: null,
      canPay: false,
      failure: null,
    });
    await advanceOrder(t, order.orderNumber, 'delivered');
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('paid');
  });

  it('keeps a UPI order awaiting payment for 15 minutes, then a failure can be retried until paid', async () => {
    const order = await placed(t, asha, someProduct(1)._id, 'upi');
    expect(order.payment.status).toBe('pending');
    expect(order.payment.canPay).toBe(true);
    const window = new Date(order.payment.payBy!).getTime() - new Date(order.createdAt).getTime();
    expect(Math.abs(window - PAYMENT_WINDOW_MINUTES * 60_000)).toBeLessThan(5_000);

    const start = await t.as(asha).post(`/api/payments/${order.orderNumber}/start`);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ provider: 'test', clientData: { amount: order.total } });

    await payWithTestGateway(t, asha, order.orderNumber, 'failure', 'card');
    const failed = await getOrder(t, asha, order.orderNumber);
    expect(failed.payment).toMatchObject({
      status: 'failed',
      canPay: true,
      failure: 'The card was declined by the bank.',
    });

    await payWithTestGateway(t, asha, order.orderNumber, 'timeout');
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('failed');

    await payWithTestGateway(t, asha, order.orderNumber, 'success');
    const paid = await getOrder(t, asha, order.orderNumber);
    expect(paid.payment).toEqual({ status: 'paid', payBy: null, canPay: false, failure: null });
    const list = (await t.as(asha).get('/api/orders')).json<Order[]>();
    expect(list.find((o) => o.orderNumber === order.orderNumber)?.payment.status).toBe('paid');

    const again = await t.as(asha).post(`/api/payments/${order.orderNumber}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');

    // Mailed twice: placed and awaiting payment, then confirmed once the money arrived.
    await t.mailIdle();
    const subjects = t.mails
      .filter((m) => m.subject.includes(`#${order.orderNumber} `))
      .map((m) => m.subject);
    expect(subjects).toEqual([
      `Order #${order.orderNumber} placed: awaiting payment`,
      `Order #${order.orderNumber} confirmed: payment received`,
    ]);
    const paidMail = t.mails.find((m) => m.subject.endsWith('payment received'));
    expect(paidMail?.to).toBe(shipping.email);
    expect(paidMail?.text).toContain(
      `We have received your payment of ₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
  });

  it('refuses to pack an unpaid online order with a sentence, and packs it once paid', async () => {
    const order = await placed(t, asha, someProduct(2)._id, 'credit-card');
    const staff = await staffMember(t);
    const listed = await t.as(staff).get(`/api/admin/orders?q=${order.orderNumber}`);
    expect(listed.json()[0].payment).toBe('pending');
    const refused = await t
      .as(staff)
      .post(`/api/admin/orders/${order.orderNumber}/status`, { status: 'packed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PACK_UNPAID_MESSAGE);
    await payWithTestGateway(t, asha, order.orderNumber);
    const detail = await t.as(staff).get(`/api/admin/orders/${order.orderNumber}`);
    expect(detail.json().payment.status).toBe('paid');
    const packed = await t
      .as(staff)
      .post(`/api/admin/orders/${order.orderNumber}/status`, { status: 'packed' });
    expect(packed.statusCode).toBe(200);
  });

  it("answers 403 to another user's token on every payment route, 401 without one", async () => {
    const order = await placed(t, asha, someProduct(3)._id, 'upi');
    const n = order.orderNumber;
    const handler = { reference: 'order_x', paymentId: 'pay_x', signature: 'a'.repeat(64) };
    const calls = [
      () => t.as(ravi).get(`/api/payments/${n}`),
      () => t.as(ravi).post(`/api/payments/${n}/start`),
      () => t.as(ravi).post(`/api/payments/${n}/verify`, handler),
      () =>
        t.as(ravi).post(`/api/payments/${n}/test-gateway`, { channel: 'upi', outcome: 'success' }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${n}` })).statusCode).toBe(401);
    expect((await t.as(ravi).get('/api/payments/0000000000')).statusCode).toBe(404);
    expect((await getOrder(t, asha, n)).payment.status).toBe('pending');
  });

  it('refuses a handler signature that does not match, or that is for another order', async () => {
    const order = await placed(t, asha, someProduct(4)._id, 'upi');
    const providerOrderId = startedReference(
      await t.as(asha).post(`/api/payments/${order.orderNumber}/start`),
    );
    const gateway = createTestGateway(gatewaySecret);
    const good = createHmac('sha256', gatewaySecret)
      .update(`${providerOrderId}|pay_1`)
      .digest('hex');
    expect(
      gateway.verifyReturn({ reference: providerOrderId, paymentId: 'pay_1', signature: good }),
    ).toEqual({ ok: true, reference: providerOrderId, paymentId: 'pay_1' });
    const tampered = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      reference: providerOrderId,
      paymentId: 'pay_2',
      signature: good,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('The payment signature does not match.');
    const other = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      reference: 'order_someoneelse',
      paymentId: 'pay_1',
      signature: good,
    });
    expect(other.statusCode).toBe(400);
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('pending');
    const valid = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      reference: providerOrderId,
      paymentId: 'pay_1',
      signature: good,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().status).toBe('paid');
  });

  it('accepts a signed webhook, refuses a tampered one, and ignores a replayed event', async () => {
    const order = await placed(t, asha, someProduct(5)._id, 'upi');
    const providerOrderId = startedReference(
      await t.as(asha).post(`/api/payments/${order.orderNumber}/start`),
    );

    const failedBody = capturedEvent(providerOrderId, 'pay_f1', order, 'failed');
    const first = await webhook(t, failedBody, sign(failedBody), 'evt_failed_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('failed');

    const paidBody = capturedEvent(providerOrderId, 'pay_ok', order);
    const tampered = paidBody.replace('pay_ok', 'pay_ok2');
    const refused = await webhook(t, tampered, sign(paidBody), 'evt_tampered');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The webhook signature does not match.');
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('failed');

    expect((await webhook(t, paidBody, sign(paidBody), 'evt_paid_1')).json()).toEqual({
      status: 'processed',
    });
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('paid');

    // The failure delivered again must not undo the payment.
    const replay = await webhook(t, failedBody, sign(failedBody), 'evt_failed_1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('paid');
  });

  it('refunds a paid order the customer cancels', async () => {
    const order = await placed(t, asha, someProduct(6)._id, 'upi');
    await payWithTestGateway(t, asha, order.orderNumber);
    const cancelled = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancelled.json<Order>().payment.status).toBe('refunded');
    expect(await sendDueRefunds(t.db, createTestGateway(gatewaySecret), silent)).toBe(1);
    await t.mailIdle();
    const mail = t.mails.find(
      (m) => m.subject.includes(order.orderNumber) && /cancel/i.test(m.subject),
    );
    expect(mail?.text).toMatch(/refunding/);
  });
});

describe('a refunded return of an order paid online', () => {
  const t = useTestApp();
  it('sends the amount back through the provider when refunded to the original payment', async () => {
    const asha = await t.signUp();
    const product = (await products(t)).find((p) => p.stock > 20)!;
    const order = await placed(t, asha, product._id, 'upi', 2);
    await payWithTestGateway(t, asha, order.orderNumber);
    await advanceOrder(t, order.orderNumber, 'delivered');
    const request = await t.as(asha).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: product._id,
      reason: 'Arrived damaged',
      quantity: 1,
    });
    const { id } = request.json<{ id: string }>();
    const staff = await staffMember(t);
    await t.as(staff).post(`/api/admin/returns/${id}/approve`, {});
    await t.as(staff).post(`/api/admin/returns/${id}/receive`, {});
    const refunded = await t.as(staff).post(`/api/admin/returns/${id}/refund`, {
      amount: product.price,
      method: 'original-payment',
    });
    expect(refunded.statusCode).toBe(200);
    const queued = await t.db
      .selectFrom('payment_refunds')
      .select(['key', 'amount_paise', 'status'])
      .where('key', '=', `return:${id}`)
      .execute();
    expect(queued).toEqual([
      { key: `return:${id}`, amount_paise: Math.round(product.price * 100), status: 'pending' },
    ]);
    expect(await sendDueRefunds(t.db, createTestGateway(gatewaySecret), silent)).toBe(1);
    // The order stays paid: part of it was returned, not the payment undone.
    expect((await getOrder(t, asha, order.orderNumber)).payment.status).toBe('paid');
  });
});

describe('the unpaid-order limit', () => {
  const t = useTestApp({ PAYMENT_MAX_UNPAID_ORDERS: '2' });
  it('refuses a third unpaid card or UPI order with a sentence, not cash on delivery', async () => {
    const meera = await t.signUp();
    const product = (await products(t)).find((p) => p.stock > 20)!;
    const first = await placed(t, meera, product._id, 'upi');
    await placed(t, meera, product._id, 'credit-card');
    const refused = await place(t, meera, product._id, 'upi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You already have 2 orders waiting for payment. Pay for one of them or cancel it (on your Orders page) before placing another.',
    );
    expect((await place(t, meera, product._id, 'cod')).statusCode).toBe(201);
    await payWithTestGateway(t, meera, first.orderNumber);
    expect((await place(t, meera, product._id, 'upi')).statusCode).toBe(201);
  });
});

describe('orders not paid in time', () => {
  const t = useTestApp({ PAYMENT_SWEEP_MS: '3600000' });
  // The order's window ends now, by the database's clock. Moving its deadline rather than
  // waiting out a one-second window keeps a slow machine from expiring the other orders before
  // they are paid (as payments-race.test.ts does).
  const overdue = (orderNumber: string) =>
    t.db
      .updateTable('payments')
      .set({ pay_by: new Date(Date.now() - 1_000) })
      .where('order_number', '=', orderNumber)
      .execute();
  it('are cancelled with their stock released, while a paid order is left alone', async () => {
    const asha = await t.signUp();
    const [a, b] = (await products(t)).filter((p) => p.stock > 20);
    const stockA = await stockOf(t.db, a!._id);
    const unpaid = await placed(t, asha, a!._id, 'upi', 3);
    const paid = await placed(t, asha, b!._id, 'credit-card');
    const cod = await placed(t, asha, b!._id, 'cod');
    await payWithTestGateway(t, asha, paid.orderNumber);
    expect(await stockOf(t.db, a!._id)).toBe(stockA - 3);

    // Its window ends: the sweep finds it then.
    await overdue(unpaid.orderNumber);
    expect(
      await eventually(
        () => expireOverdueOrders(t.db),
        (expired) => expired > 0,
      ),
    ).toBe(1);

    const expired = await getOrder(t, asha, unpaid.orderNumber);
    expect(expired.status).toBe('cancelled');
    expect(expired.payment).toMatchObject({ status: 'expired', canPay: false });
    expect(expired.timeline.map((e) => e.status)).toEqual(['placed', 'cancelled']);
    expect(await stockOf(t.db, a!._id)).toBe(stockA);
    expect((await getOrder(t, asha, paid.orderNumber)).status).toBe('placed');
    expect((await getOrder(t, asha, paid.orderNumber)).payment.status).toBe('paid');
    expect((await getOrder(t, asha, cod.orderNumber)).payment.status).toBe('pay-on-delivery');
    const retry = await t.as(asha).post(`/api/payments/${unpaid.orderNumber}/start`);
    expect(retry.statusCode).toBe(409);
    // A second pass (another instance) finds nothing left to do.
    expect(await expireOverdueOrders(t.db)).toBe(0);

    await t.mailIdle();
    const mail = t.mails.find(
      (m) => m.subject.includes(unpaid.orderNumber) && /cancel/i.test(m.subject),
    );
    expect(mail?.text).toMatch(/payment did not arrive in time/);
    expect(mail?.text).not.toMatch(/refunding/);
  });

  it('refunds money that arrives after the order expired', async () => {
    const asha = await t.signUp();
    const product = (await products(t)).find((p) => p.stock > 20)!;
    const order = await placed(t, asha, product._id, 'upi');
    const providerOrderId = startedReference(
      await t.as(asha).post(`/api/payments/${order.orderNumber}/start`),
    );
    await overdue(order.orderNumber);
    expect(
      await eventually(
        () => expireOverdueOrders(t.db),
        (expired) => expired > 0,
      ),
    ).toBe(1);
    const body = capturedEvent(providerOrderId, 'pay_late', order);
    expect((await webhook(t, body, sign(body), 'evt_late')).json()).toEqual({
      status: 'processed',
    });
    const late = await getOrder(t, asha, order.orderNumber);
    expect(late.status).toBe('cancelled');
    expect(late.payment.status).toBe('refunded');
    expect(await sendDueRefunds(t.db, createTestGateway(gatewaySecret), silent)).toBe(1);
  });
});
