import { rewardPoints } from '@harit/core/orders';
import type { AdminReturnRequest, ReturnRequest } from '@harit/core/returns';
import type { Order } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { advanceOrder } from './fulfilment-helpers.ts';
import { shipping, stockOf, type TestUser, useShoppers, useTestApp } from './helpers.ts';

const t = useTestApp();
const { asha, ravi, staff, product } = useShoppers(t, { staff: true });

/** An order for the user, delivered by staff (decision 024). */
async function deliveredOrder(user: TestUser, productId: string, quantity: number): Promise<Order> {
  const placed = await t.as(user).post('/api/orders', {
    items: [{ productId, quantity }],
    shipping,
    paymentMethod: 'upi',
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<Order>();
  await advanceOrder(t, order.orderNumber, 'delivered');
  return order;
}

function requestReturn(user: TestUser, order: Order, productId: string, quantity?: number) {
  return t.as(user).post('/api/returns', {
    orderNumber: order.orderNumber,
    productId,
    reason: 'Arrived damaged',
    ...(quantity === undefined ? {} : { quantity }),
  });
}

const act = (id: string, action: string, body?: object) =>
  t.as(staff).post(`/api/admin/returns/${id}/${action}`, body ?? {});

async function orderPoints(orderNumber: string): Promise<number> {
  const row = await t.db
    .selectFrom('reward_entries')
    .innerJoin('orders', 'orders.id', 'reward_entries.order_id')
    .select((eb) => eb.fn.sum<number>('reward_entries.points').as('net'))
    .where('orders.order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return Number(row.net ?? 0);
}

async function orderCarbon(orderNumber: string) {
  return t.db
    .selectFrom('carbon_entries')
    .innerJoin('orders', 'orders.id', 'carbon_entries.order_id')
    .select(['carbon_entries.quantity', 'carbon_entries.kg_co2e', 'carbon_entries.eco_units'])
    .where('orders.order_number', '=', orderNumber)
    .execute();
}

describe('a shopper asking for a return', () => {
  it('returns 1 of 2 units, then the other, and refuses a third (over-return)', async () => {
    const bamboo = product(/bamboo toothbrush/i);
    const order = await deliveredOrder(asha, bamboo._id, 2);
    const first = await requestReturn(asha, order, bamboo._id);
    expect(first.statusCode).toBe(201);
    expect(first.json<ReturnRequest>()).toMatchObject({
      status: 'requested',
      quantity: 1,
      productName: bamboo.name,
      orderNumber: order.orderNumber,
    });
    const tooMany = await requestReturn(asha, order, bamboo._id, 2);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Quantity must be at most 1: only 1 of 2 can still be returned.',
    );
    expect((await requestReturn(asha, order, bamboo._id, 1)).statusCode).toBe(201);
    const third = await requestReturn(asha, order, bamboo._id);
    expect(third.statusCode).toBe(409);
    const mine = (await t.as(asha).get('/api/returns')).json<ReturnRequest[]>();
    expect(mine.filter((r) => r.orderNumber === order.orderNumber)).toHaveLength(2);
    expect((await t.as(ravi).get('/api/returns')).json()).toEqual([]);
  });

  it('frees the units of a rejected request', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    const request = (await requestReturn(asha, order, jar._id)).json<ReturnRequest>();
    expect((await act(request.id, 'reject', { reason: 'Item was used' })).statusCode).toBe(200);
    expect((await requestReturn(asha, order, jar._id)).statusCode).toBe(201);
  });

  it('refuses another shopper’s order (404) and an order not yet delivered (409)', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    expect((await requestReturn(ravi, order, jar._id)).statusCode).toBe(404);
    const fresh = (
      await t.as(asha).post('/api/orders', {
        items: [{ productId: jar._id, quantity: 1 }],
        shipping,
        paymentMethod: 'upi',
      })
    ).json<Order>();
    expect((await requestReturn(asha, fresh, jar._id)).statusCode).toBe(409);
  });

  it('validates the quantity, naming the field', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    for (const quantity of [0, 1.5, 1e300, '2', null]) {
      const response = await requestReturn(asha, order, jar._id, quantity as number);
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().message).toMatch(/^Quantity/);
    }
  });

  it('lets only one of two parallel requests take the last unit', async () => {
    const bottle = product(/copper water bottle/i);
    for (let round = 0; round < 3; round++) {
      const order = await deliveredOrder(asha, bottle._id, 1);
      const results = await Promise.all([
        requestReturn(asha, order, bottle._id),
        requestReturn(asha, order, bottle._id),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    }
  });
});

