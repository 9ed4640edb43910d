import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, placedOrderId, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { recordOrderPurchases, removeOrderPurchases, reverseReturnedUnits } from './service.ts';

let t: TestApp;
let asha: TestUser;
/** An order of Asha's to hang entries on (carbon_entries.order_id references orders). */
let orderId: string;
let products: { id: string; name: string; carbonKgPerUnit: number }[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await t.signUp();
  // A saver and an adder (decision 069): their records' figures, as the shop shows them.
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'carbon'])
    .where('name', 'in', ['Bamboo Toothbrush (Pack of 4)', 'Compostable Garbage Bags (Roll of 30)'])
    .orderBy('name')
    .execute();
  products = rows.map((r) => ({ id: r.id, name: r.name, carbonKgPerUnit: r.carbon.netKgPerUnit }));
  orderId = await placedOrderId(t, asha, products[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

const line = (p: (typeof products)[0]) => ({
  productId: p.id,
  name: p.name,
  carbonKgPerUnit: p.carbonKgPerUnit,
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
  it("records one purchase entry per line by the product's record; saving lines count as eco units", async () => {
    const [bamboo, bags] = products as [(typeof products)[0], (typeof products)[0]];
    expect(bamboo.carbonKgPerUnit).toBeLessThan(0);
    expect(bags.carbonKgPerUnit).toBeGreaterThan(0);
    const placedAt = new Date('2026-03-10T10:00:00Z');
    await recordOrderPurchases(t.db, { userId: asha.id, orderId, placedAt }, [
      { ...line(bamboo), category: 'personal-care', quantity: 2 },
      { ...line(bags), category: 'kitchen', quantity: 1 },
    ]);
    expect(await entriesOf(orderId)).toEqual([
      {
        description: bamboo.name,
        quantity: 2,
        kg_co2e: Math.round(bamboo.carbonKgPerUnit * 2 * 10) / 10,
        eco_units: 2,
        category: 'personal-care',
        source: 'purchase',
        occurred_at: placedAt,
      },
      {
        description: bags.name,
        quantity: 1,
        kg_co2e: bags.carbonKgPerUnit,
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
    const bamboo = { ...line(products[0]!), category: 'zero-waste' };
    await recordOrderPurchases(t.db, { userId: asha.id, orderId: order, placedAt: new Date() }, [
      { ...bamboo, quantity: 3 },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: bamboo.productId, units: 1 });
    expect(await entriesOf(order)).toMatchObject([
      { quantity: 2, kg_co2e: Math.round(bamboo.carbonKgPerUnit * 2 * 10) / 10, eco_units: 2 },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: bamboo.productId, units: 2 });
    expect(await entriesOf(order)).toEqual([]);
  });
});
