// The merchant dashboard: every figure from orders placed here, cancelled ones left
// out, revenue paid orders' net sales before GST and shipping (decision 076), days counted in IST (an order at 23:59 IST belongs to that day, one at 00:01 to the next).
import { round1 } from '@harit/core/carbon';
import type { Dashboard, DashboardRange } from '@harit/core/dashboard';
import { istDate, istDateTime } from '@harit/core/ist-date';
import { toPaise } from '@harit/core/money';
import { LOW_STOCK_THRESHOLD } from '@harit/core/stock';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let shopper: TestUser;
let staff: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  shopper = await t.signUp({ name: 'Asha Verma' });
  staff = await t.signUp({ role: 'staff' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const product = (pattern: RegExp) => catalogue.find((p) => pattern.test(p.name))!;

async function order(items: [Product, number][], placedAt?: Date): Promise<Order> {
  const response = await t.as(shopper).post('/api/orders', {
    items: items.map(([p, quantity]) => ({ productId: p._id, quantity })),
    shipping,
  });
  expect(response.statusCode).toBe(201);
  const placed = response.json<Order>();
  // Revenue counts paid orders (decision 076): each is paid as the provider would confirm it.
  await t.db
    .updateTable('payments')
    .set({ status: 'paid', paid_at: new Date(), pay_by: null })
    .where('order_number', '=', placed.orderNumber)
    .execute();
  if (placedAt) {
    await t.db
      .updateTable('orders')
      .set({ created_at: placedAt })
      .where('order_number', '=', placed.orderNumber)
      .execute();
  }
  return placed;
}

async function dashboard(range: DashboardRange, user = staff): Promise<Dashboard> {
  const response = await t.as(user).get(`/api/admin/dashboard?range=${range}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Rupees added up as paise, so the expectation is exact. */
const sum = (amounts: number[]) => amounts.reduce((total, a) => total + toPaise(a), 0) / 100;

describe('the dashboard figures', () => {
  const today = istDate(new Date());
  const yesterday = istDate(new Date(istDateTime(today, 0, 0).getTime() - 1));
  let bamboo: Product;
  let bottle: Product;
  let bag: Product;
  let now: Order;
  let justAfterMidnight: Order;
  let justBeforeMidnight: Order;
  let lastWeek: Order;
  let before: Record<DashboardRange, Dashboard>;

  beforeAll(async () => {
    before = {
      today: await dashboard('today'),
      '7d': await dashboard('7d'),
      '30d': await dashboard('30d'),
    };
    bamboo = product(/bamboo toothbrush/i);
    bottle = product(/bottle/i);
    bag = product(/bag/i);
    now = await order([
      [bamboo, 2],
      [bottle, 1],
    ]);
    justAfterMidnight = await order([[bottle, 1]], istDateTime(today, 0, 1));
    justBeforeMidnight = await order([[bamboo, 3]], istDateTime(yesterday, 23, 59));
    lastWeek = await order([[bag, 4]], new Date(Date.now() - 10 * 86_400_000));
    const cancelled = await order([[bag, 5]]);
    const cancel = await t.as(shopper).post(`/api/orders/${cancelled.orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(200);
  });

  it('starts at zero with every day of the range present', () => {
    expect(before.today).toMatchObject({ orders: 0, revenue: 0, units: 0, averageOrderValue: 0 });
    expect(before.today.days).toEqual([{ date: today, orders: 0, revenue: 0 }]);
    expect(before['7d'].days).toHaveLength(7);
    expect(before['30d'].days).toHaveLength(30);
    expect(before['30d'].days.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(before['30d'].topProducts).toEqual([]);
  });

  it('counts today from IST midnight: 00:01 IST today is in, 23:59 IST yesterday is not', async () => {
    const figures = await dashboard('today');
    const revenue = sum([now.subtotal, justAfterMidnight.subtotal]);
    expect(figures).toMatchObject({
      range: 'today',
      from: istDateTime(today, 0, 0).toISOString(),
      orders: 2,
      revenue,
      units: 4,
      averageOrderValue: Math.round(toPaise(revenue) / 2) / 100,
      co2SavedKg: round1(now.carbonImpact.savings + justAfterMidnight.carbonImpact.savings),
    });
    expect(figures.days).toEqual([{ date: today, orders: 2, revenue }]);
  });

  it('puts each order on its IST day over 7 days, and leaves the cancelled one out', async () => {
    const figures = await dashboard('7d');
    expect(figures).toMatchObject({
      orders: 3,
      revenue: sum([now.subtotal, justAfterMidnight.subtotal, justBeforeMidnight.subtotal]),
      units: 7,
    });
    expect(figures.days).toHaveLength(7);
    expect(figures.days.at(-1)).toEqual({
      date: today,
      orders: 2,
      revenue: sum([now.subtotal, justAfterMidnight.subtotal]),
    });
    expect(figures.days.at(-2)).toEqual({
      date: yesterday,
      orders: 1,
      revenue: justBeforeMidnight.subtotal,
    });
    expect(figures.days.slice(0, 5).every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it('ranks the top products by units over 30 days, with their revenue', async () => {
    const figures = await dashboard('30d');
    expect(figures.orders).toBe(4);
    expect(figures.revenue).toBe(
      sum([
        now.subtotal,
        justAfterMidnight.subtotal,
        justBeforeMidnight.subtotal,
        lastWeek.subtotal,
      ]),
    );
    expect(figures.units).toBe(11);
    expect(figures.topProducts).toEqual([
      { productId: bamboo._id, name: bamboo.name, units: 5, revenue: sum([bamboo.price * 5]) },
      { productId: bag._id, name: bag.name, units: 4, revenue: sum([bag.price * 4]) },
      { productId: bottle._id, name: bottle.name, units: 2, revenue: sum([bottle.price * 2]) },
    ]);
    expect(figures.days.reduce((n, d) => n + d.orders, 0)).toBe(4);
  });
});

describe('the open work on the dashboard', () => {
  it('lists products at or below the low-stock threshold, fewest left first', async () => {
    const [first, second] = catalogue.filter((p) => p.stock > LOW_STOCK_THRESHOLD);
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', first!._id).execute();
    await t.db
      .updateTable('products')
      .set({ stock: LOW_STOCK_THRESHOLD })
      .where('id', '=', second!._id)
      .execute();
    const figures = await dashboard('today');
    expect(figures.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD);
    expect(figures.lowStock[0]).toMatchObject({ productId: first!._id, stock: 0 });
    expect(figures.lowStock.map((p) => p.stock)).toEqual(
      [...figures.lowStock.map((p) => p.stock)].sort((a, b) => a - b),
    );
    expect(figures.lowStock.every((p) => p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(figures.lowStockCount).toBeGreaterThanOrEqual(2);
    expect(figures.lowStock.length).toBeLessThanOrEqual(5);
  });

  it('counts support tickets until they are closed', async () => {
    const start = (await dashboard('today')).openTickets;
    for (const message of ['Where is my order, please?', 'My bottle arrived dented, sadly.']) {
      const sent = await t.as(shopper).post('/api/support/tickets', { topic: 'order', message });
      expect(sent.statusCode).toBe(201);
    }
    expect((await dashboard('today')).openTickets).toBe(start + 2);
    await t.db
      .updateTable('support_tickets')
      .set({ status: 'closed' })
      .where('message', '=', 'Where is my order, please?')
      .execute();
    expect((await dashboard('today')).openTickets).toBe(start + 1);
  });

  it('counts return requests until they are refunded or rejected', async () => {
    const start = (await dashboard('today')).openReturns;
    const placed = await order([
      [product(/bamboo toothbrush/i), 1],
      [product(/bottle/i), 1],
    ]);
    const row = await t.db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', placed.orderNumber)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('return_requests')
      .values(
        placed.items.map((item) => ({
          user_id: shopper.id,
          order_id: row.id,
          product_id: item.productId,
          reason: 'Not what I expected',
        })),
      )
      .execute();
    expect((await dashboard('today')).openReturns).toBe(start + 2);
    await t.db
      .updateTable('return_requests')
      .set({ status: 'rejected' })
      .where('order_id', '=', row.id)
      .where('product_id', '=', placed.items[0]!.productId)
      .execute();
    expect((await dashboard('today')).openReturns).toBe(start + 1);
  });
});

describe('who may read the dashboard', () => {
  it('lets staff and admins in, and refuses customers', async () => {
    const admin = await t.signUp({ role: 'admin' });
    expect((await t.as(admin).get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await t.as(shopper).get('/api/admin/dashboard')).statusCode).toBe(403);
  });

  it('shows today unless told otherwise, and refuses a range it does not know', async () => {
    const response = await t.as(staff).get('/api/admin/dashboard');
    expect(response.json<Dashboard>().range).toBe('today');
    const bad = await t.as(staff).get('/api/admin/dashboard?range=year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Range must be today, 7d or 30d');
  });
});
