// Decision 049: an order changes only stock, and the catalogue cache keeps its
// answers — those showing an ordered product get its new stock, the others stay as they were.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { Product } from '@harit/core/types';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
import { buildTestApp, shipping, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let buyer: TestUser;
let catalogue: Product[];
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await t.signUp();
  catalogue = (await get('/api/products?limit=100')).json();
});
afterAll(async () => {
  await t?.close();
});

function get(url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url });
}

/** Asks until the answer passes `check` (a notification is delivered asynchronously). */
function eventuallyAt(
  url: string,
  check: (response: LightMyRequestResponse) => boolean,
): Promise<LightMyRequestResponse> {
  return eventually(() => get(url), check);
}

const stockIn = (response: LightMyRequestResponse, id: string) =>
  [response.json<Product | Product[]>()].flat().find((p) => p._id === id)?.stock;

async function order(productId: string, quantity: number) {
  const response = await t.as(buyer).post('/api/orders', {
    items: [{ productId, quantity }],
    shipping,
    paymentMethod: 'upi',
  });
  expect(response.statusCode).toBe(201);
}

describe('the catalogue cache across an order', () => {
  it('shows the new stock in listings, search and the product, and keeps unrelated answers', async () => {
    const bamboo = catalogue.find((p) => /bamboo toothbrush/i.test(p.name))!;
    const other = catalogue.find(
      (p) => p.categorySlug !== bamboo.categorySlug && p.categorySlug !== undefined,
    )!;
    const urls = {
      listing: '/api/products?limit=100',
      search: '/api/products?search=bamboo',
      product: `/api/products/${bamboo._id}`,
      unrelated: `/api/products?category=${other.categorySlug}`,
    };
    expect((await get(urls.unrelated)).json<Product[]>().some((p) => p._id === bamboo._id)).toBe(
      false,
    );
    const before: Record<string, LightMyRequestResponse> = {};
    for (const [name, url] of Object.entries(urls)) {
      await get(url);
      before[name] = await get(url);
      expect(before[name]!.headers['x-cache'], name).toBe('hit');
    }
    expect(stockIn(before.search!, bamboo._id)).toBe(bamboo.stock);

    await order(bamboo._id, 2);

    for (const name of ['listing', 'search', 'product'] as const) {
      const after = await eventuallyAt(urls[name], (r) => stockIn(r, bamboo._id) !== bamboo.stock);
      expect(stockIn(after, bamboo._id), name).toBe(bamboo.stock - 2);
      expect(after.headers.etag, name).not.toBe(before[name]!.headers.etag);
      // Patched from the cache, not computed again: the first answer after the order says so.
      expect(after.headers['x-cache'], name).toBe('stock');
      // The patched answer is cached in turn.
      const again = await get(urls[name]);
      expect(again.headers['x-cache'], name).toBe('hit');
      expect(again.body, name).toBe(after.body);
    }
    const unrelated = await get(urls.unrelated);
    expect(unrelated.headers['x-cache']).toBe('hit');
    expect(unrelated.headers.etag).toBe(before.unrelated!.headers.etag);
  });

  it('answers a matching ETag from before the order with the new stock, not 304', async () => {
    const product = catalogue.find((p) => /copper water bottle/i.test(p.name))!;
    const url = `/api/products/${product._id}`;
    const first = await get(url);
    await order(product._id, 1);
    const after = await eventuallyAt(url, (r) => r.headers.etag !== first.headers.etag);
    const conditional = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.json<Product>().stock).toBe(after.json<Product>().stock);
    expect(after.json<Product>().stock).toBe(stockIn(first, product._id)! - 1);
  });

  it('drops everything when an order takes the last units (out of stock goes last)', async () => {
    const product = catalogue.find((p) => /copper water bottle/i.test(p.name))!;
    const url = '/api/products?limit=100';
    const now = (await get(`/api/products/${product._id}`)).json<Product>().stock;
    // At most 99 of a product in one order: leave 3 to take.
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', product._id).execute();
    const before = await eventuallyAt(url, (r) => stockIn(r, product._id) === 3);
    expect(before.json<Product[]>().at(-1)?._id).not.toBe(product._id);
    await order(product._id, 3);
    const after = await eventuallyAt(url, (r) => r.json<Product[]>().at(-1)?._id === product._id);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json<Product[]>().at(-1)).toMatchObject({ _id: product._id, stock: 0 });
    await t.db.updateTable('products').set({ stock: now }).where('id', '=', product._id).execute();
  });

  it('drops everything when more than stock changes (a price edit)', async () => {
    const product = catalogue.find((p) => /bamboo toothbrush/i.test(p.name))!;
    const url = `/api/products/${product._id}`;
    const { stock } = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product._id)
      .executeTakeFirstOrThrow();
    // The test before's stock reset may still be on its way: ask until it is cached.
    const cached = await eventuallyAt(
      url,
      (r) => r.headers['x-cache'] === 'hit' && r.json<Product>().stock === stock,
    );
    expect(cached.headers['x-cache']).toBe('hit');
    await t.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', 1), price_paise: eb('price_paise', '+', 100) }))
      .where('id', '=', product._id)
      .execute();
    const after = await eventuallyAt(url, (r) => r.json<Product>().stock !== stock);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json<Product>()).toMatchObject({ stock: stock - 1, price: product.price + 1 });
  });
});
