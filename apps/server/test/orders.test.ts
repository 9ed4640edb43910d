import { recordImpact } from '@harit/core/carbon-figure';
import { cartTotals } from '@harit/core/money';
import { rewardPoints } from '@harit/core/orders';
import type { Order, Product } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { advanceOrder } from './fulfilment-helpers.ts';
import { shipping, stockOf, type TestUser, useShoppers, useTestApp } from './helpers.ts';

const t = useTestApp();
const { asha, ravi, catalogue, product } = useShoppers(t);

function place(user: TestUser, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { shipping, paymentMethod: 'upi', ...body },
  });
}

describe('placing an order', () => {
  it('prices every line from the database, ignoring prices and totals in the request', async () => {
    const bamboo = product(/bamboo toothbrush/i);
    const bottle = product(/copper water bottle/i);
    const response = await place(asha, {
      items: [
        { productId: bamboo._id, quantity: 2, price: 1 },
        { productId: bottle._id, quantity: 1, price: 1 },
      ],
      total: 5,
      subtotal: 5,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    const expected = cartTotals([
      { price: bamboo.price, mrp: bamboo.mrp, quantity: 2 },
      { price: bottle.price, mrp: bottle.mrp, quantity: 1 },
    ]);
    expect(order).toMatchObject({
      status: 'placed',
      subtotal: expected.subtotal,
      gst: expected.gst,
      shipping: 100,
      total: expected.total,
      paymentMethod: 'upi',
      canCancel: true,
    });
    expect(order.orderNumber).toMatch(/^\d{10}$/);
    expect(order.items.find((i) => i.productId === bamboo._id)?.price).toBe(bamboo.price);
    // Each product's carbon record figure (decision 069) times its quantity, from the catalogue's
    // own answer: the same figure the product page shows.
    const impact = recordImpact([
      { netKgPerUnit: bamboo.carbon.netKgPerUnit, quantity: 2 },
      { netKgPerUnit: bottle.carbon.netKgPerUnit, quantity: 1 },
    ]);
    expect(bamboo.carbon.netKgPerUnit).toBeLessThan(0);
    expect(order.carbonImpact).toEqual(impact);
    expect(order.rewardPoints).toBe(rewardPoints(impact.savings));
  });

  it('decrements stock and removes the ordered products from the cart', async () => {
    const kurta = product(/organic cotton kurta/i);
    const before = await stockOf(t.db, kurta._id);
    const add = await t
      .as(asha)
      .post('/api/cart/add', { userId: asha.id, productId: kurta._id, quantity: 2 });
    expect(add.statusCode).toBe(200);
    const response = await place(asha, { items: [{ productId: kurta._id, quantity: 2 }] });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(t.db, kurta._id)).toBe(before - 2);
    const cart = await t.as(asha).get(`/api/cart/${asha.id}`);
    expect(cart.json().map((l: { productId: string }) => l.productId)).not.toContain(kurta._id);
  });

  it('lets exactly one of two concurrent orders take the last unit', async () => {
    const lamp = product(/solar study lamp/i);
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', lamp._id).execute();
    const [a, b] = await Promise.all([
      place(asha, { items: [{ productId: lamp._id, quantity: 1 }] }),
      place(ravi, { items: [{ productId: lamp._id, quantity: 1 }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toMatch(/Solar Study Lamp/);
    expect(await stockOf(t.db, lamp._id)).toBe(0);
  });

  it('places every one of 20 concurrent orders taking the same two products in either order', async () => {
    // [X, Y] against [Y, X] used to deadlock on PostgreSQL and answer 500.
    const used = /toothbrush|bottle|kurta|lamp|jar|heater|cork/i;
    const [x, y] = catalogue.filter((p) => !used.test(p.name)) as [Product, Product];
    await t.db
      .updateTable('products')
      .set({ stock: 100 })
      .where('id', 'in', [x._id, y._id])
      .execute();
    const shoppers = [asha, ravi, await t.signUp(), await t.signUp()];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        place(shoppers[i % shoppers.length]!, {
          items:
            i % 2 === 0
              ? [
                  { productId: x._id, quantity: 1 },
                  { productId: y._id, quantity: 1 },
                ]
              : [
                  { productId: y._id, quantity: 1 },
                  { productId: x._id, quantity: 1 },
                ],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect([await stockOf(t.db, x._id), await stockOf(t.db, y._id)]).toEqual([80, 80]);
  });

  it('makes one order for the same Idempotency-Key sent twice', async () => {
    const jar = product(/glass storage jar/i);
    const key = 'checkout-7f3a9c21-retry';
    const first = await place(asha, { items: [{ productId: jar._id, quantity: 1 }] }, key);
    const again = await place(asha, { items: [{ productId: jar._id, quantity: 1 }] }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses with 422 an Idempotency-Key reused with a different order, and makes no order', async () => {
    const jar = product(/glass storage jar/i);
    const key = 'checkout-reused-b81c02';
    const first = await place(asha, { items: [{ productId: jar._id, quantity: 1 }] }, key);
    expect(first.statusCode).toBe(201);
    const stock = await stockOf(t.db, jar._id);
    const other = await place(asha, { items: [{ productId: jar._id, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This Idempotency-Key was already used for a different order; send a new key with a new order',
    });
    expect(await stockOf(t.db, jar._id)).toBe(stock);
    // The same body again is still the retry it always was.
    const again = await place(asha, { items: [{ productId: jar._id, quantity: 1 }] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
  });

  it('makes one order when the same key arrives concurrently', async () => {
    const jar = product(/glass storage jar/i);
    const key = 'double-click-4411aa';
    const responses = await Promise.all([
      place(ravi, { items: [{ productId: jar._id, quantity: 1 }] }, key),
      place(ravi, { items: [{ productId: jar._id, quantity: 1 }] }, key),
    ]);
    const numbers = new Set(responses.map((r) => r.json().orderNumber));
    expect(numbers.size).toBe(1);
  });

  it.each([
    [-1, 'negative'],
    [2.5, 'fractional'],
    [0, 'zero'],
    [1e9, 'huge'],
    ['x', 'not a number'],
  ])('refuses quantity %s (%s) with 400 naming the field', async (quantity, _why) => {
    const jar = product(/glass storage jar/i);
    const response = await place(asha, { items: [{ productId: jar._id, quantity }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Quantity /);
  });

  it('shows each SPEC §5 message for bad shipping details', async () => {
    const jar = product(/glass storage jar/i);
    const response = await place(asha, {
      items: [{ productId: jar._id, quantity: 1 }],
      shipping: { ...shipping, zip: '4110' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Valid ZIP code is required');
  });

  it('answers 404 for an unknown product and 409 for more than the stock', async () => {
    const unknown = await place(asha, { items: [{ productId: 'no-such-product', quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    const heater = product(/solar water heater/i);
    const stock = await stockOf(t.db, heater._id);
    const tooMany = await place(asha, { items: [{ productId: heater._id, quantity: stock + 1 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/Only \d+ of Solar Water Heater/);
    expect(await stockOf(t.db, heater._id)).toBe(stock);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  it('lists only the caller’s orders, newest first, with the total in X-Total-Count', async () => {
    const response = await t.as(asha).get('/api/orders');
    const orders = response.json<Order[]>();
    expect(orders.length).toBeGreaterThan(1);
    expect(Number(response.headers['x-total-count'])).toBe(orders.length);
    const times = orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ravis = (await t.as(ravi).get('/api/orders')).json<Order[]>();
    const ashas = new Set(orders.map((o) => o.orderNumber));
    expect(ravis.some((o) => ashas.has(o.orderNumber))).toBe(false);
  });

  it("answers 404 for another user's order", async () => {
    const [mine] = (await t.as(asha).get('/api/orders')).json<Order[]>();
    const own = await t.as(asha).get(`/api/orders/${mine!.orderNumber}`);
    expect(own.statusCode).toBe(200);
    const theirs = await t.as(ravi).get(`/api/orders/${mine!.orderNumber}`);
    expect(theirs.statusCode).toBe(404);
    const cancel = await t.as(ravi).post(`/api/orders/${mine!.orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(404);
  });

  it('remembers shipping details when asked to', async () => {
    const jar = product(/glass storage jar/i);
    await place(ravi, {
      items: [{ productId: jar._id, quantity: 1 }],
      shipping: { ...shipping, firstName: 'Ravi' },
      saveInfo: true,
    });
    const saved = await t.as(ravi).get('/api/orders/saved-shipping');
    expect(saved.json()).toEqual({
      shipping: { ...shipping, firstName: 'Ravi' },
      paymentMethod: 'upi',
    });
  });
});

describe('cancelling and returning', () => {
  it('cancels a placed order: stock returns, carbon entries and points reverse', async () => {
    const cork = product(/cork yoga mat/i);
    const before = await stockOf(t.db, cork._id);
    const order = (
      await place(asha, { items: [{ productId: cork._id, quantity: 2 }] })
    ).json<Order>();
    expect(await stockOf(t.db, cork._id)).toBe(before - 2);
    const response = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await stockOf(t.db, cork._id)).toBe(before);
    // Its entry stays, counting nothing, with what it counted as reversed (decision 077).
    const entries = await t.db
      .selectFrom('carbon_entries')
      .innerJoin('orders', 'orders.id', 'carbon_entries.order_id')
      .select([
        'carbon_entries.kg_co2e',
        'carbon_entries.reversed_units',
        'carbon_entries.reversal',
      ])
      .where('orders.order_number', '=', order.orderNumber)
      .execute();
    expect(entries).toEqual([{ kg_co2e: 0, reversed_units: 2, reversal: 'cancelled' }]);
    const points = await t.db
      .selectFrom('reward_entries')
      .innerJoin('orders', 'orders.id', 'reward_entries.order_id')
      .select((eb) => eb.fn.sum<number>('reward_entries.points').as('net'))
      .where('orders.order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(points.net)).toBe(0);
    const again = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses to cancel once shipped, and accepts a return once delivered', async () => {
    const jar = product(/glass storage jar/i);
    const order = (
      await place(asha, { items: [{ productId: jar._id, quantity: 1 }] })
    ).json<Order>();
    await advanceOrder(t, order.orderNumber, 'shipped');
    const cancel = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(409);
    const early = await t.as(asha).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: jar._id,
      reason: 'Lid does not fit',
    });
    expect(early.statusCode).toBe(409);

    await advanceOrder(t, order.orderNumber, 'delivered');
    const returned = await t.as(asha).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: jar._id,
      reason: 'Lid does not fit',
    });
    expect(returned.statusCode).toBe(201);
    expect(returned.json()).toMatchObject({ status: 'requested', productName: jar.name });
    const twice = await t.as(asha).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: jar._id,
      reason: 'Lid does not fit',
    });
    expect(twice.statusCode).toBe(409);
    const list = await t.as(asha).get('/api/returns');
    expect(list.json()).toHaveLength(1);
    const theirs = await t.as(ravi).get('/api/returns');
    expect(theirs.json()).toEqual([]);
    const byRavi = await t.as(ravi).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: jar._id,
      reason: 'Not mine at all',
    });
    expect(byRavi.statusCode).toBe(404);
  });

  it('refuses a return without a reason, naming the field', async () => {
    const response = await t
      .as(asha)
      .post('/api/returns', { orderNumber: '123', productId: 'x', reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please tell us why (at least 5 characters)');
  });
});
