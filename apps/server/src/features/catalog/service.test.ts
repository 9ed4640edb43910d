import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, stockOf, type TestApp } from '../../../test/helpers.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  lowStockProducts,
  productSummaries,
  reserveStock,
  restoreStock,
  setReviewFigures,
} from './service.ts';

let t: TestApp;
/** Two products, first and second by id, each with 10 in stock. */
let first: { id: string; name: string; price_paise: number };
let second: { id: string; name: string; price_paise: number };

beforeAll(async () => {
  t = await buildTestApp();
  [first, second] = (await t.db
    .selectFrom('products')
    .select(['id', 'name', 'price_paise'])
    .orderBy('id')
    .limit(2)
    .execute()) as [typeof first, typeof second];
  await t.db
    .updateTable('products')
    .set({ stock: 10 })
    .where('id', 'in', [first.id, second.id])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('reserveStock', () => {
  it('prices each product from the database and takes its stock, merging repeats, in id order', async () => {
    const lines = await reserveStock(t.db, [
      { productId: second.id, quantity: 1 },
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
    expect(lines.map((l) => [l.productId, l.quantity, l.pricePaise, l.name])).toEqual([
      [first.id, 2, first.price_paise, first.name],
      [second.id, 2, second.price_paise, second.name],
    ]);
    expect([await stockOf(t.db, first.id), await stockOf(t.db, second.id)]).toEqual([8, 8]);
    await restoreStock(t.db, lines);
    expect([await stockOf(t.db, first.id), await stockOf(t.db, second.id)]).toEqual([10, 10]);
  });

  it('refuses more than is left with 409 naming the product, and an unknown product with 404', async () => {
    await expect(reserveStock(t.db, [{ productId: first.id, quantity: 11 }])).rejects.toMatchObject(
      { statusCode: 409, message: `Only 10 of ${first.name} left in stock` },
    );
    await expect(
      reserveStock(t.db, [{ productId: 'no-such-product', quantity: 1 }]),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('takes nothing when a later line cannot be had, in one transaction', async () => {
    const taking = withTransaction(t.db, (trx) =>
      reserveStock(trx, [
        { productId: first.id, quantity: 3 },
        { productId: second.id, quantity: 50 },
      ]),
    );
    await expect(taking).rejects.toMatchObject({ statusCode: 409 });
    expect([await stockOf(t.db, first.id), await stockOf(t.db, second.id)]).toEqual([10, 10]);
  });
});

describe('productSummaries', () => {
  it('gives the products as the catalogue sends them, by id, leaving out unknown ids', async () => {
    const products = await productSummaries(t.db, [first.id, 'no-such-product']);
    expect([...products.keys()]).toEqual([first.id]);
    expect(products.get(first.id)).toMatchObject({ _id: first.id, name: first.name, stock: 10 });
  });
});

describe('setReviewFigures', () => {
  it('combines the seeded figures with the reviews, keeping the seeded ones for next time', async () => {
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .offset(2)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ rating: 4.2, rating_count: 10 })
      .where('id', '=', product.id)
      .execute();
    // (4.2 × 10 + 5 + 4) / 12 = 4.25 → 4.3
    expect(await setReviewFigures(t.db, product.id, { count: 2, sum: 9 })).toEqual({
      rating: 4.3,
      ratingCount: 12,
    });
    // Recomputed from the seeded figures, not from the last result.
    expect(await setReviewFigures(t.db, product.id, { count: 1, sum: 1 })).toEqual({
      rating: 3.9,
      ratingCount: 11,
    });
    expect(await setReviewFigures(t.db, product.id, { count: 0, sum: 0 })).toEqual({
      rating: 4.2,
      ratingCount: 10,
    });
    await expect(setReviewFigures(t.db, 'no-such-product', { count: 1, sum: 5 })).rejects.toThrow(
      'Product not found',
    );
  });
});

describe('lowStockProducts', () => {
  it('lists products on sale with 5 or fewer left, fewest first, and no archived one', async () => {
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', first.id).execute();
    await t.db
      .updateTable('products')
      .set({ stock: 0, archived_at: new Date() })
      .where('id', '=', second.id)
      .execute();
    const { items: low, total } = await lowStockProducts(t.db, 5, 500);
    expect(low.map((p) => p.productId)).toContain(first.id);
    expect(low.map((p) => p.productId)).not.toContain(second.id);
    expect(total).toBe(low.length);
    expect(low.every((p) => p.stock <= 5)).toBe(true);
    expect(low.map((p) => p.stock)).toEqual([...low.map((p) => p.stock)].sort((a, b) => a - b));
  });
});
