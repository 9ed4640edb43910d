import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, placedOrderId, type TestApp } from '../../../test/helpers.ts';
import { hasDeliveredLine } from './service.ts';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const product = await t.db
    .selectFrom('products')
    .select('id')
    .where('stock', '>=', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
});
afterAll(async () => {
  await t?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('hasDeliveredLine', () => {
  it('is true only once an order with the product is delivered, and not when cancelled', async () => {
    const asha = await t.signUp();
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);
    const orderId = await placedOrderId(t, asha, productId);
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);

    await t.db
      .updateTable('orders')
      .set({ created_at: hoursAgo(2) })
      .where('id', '=', orderId)
      .execute();
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false); // shipped

    await t.db
      .updateTable('orders')
      .set({ created_at: hoursAgo(25) })
      .where('id', '=', orderId)
      .execute();
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(true);
    const ravi = await t.signUp();
    expect(await hasDeliveredLine(t.db, ravi.id, productId)).toBe(false);

    await t.db
      .updateTable('orders')
      .set({ cancelled_at: new Date() })
      .where('id', '=', orderId)
      .execute();
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);
  });
});
