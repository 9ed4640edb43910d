import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, placedOrderId, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { recordOrderPurchases, reverseOrderPurchases, reverseReturnedUnits } from './service.ts';

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

const reversalOf = (id: string) =>
  t.db
    .selectFrom('carbon_entries')
    .select(['quantity', 'kg_co2e', 'eco_units', 'reversed_units', 'reversed_kg', 'reversal'])
    .where('order_id', '=', id)
    .execute();

/** A test's own start: the order's entries gone. */
const clear = (id: string) =>
  t.db.deleteFrom('carbon_entries').where('order_id', '=', id).execute();

describe('reverseOrderPurchases', () => {
  it("keeps a cancelled order's entries, counting nothing, with what they counted reversed", async () => {
    const [entry] = await entriesOf(orderId);
    expect(entry).toBeDefined();
    const at = new Date('2026-03-11T10:00:00Z');
    await reverseOrderPurchases(t.db, orderId, at);
    expect(await reversalOf(orderId)).toEqual([
      {
        quantity: 0,
        kg_co2e: 0,
        eco_units: 0,
        reversed_units: entry!.quantity,
        reversed_kg: entry!.kg_co2e,
        reversal: 'cancelled',
      },
    ]);
    // Its date stays: the month it was bought in is the one that drops.
    expect((await entriesOf(orderId))[0]!.occurred_at).toEqual(entry!.occurred_at);
    await clear(orderId);
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
  it('shrinks the line’s purchase entry by the units, keeping what was returned as reversed', async () => {
    const order = await placedOrderId(t, asha, products[0]!.id);
    await clear(order);
    const bamboo = { ...line(products[0]!), category: 'zero-waste' };
    await recordOrderPurchases(t.db, { userId: asha.id, orderId: order, placedAt: new Date() }, [
      { ...bamboo, quantity: 3 },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: bamboo.productId, units: 1 });
    expect(await entriesOf(order)).toMatchObject([
      { quantity: 2, kg_co2e: Math.round(bamboo.carbonKgPerUnit * 2 * 10) / 10, eco_units: 2 },
    ]);
    const perUnit = bamboo.carbonKgPerUnit;
    expect(await reversalOf(order)).toMatchObject([
      { reversed_units: 1, reversed_kg: perUnit, reversal: 'returned' },
    ]);
    await reverseReturnedUnits(t.db, { orderId: order, productId: bamboo.productId, units: 2 });
    expect(await reversalOf(order)).toEqual([
      {
        quantity: 0,
        kg_co2e: 0,
        eco_units: 0,
        reversed_units: 3,
        reversed_kg: Math.round(perUnit * 3 * 10) / 10,
        reversal: 'returned',
      },
    ]);
  });
});
