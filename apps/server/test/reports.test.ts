// The sales report and the dashboard's revenue (decision 076): paid orders only, net of GST and
// shipping, per IST day, week or month and by category, refunds on the day they were made, as
// JSON and CSV; staff only. Runs on PGlite and on PostgreSQL.
import type { Dashboard } from '@harit/core/dashboard';
import { istDate } from '@harit/core/ist-date';
import type { SalesReport } from '@harit/core/reports';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, receivedReturn, staffMember } from './fulfilment-helpers.ts';
import { placeOrder, shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let staff: TestUser;
let catalogue: Product[];
const today = istDate(new Date());

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  staff = await staffMember(t);
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const place = (productId: string, quantity: number, paymentMethod: 'cod' | 'upi' = 'cod') =>
  placeOrder(t, asha, [{ productId, quantity }], { paymentMethod });

const report = async (query: string) => {
  const response = await t.as(staff).get(`/api/admin/reports/sales?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesReport>();
};

describe('the sales report', () => {
  it('counts paid orders only, net of GST and shipping, and refunds on their day', async () => {
    const empty = await report(`from=${today}&to=${today}`);
    expect(empty.totals.orders).toBe(0);

    const [first, second] = catalogue.filter((p) => p.stock > 20 && p.category);
    const delivered = await place(first!._id, 2); // cash on delivery, delivered: paid
    await advanceOrder(t, delivered.orderNumber, 'delivered');
    await place(second!._id, 1); // cash on delivery, not delivered: not paid yet
    const unpaid = await place(second!._id, 1, 'upi'); // awaiting payment
    expect(unpaid.payment.status).toBe('pending');

    const day = await report(`from=${today}&to=${today}&groupBy=day`);
    expect(day.rows).toHaveLength(1);
    expect(day.totals).toEqual({
      orders: 1,
      units: 2,
      netSales: delivered.subtotal,
      gst: delivered.gst,
      shipping: delivered.shipping,
      discounts: 0,
      refunds: 0,
    });
    expect(day.categories).toEqual([
      { category: first!.category, orders: 1, units: 2, netSales: delivered.subtotal },
    ]);

    // A return refunded today counts as today's refund.
    const { id } = await receivedReturn(t, asha, staff, {
      orderNumber: delivered.orderNumber,
      productId: first!._id,
      reason: 'Arrived damaged',
    });
    const refund = await t
      .as(staff)
      .post(`/api/admin/returns/${id}/refund`, { amount: 100, method: 'store-credit' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await report(`from=${today}&to=${today}`)).totals.refunds).toBe(100);

    // The dashboard's revenue is the same figure, and its open work counts orders to pack.
    const dashboard = (await t.as(staff).get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard.revenue).toBe(delivered.subtotal);
    expect(dashboard.ordersToPack).toBe(1); // the undelivered cash-on-delivery order
  });

  it('fills every period of the range and groups by week and month', async () => {
    const month = await report('from=2026-01-01&to=2026-03-31&groupBy=month');
    expect(month.rows.map((r) => r.period)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(month.rows.every((r) => r.orders === 0)).toBe(true);
    const week = await report('from=2026-01-01&to=2026-01-14&groupBy=week');
    expect(week.rows.map((r) => r.period)).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
  });

  it('downloads as CSV with a line per period and the totals', async () => {
    const response = await t
      .as(staff)
      .get(`/api/admin/reports/sales.csv?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Period,Orders,Units,Net sales before GST,GST,Shipping,Discounts,Refunds',
    );
    expect(lines[1]).toMatch(new RegExp(`^${today},\\d+,\\d+,`));
    expect(lines.at(-1)).toMatch(/^Total,/);
  });

  it('refuses a range that runs backwards, naming the field', async () => {
    const response = await t
      .as(staff)
      .get('/api/admin/reports/sales?from=2026-02-01&to=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/To must not be before From/);
  });

  it('is for staff: 401 signed out, 403 for a shopper', async () => {
    const url = `/api/admin/reports/sales?from=${today}&to=${today}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(asha).get(url)).statusCode).toBe(403);
    expect((await t.as(asha).get(url.replace('sales?', 'sales.csv?'))).statusCode).toBe(403);
  });
});

describe('the sales report with discounts', () => {
  const d = useTestApp();

  it('takes a coupon off net sales, by category too, and shows it under discounts', async () => {
    const admin = await d.signUp({ role: 'admin' });
    const shopper = await d.signUp();
    const products = (await d.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
      Product[]
    >();
    const product = products.find((p) => p.stock > 5 && p.category)!;
    const coupon = await d.as(admin).post('/api/admin/coupons', {
      code: 'REPORT10',
      type: 'percent',
      value: 10,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const placed = await d.as(shopper).post('/api/orders', {
      items: [{ productId: product._id, quantity: 2 }],
      shipping,
      paymentMethod: 'cod',
      couponCode: 'REPORT10',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.couponDiscount).toBeGreaterThan(0);
    await advanceOrder(d, order.orderNumber, 'delivered');

    const response = await d.as(admin).get(`/api/admin/reports/sales?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const { totals, categories } = response.json<SalesReport>();
    // Net sales are what GST was charged on: the goods less the coupon (decision 074).
    const net = Math.round((order.subtotal - order.couponDiscount) * 100) / 100;
    expect(totals).toMatchObject({ orders: 1, discounts: order.couponDiscount, netSales: net });
    expect(categories).toEqual([
      { category: product.category, orders: 1, units: 2, netSales: net },
    ]);
  });
});