describe('staff handling a return', () => {
  it('approves, marks received (restock), and refunds: points and carbon of the units reverse', async () => {
    const bamboo = product(/bamboo toothbrush/i);
    const order = await deliveredOrder(asha, bamboo._id, 2);
    // Its carbon record (decision 069) saves `perUnit` kg a unit: points for two units.
    const perUnit = -bamboo.carbon.netKgPerUnit;
    expect(perUnit).toBeGreaterThan(0);
    expect(await orderPoints(order.orderNumber)).toBe(rewardPoints(2 * perUnit));
    const request = (await requestReturn(asha, order, bamboo._id, 1)).json<ReturnRequest>();
    t.mails.length = 0;

    const approved = await act(request.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminReturnRequest>()).toMatchObject({
      status: 'approved',
      decidedBy: 'Meera Staff',
      actions: ['receive'],
    });

    const stock = await stockOf(t.db, bamboo._id);
    const received = await act(request.id, 'receive');
    expect(received.json()).toMatchObject({ status: 'received', actions: ['refund'] });
    expect(await stockOf(t.db, bamboo._id)).toBe(stock + 1);

    const detail = (
      await t.as(staff).get(`/api/admin/returns/${request.id}`)
    ).json<AdminReturnRequest>();
    const tooMuch = await act(request.id, 'refund', {
      amount: detail.maxRefund + 0.01,
      method: 'upi',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^Amount must be at most ₹/);

    const refunded = await act(request.id, 'refund', { amount: detail.maxRefund, method: 'upi' });
    expect(refunded.statusCode).toBe(200);
    await t.mailIdle();
    const mails = t.mails.filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your return for order #${order.orderNumber} is approved`,
      `Your refund for order #${order.orderNumber}`,
    ]);
    expect(mails.every((m) => m.to === shipping.email)).toBe(true);
    expect(mails[1]!.text).toContain(bamboo.name);
    expect(mails[1]!.text).toContain('UPI');
    expect(refunded.json<AdminReturnRequest>()).toMatchObject({
      status: 'refunded',
      refundAmount: detail.maxRefund,
      refundMethod: 'upi',
      actions: [],
    });
    expect(refunded.json<AdminReturnRequest>().events.map((e) => e.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    // One unit kept: one unit's saving and points; its carbon entry is one unit now.
    expect(await orderPoints(order.orderNumber)).toBe(rewardPoints(perUnit));
    expect(await orderCarbon(order.orderNumber)).toEqual([
      { quantity: 1, kg_co2e: -perUnit, eco_units: 1 },
    ]);

    const shopper = (await t.as(asha).get('/api/returns')).json<ReturnRequest[]>();
    expect(shopper.find((r) => r.id === request.id)).toMatchObject({
      status: 'refunded',
      refundAmount: detail.maxRefund,
    });
  });

  it('refuses illegal steps with 409 and a sentence', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    const request = (await requestReturn(asha, order, jar._id)).json<ReturnRequest>();
    const refund = await act(request.id, 'refund', { amount: 1, method: 'upi' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe('This return is requested and cannot be refunded');
    const hindi = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${request.id}/refund`,
      headers: { ...staff.auth, 'accept-language': 'hi-IN' },
      payload: { amount: 1, method: 'upi' },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(
      'इस रिटर्न अनुरोध की स्थिति “अनुरोध किया गया” है; इसे रिफ़ंड नहीं किया जा सकता',
    );
    expect((await act(request.id, 'receive')).statusCode).toBe(409);
    expect((await act(request.id, 'approve')).statusCode).toBe(200);
    expect((await act(request.id, 'approve')).statusCode).toBe(409);
    expect((await act(request.id, 'reject', { reason: 'Too late now' })).statusCode).toBe(409);
    expect((await act('no-such-return', 'approve')).statusCode).toBe(404);
  });

  it('needs a reason to reject, which the shopper reads', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    const request = (await requestReturn(asha, order, jar._id)).json<ReturnRequest>();
    const bare = await act(request.id, 'reject', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/Reason/i);
    const nul = await act(request.id, 'reject', { reason: 'bad\u0000reason' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/Reason/);
    expect((await act(request.id, 'reject', { reason: 'Seal was broken' })).statusCode).toBe(200);
    const mine = (await t.as(asha).get('/api/returns')).json<ReturnRequest[]>();
    expect(mine.find((r) => r.id === request.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Seal was broken',
    });
  });

  it('validates refunds: huge, negative, too many decimals, unknown method', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    const request = (await requestReturn(asha, order, jar._id)).json<ReturnRequest>();
    await act(request.id, 'approve');
    await act(request.id, 'receive');
    for (const body of [
      { amount: 1e308, method: 'upi' },
      { amount: -5, method: 'upi' },
      { amount: 1.005, method: 'upi' },
      { amount: '10', method: 'upi' },
      { amount: 10, method: 'cash' },
      { amount: 10 },
    ]) {
      const response = await act(request.id, 'refund', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/Amount|Method/);
    }
  });

  it('writes an audit entry for every step', async () => {
    const jar = product(/glass storage jar/i);
    const order = await deliveredOrder(asha, jar._id, 1);
    const request = (await requestReturn(asha, order, jar._id)).json<ReturnRequest>();
    await act(request.id, 'approve');
    await act(request.id, 'receive');
    await act(request.id, 'refund', { amount: 10, method: 'store-credit' });
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'before', 'after'])
      .where('entity', '=', 'return')
      .where('entity_id', '=', request.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'return.approve',
      'return.receive',
      'return.refund',
    ]);
    expect(entries.every((e) => e.actor_email === staff.email)).toBe(true);
    expect(entries[2]).toMatchObject({
      before: { status: 'received', refund: null },
      after: { status: 'refunded', refund: 10, refundMethod: 'store-credit' },
    });
  });

  it('lists requests newest first, filtered by status, with the count', async () => {
    const response = await t.as(staff).get('/api/admin/returns?status=refunded&limit=50');
    expect(response.statusCode).toBe(200);
    const items = response.json<AdminReturnRequest[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.status === 'refunded')).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(items.length);
    expect(items[0]!.customer.email).toBe(shipping.email);
    expect((await t.as(staff).get('/api/admin/returns?status=lost')).statusCode).toBe(400);
  });

  it('answers a customer 403 and no token 401', async () => {
    expect((await t.as(asha).get('/api/admin/returns')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/returns' });
    expect(anonymous.statusCode).toBe(401);
  });
});
