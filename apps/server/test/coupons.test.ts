import type { Coupon } from '@harit/core/coupons';
import { formatINR, gstOnPaise, toPaise } from '@harit/core/money';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let admin: TestUser;
let shopper: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  admin = await t.signUp({ name: 'Neha Admin', role: 'admin' });
  shopper = await t.signUp({ name: 'Asha Verma' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const inStock = () => catalogue.filter((p) => p.stock > 20);

async function createCoupon(body: Partial<Coupon> & { code: string }): Promise<Coupon> {
  const response = await t.as(admin).post('/api/admin/coupons', {
    type: 'percent',
    value: 10,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Coupon>();
}

function place(user: TestUser, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.auth, ...headers },
    payload: { shipping, paymentMethod: 'cod', ...body },
  });
}

describe('coupons in the console', () => {
  it('lets staff create, list, edit and pause a coupon, and keeps shoppers out', async () => {
    const coupon = await createCoupon({ code: 'green5', value: 5, totalUses: 100 });
    expect(coupon).toMatchObject({ code: 'GREEN5', type: 'percent', used: 0, paused: false });
    const list = await t.as(admin).get('/api/admin/coupons');
    expect(list.json<Coupon[]>().map((c) => c.code)).toContain('GREEN5');
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    const edited = await t.as(admin).patch(`/api/admin/coupons/${coupon.id}`, { value: 7 });
    expect(edited.json<Coupon>().value).toBe(7);
    const paused = await t.as(admin).post(`/api/admin/coupons/${coupon.id}/pause`);
    expect(paused.json<Coupon>().paused).toBe(true);
    const resumed = await t.as(admin).post(`/api/admin/coupons/${coupon.id}/resume`);
    expect(resumed.json<Coupon>().paused).toBe(false);
    expect((await t.as(shopper).get('/api/admin/coupons')).statusCode).toBe(403);
    expect(
      (await t.as(shopper).post('/api/admin/coupons', { code: 'MINE99', type: 'flat', value: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
  });

  it('refuses a second coupon with the same code and a percent above 100', async () => {
    await createCoupon({ code: 'TWICE1' });
    const again = await t
      .as(admin)
      .post('/api/admin/coupons', { code: 'twice1', type: 'flat', value: 100 });
    expect(again.statusCode).toBe(409);
    const tooMuch = await t
      .as(admin)
      .post('/api/admin/coupons', { code: 'HALF200', type: 'percent', value: 200 });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe('a coupon at checkout', () => {
  it('shows the discount before placing, charges GST on the discounted price, and the order matches', async () => {
    await createCoupon({ code: 'GREEN10', value: 10, perCustomerLimit: 1 });
    const [a, b] = inStock();
    const items = [
      { productId: a!._id, quantity: 2 },
      { productId: b!._id, quantity: 1 },
    ];
    const subtotal = toPaise(a!.price) * 2 + toPaise(b!.price);
    const discount = Math.floor((subtotal * 10) / 100);
    const quote = await t.as(shopper).post('/api/orders/quote', { items, couponCode: 'green10' });
    expect(quote.statusCode, quote.body).toBe(200);
    const expected = {
      subtotal: subtotal / 100,
      couponCode: 'GREEN10',
      couponDiscount: discount / 100,
      gst: gstOnPaise(subtotal - discount) / 100,
      total: (subtotal - discount + gstOnPaise(subtotal - discount) + 10_000) / 100,
    };
    expect(quote.json()).toMatchObject(expected);
    const placed = await place(shopper, { items, couponCode: 'GREEN10' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>()).toMatchObject(expected);
    const lines = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.discount_paise'])
      .where('orders.order_number', '=', placed.json<Order>().orderNumber)
      .execute();
    expect(lines.reduce((sum, l) => sum + l.discount_paise, 0)).toBe(discount);
    // The confirmation mail reads the same discount and total.
    await t.mailIdle();
    const mail = t.mails.find((m) => m.subject.includes(placed.json<Order>().orderNumber))!;
    expect(mail.text).toContain(`Coupon GREEN10: -${formatINR(discount / 100)}`);
    expect(mail.text).toContain(`Total: ${formatINR(expected.total)}`);
  });

  it('names the reason a coupon is refused, in English and in Hindi', async () => {
    const [a] = inStock();
    const items = [{ productId: a!._id, quantity: 1 }];
    const once = await place(shopper, { items, couponCode: 'GREEN10' });
    expect(once.statusCode).toBe(422);
    expect(once.json().message).toBe('GREEN10 can be used once per customer');
    const hindi = await place(
      shopper,
      { items, couponCode: 'GREEN10' },
      { 'accept-language': 'hi' },
    );
    expect(hindi.json().message).toMatch(/GREEN10/);
    expect(hindi.json().message).not.toMatch(/once per customer/);
    await createCoupon({
      code: 'DIWALI25',
      startsAt: '2026-10-01T00:00:00.000Z',
      endsAt: '2026-11-01T00:00:00.000Z',
    });
    const ended = await t.as(shopper).post('/api/orders/quote', { items, couponCode: 'DIWALI25' });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().message).toBe('DIWALI25 has ended');
    const unknown = await t.as(shopper).post('/api/orders/quote', { items, couponCode: 'NOPE42' });
    expect(unknown.json().message).toBe('NOPE42 is not a coupon we know');
  });

  it('gives the use back when the order is cancelled', async () => {
    const coupon = await createCoupon({
      code: 'COMEBACK',
      type: 'flat',
      value: 5_000,
      totalUses: 1,
    });
    const buyer = await t.signUp();
    const items = [{ productId: inStock()[2]!._id, quantity: 1 }];
    const placed = await place(buyer, { items, couponCode: 'COMEBACK' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await t.as(admin).get(`/api/admin/coupons/${coupon.id}`)).json<Coupon>().used).toBe(1);
    const cancel = await t.as(buyer).post(`/api/orders/${placed.json<Order>().orderNumber}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await t.as(admin).get(`/api/admin/coupons/${coupon.id}`)).json<Coupon>().used).toBe(0);
    const again = await place(buyer, { items, couponCode: 'COMEBACK' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('gives the last use to exactly one of several orders placed at once', async () => {
    await createCoupon({ code: 'LASTONE', type: 'flat', value: 1_000, totalUses: 1 });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => t.signUp()));
    const product = inStock()[3]!;
    const answers = await Promise.all(
      buyers.map((buyer) =>
        place(buyer, { items: [{ productId: product._id, quantity: 1 }], couponCode: 'LASTONE' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().message).toBe('LASTONE has been used up');
    }
    const used = await t.db
      .selectFrom('coupons')
      .select('used')
      .where('code', '=', 'LASTONE')
      .executeTakeFirstOrThrow();
    expect(used.used).toBe(1);
  });
});
