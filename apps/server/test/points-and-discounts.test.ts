import { POINTS_CAP_PER_ORDER } from '@harit/core/coupons';
import { gstOnPaise, toPaise } from '@harit/core/money';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, staffMember } from './fulfilment-helpers.ts';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let admin: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  admin = await t.signUp({ name: 'Neha Admin', role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
  const coupon = await t.as(admin).post('/api/admin/coupons', {
    code: 'SAVE20',
    type: 'percent',
    value: 20,
    perCustomerLimit: null,
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
});

const inStock = () => catalogue.filter((p) => p.stock > 20 && p.price >= 100);

async function givePoints(user: TestUser, points: number) {
  await t.db
    .insertInto('reward_entries')
    .values({ user_id: user.id, order_id: null, points, reason: 'Welcome' })
    .execute();
}

async function balance(user: TestUser): Promise<number> {
  return (await t.as(user).get('/api/rewards')).json<{ balance: number }>().balance;
}

function place(user: TestUser, body: object) {
  return t.as(user).post('/api/orders', { shipping, paymentMethod: 'cod', ...body });
}

describe('green points spent at checkout', () => {
  it('shows the points in the quote, takes them off before GST, and gives them back on cancel', async () => {
    const shopper = await t.signUp();
    await givePoints(shopper, 1_000);
    const product = inStock()[0]!;
    const items = [{ productId: product._id, quantity: 3 }];
    const subtotal = toPaise(product.price) * 3;
    const quote = await t.as(shopper).post('/api/orders/quote', { items });
    const most = Math.min(POINTS_CAP_PER_ORDER, Math.floor(subtotal / 5 / 100));
    expect(quote.json()).toMatchObject({ pointsBalance: 1_000, pointsSpendable: most });
    const tooMany = await t.as(shopper).post('/api/orders/quote', { items, points: most + 1 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(`You can spend at most ${most} green points on this order`);
    const spend = Math.min(most, 40);
    const placed = await place(shopper, { items, points: spend });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const taxable = subtotal - spend * 100;
    expect(order).toMatchObject({
      pointsSpent: spend,
      pointsDiscount: spend,
      gst: gstOnPaise(taxable) / 100,
      total: (taxable + gstOnPaise(taxable) + 10_000) / 100,
    });
    expect(await balance(shopper)).toBe(1_000 - spend);
    const cancelled = await t.as(shopper).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(shopper)).toBe(1_000);
  });

  it('cannot spend points the shopper does not have', async () => {
    const shopper = await t.signUp();
    await givePoints(shopper, 5);
    const items = [{ productId: inStock()[1]!._id, quantity: 2 }];
    const placed = await place(shopper, { items, points: 6 });
    expect(placed.statusCode).toBe(422);
    expect(await balance(shopper)).toBe(5);
  });
});

describe('a discounted order after dispatch', () => {
  it('prints each line discount on the invoice, and a partial return refunds the discounted price and its points', async () => {
    const shopper = await t.signUp();
    await givePoints(shopper, 100);
    const [a, b] = inStock();
    const items = [
      { productId: a!._id, quantity: 2 },
      { productId: b!._id, quantity: 1 },
    ];
    const placed = await place(shopper, { items, couponCode: 'SAVE20', points: 10 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    await advanceOrder(t, order.orderNumber, 'delivered');
    const invoiced = await t.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select([
        'invoice_lines.product_id',
        'invoice_lines.discount_paise',
        'invoice_lines.taxable_paise',
        'invoice_lines.quantity',
        'invoice_lines.unit_price_paise',
      ])
      .where('orders.order_number', '=', order.orderNumber)
      .execute();
    const line = invoiced.find((l) => l.product_id === a!._id)!;
    const discountPaise = invoiced.reduce((sum, l) => sum + l.discount_paise, 0);
    expect(discountPaise).toBe(toPaise(order.couponDiscount + order.pointsDiscount));
    expect(line.taxable_paise).toBe(line.unit_price_paise * 2 - line.discount_paise);
    const pdf = await t.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);

    const staff = await staffMember(t);
    const request = await t.as(shopper).post('/api/returns', {
      orderNumber: order.orderNumber,
      productId: a!._id,
      reason: 'Arrived damaged',
      quantity: 1,
    });
    expect(request.statusCode, request.body).toBe(201);
    const id = request.json<{ id: string }>().id;
    const detail = (await t.as(staff).get(`/api/admin/returns/${id}`)).json<{
      maxRefund: number;
    }>();
    const unitTaxable = line.unit_price_paise - Math.round(line.discount_paise / 2);
    expect(detail.maxRefund).toBe((unitTaxable + gstOnPaise(unitTaxable)) / 100);
    expect((await t.as(staff).post(`/api/admin/returns/${id}/approve`, {})).statusCode).toBe(200);
    expect((await t.as(staff).post(`/api/admin/returns/${id}/receive`, {})).statusCode).toBe(200);
    // A cash-on-delivery order is refunded to the UPI ID its shopper gives (decision 076).
    const account = { kind: 'upi', upiId: 'shopper@okaxis' };
    const given = await t.as(shopper).put(`/api/returns/${id}/refund-account`, account);
    expect(given.statusCode, given.body).toBe(200);
    const refunded = await t.as(staff).post(`/api/admin/returns/${id}/refund`, {
      amount: detail.maxRefund,
      method: 'upi',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const items2 = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.points_paise'])
      .where('orders.order_number', '=', order.orderNumber)
      .where('order_items.product_id', '=', a!._id)
      .executeTakeFirstOrThrow();
    // What was spent on the returned unit comes back as points; the rest stays spent.
    const spent = await t.db
      .selectFrom('reward_entries')
      .innerJoin('orders', 'orders.id', 'reward_entries.order_id')
      .select((eb) => eb.fn.sum<number>('reward_entries.points').as('net'))
      .where('orders.order_number', '=', order.orderNumber)
      .where('reward_entries.spent', '=', true)
      .executeTakeFirstOrThrow();
    expect(-Number(spent.net)).toBe(10 - Math.floor(Math.round(items2.points_paise / 2) / 100));
  });
});
