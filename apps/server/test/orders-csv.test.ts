// The orders as a CSV file for the accountant and the courier (decision 075): admins only, the
// IST days asked for, amounts as the invoice has them, and no formula from a customer's typing.
import { readCsv } from '@harit/core/csv';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;
let order: Order;

beforeAll(async () => {
  admin = await t.signUp({ role: 'admin' });
  staff = await t.signUp({ role: 'staff' });
  shopper = await t.signUp();
  const [product] = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json<
    Product[]
  >();
  const placed = await t.as(shopper).post('/api/orders', {
    items: [{ productId: product!._id, quantity: 3 }],
    shipping: { ...shipping, firstName: '=SUM(A1)', address: '12, "Green" Lane' },
    paymentMethod: 'cod',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<Order>();
});

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('GET /api/admin/orders.csv', () => {
  it('is for admins: 403 for staff and shoppers, 401 for visitors', async () => {
    expect((await t.as(staff).get('/api/admin/orders.csv')).statusCode).toBe(403);
    expect((await t.as(shopper).get('/api/admin/orders.csv')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(
      401,
    );
  });

  it("lists the day's orders with address, PIN, items and amounts", async () => {
    const response = await t.as(admin).get(`/api/admin/orders.csv?from=${today()}&to=${today()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const reading = readCsv(response.body);
    if (!reading.ok) throw new Error('unreadable CSV');
    const [header, ...rows] = reading.records.map((r) => r.cells);
    const at = (name: string) => header!.indexOf(name);
    const row = rows.find((r) => r[at('order_number')] === order.orderNumber)!;
    expect(row[at('name')]).toBe("'=SUM(A1) Verma");
    expect(row[at('address')]).toBe('12, "Green" Lane');
    expect(row[at('pin')]).toBe(shipping.zip);
    expect(row[at('items')]).toBe('3');
    expect(row[at('payment_method')]).toBe('cod');
    expect(row[at('total')]).toBe(order.total.toFixed(2));
  });

  it('leaves out orders outside the days asked for, and names a bad date (400)', async () => {
    const response = await t.as(admin).get('/api/admin/orders.csv?from=2020-01-01&to=2020-01-31');
    expect(response.body.trim().split('\r\n')).toHaveLength(1);
    expect((await t.as(admin).get('/api/admin/orders.csv?from=yesterday')).statusCode).toBe(400);
  });
});
