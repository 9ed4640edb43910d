import { checkoutPerUnit } from '@harit/core/carbon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, placedOrderId, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { recordOrderPurchases, removeOrderPurchases, reverseReturnedUnits } from './service.ts';

let t: TestApp;
let asha: TestUser;
/** An order of Asha's to hang entries on (carbon_entries.order_id references orders). */
let orderId: string;
let products: { id: string; name: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await t.signUp();
  products = await t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('name', 'in', ['Bamboo Toothbrush (Pack of 4)', 'Copper Water Bottle 1L'])
    .orderBy('name')
    .execute();
  orderId = await placedOrderId(t, asha, products[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

const entriesOf = (id: string) =>
  t.db
    .selectFrom('carbon_entries')
    .select([
      'description',
      'quantity',
      'kg_co2e',
      'eco_units',
      'category',
      'source',
      'occurred_at',
    ])
    .where('order_id', '=', id)
    .orderBy('description')
    .execute();

describe('removeOrderPurchases', () => {
  it("removes the order's purchase entries", async () => {
    expect(await entriesOf(orderId)).toHaveLength(1);
    await removeOrderPurchases(t.db, orderId);
    expect(await entriesOf(orderId)).toEqual([]);
  });
});

describe('recordOrderPurchases', () => {
  it("records one purchase entry per line by core's estimate; saving lines count as eco units", async () => {
    const [bamboo, bottle] = products as [
      { id: string; name: string },
      { id: string; name: string },
    ];
    const placedAt = new Date('2026-03-10T10:00:00Z');
    await recordOrderPurchases(t.db, { userId: asha.id, orderId, placedAt }, [
      { productId: bamboo.id, name: bamboo.name, category: 'personal-care', quantity: 2 },
      { productId: bottle.id, name: bottle.name, category: 'kitchen', quantity: 1 },
    ]);
    expect(await entriesOf(orderId)).toEqual([
      {
        description: bamboo.name,
        quantity: 2,
        kg_co2e: checkoutPerUnit(bamboo.name) * 2,
        eco_units: 2,
        category: 'personal-care',
        source: 'purchase',
        occurred_at: placedAt,
      },
      {
        description: bottle.name,
        quantity: 1,
        kg_co2e: checkoutPerUnit(bottle.name),
        eco_units: 0,
        category: 'kitchen',
        source: 'purchase',
        occurred_at: placedAt,
      },
    ]);
  });
});

describe('returned units', () => {
  it('shrinks the line’s purchase entry by the units, and removes it when none is left', async () => {
    const order = await placedOrderId(t, asha, products[0]!.id);
    await removeOrderPurchases(t.db, order);
    const line = { productId: products[0]!.id, name: products[0]!.name, category: 'zero-waste' };
    await recordOrderPurchases(t.db, { userId: asha.id, orderId: order, placedAt: new Date() }, [
      { ...line, quantity: 3 },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: line.productId, units: 1 });
    expect(await entriesOf(order)).toMatchObject([
      { quantity: 2, kg_co2e: checkoutPerUnit(line.name) * 2, eco_units: 2 },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: line.productId, units: 2 });
    expect(await entriesOf(order)).toEqual([]);
  });
});
