// The demo shopper has a delivered order history, placed once and kept on every start,
// so it may review what it bought; its tracker still shows SPEC §4's figures (decision 005).

import type { CarbonSummary, Order } from '@harit/core/types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNT, DEMO_FIGURES } from '../src/features/carbon/demo-seed.ts';
import { DEMO_ORDERS } from '../src/workflows/demo-seed.ts';
import { placeSeedOrder } from '../src/workflows/orders.ts';
import {
  buildTestApp,
  cookieHeader,
  postToAuth,
  shipping,
  stockOf,
  type TestApp,
} from './helpers.ts';

/** The demo's seller (the SELLER_* defaults), printed on the orders' invoices. */
const seller = loadConfig({ DATA_DIR: IN_MEMORY }, false).seller;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t?.close();
});

/** Signs the demo shopper in on `app`; headers with its identity token. */
async function demoAuth(app: FastifyInstance): Promise<{ authorization: string }> {
  const signIn = await postToAuth(app, '/sign-in/email', {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  expect(signIn.statusCode).toBe(200);
  const token = await app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
  });
  return { authorization: `Bearer ${token.json<{ token: string }>().token}` };
}

async function demoOrders(app: FastifyInstance): Promise<Order[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: await demoAuth(app),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Order[]>();
}

const DAY_MS = 24 * 3600_000;

describe('the demo shopper’s order history', () => {
  it('has its delivered orders, placed days ago, after the first start', async () => {
    const orders = await demoOrders(t.app);
    expect(orders).toHaveLength(DEMO_ORDERS.length);
    // Newest first, as the orders page lists them.
    const planned = [...DEMO_ORDERS].sort((a, b) => a.daysAgo - b.daysAgo);
    orders.forEach((order, i) => {
      expect(order.status).toBe('delivered');
      expect(order.items.map((item) => item.name).sort()).toEqual([...planned[i]!.items].sort());
      const daysAgo = (Date.now() - Date.parse(order.createdAt)) / DAY_MS;
      expect(Math.round(daysAgo)).toBe(planned[i]!.daysAgo);
    });
  });

  it('has a tax invoice for each, dated when it was shipped, six hours after it was placed (decision 068)', async () => {
    const orders = await demoOrders(t.app);
    const headers = await demoAuth(t.app);
    for (const order of orders) {
      const docs = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderNumber}/tax-documents`,
        headers,
      });
      expect(docs.json().invoice).toMatchObject({
        number: expect.stringMatching(/^HRT\d{4}-\d{6}$/),
        issuedAt: new Date(Date.parse(order.createdAt) + 6 * 3600_000).toISOString(),
        total: order.total,
      });
    }
  });

  it('keeps the same orders when the server starts again: none placed twice', async () => {
    const before = await demoOrders(t.app);
    const productId = before[0]!.items[0]!.productId;
    const stockBefore = await stockOf(t.db, productId);

    const second = await t.anotherInstance();
    const after = await demoOrders(second);
    expect(after.map((o) => [o.orderNumber, o.createdAt])).toEqual(
      before.map((o) => [o.orderNumber, o.createdAt]),
    );
    expect(await stockOf(t.db, productId)).toBe(stockBefore);
  });

  it('may review each product it bought, and no other', async () => {
    const auth = await demoAuth(t.app);
    const bought = (await demoOrders(t.app)).flatMap((o) => o.items.map((i) => i.productId));
    for (const productId of bought) {
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/reviews/mine?productId=${productId}`,
        headers: auth,
      });
      expect(mine.json()).toMatchObject({ review: null, canReview: true });
    }
    const other = await t.db
      .selectFrom('products')
      .select('id')
      .where('id', 'not in', bought)
      .executeTakeFirstOrThrow();
    const notBought = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/mine?productId=${other.id}`,
      headers: auth,
    });
    expect(notBought.json()).toMatchObject({ canReview: false });
  });

  it("still shows SPEC §4's tracker figures, its orders' purchases included", async () => {
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/carbon/summary',
      headers: await demoAuth(t.app),
    });
    expect(summary.json<CarbonSummary>()).toEqual(DEMO_FIGURES);
  });

  it("never takes a product's last units: such a seed order is skipped", async () => {
    const user = await t.signUp();
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('stock', '>', 1)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();
    const seed = {
      userId: user.id,
      key: 'seed-last-unit',
      placedAt: new Date(Date.now() - 3 * DAY_MS),
      input: {
        items: [{ productId: product.id, quantity: 1 }],
        shipping,
        paymentMethod: 'upi' as const,
        saveInfo: false,
      },
    };
    expect(await placeSeedOrder(t.db, async () => seller, seed)).toBe(false);
    expect(await stockOf(t.db, product.id)).toBe(1);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    expect(orders.json()).toEqual([]);

    await t.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    expect(await placeSeedOrder(t.db, async () => seller, seed)).toBe(true);
    expect(await placeSeedOrder(t.db, async () => seller, seed)).toBe(false);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });
});
