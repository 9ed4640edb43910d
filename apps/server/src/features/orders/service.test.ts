import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, orderNumberOf } from '../../../test/fulfilment-helpers.ts';
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

describe('hasDeliveredLine', () => {
  it('is true only once an order with the product is delivered, and not when cancelled', async () => {
    const asha = await t.signUp();
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);
    const orderNumber = await orderNumberOf(t, await placedOrderId(t, asha, productId));
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);

    await advanceOrder(t, orderNumber, 'shipped');
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(false);

    await advanceOrder(t, orderNumber, 'delivered');
    expect(await hasDeliveredLine(t.db, asha.id, productId)).toBe(true);
    const ravi = await t.signUp();
    expect(await hasDeliveredLine(t.db, ravi.id, productId)).toBe(false);

    const cancelled = await t.signUp();
    const cancelledOrder = await orderNumberOf(t, await placedOrderId(t, cancelled, productId));
    await t.as(cancelled).post(`/api/orders/${cancelledOrder}/cancel`);
    expect(await hasDeliveredLine(t.db, cancelled.id, productId)).toBe(false);
  });
});
