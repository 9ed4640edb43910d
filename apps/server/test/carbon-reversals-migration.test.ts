// Migration 0038 (decision 077): negative points entries written before it are recognised as
// reversals by the reasons the workflows wrote, and every computed carbon record is worked out
// again with the reviewed factors; an entered record is left as the merchant wrote it. Runs the
// migration down on a fresh database, stores rows as they were before it, and runs it up again.
import { co2SavedOf } from '@harit/core/carbon-figure';
import { computeCarbonRecord, type ProductCarbon } from '@harit/core/carbon-record';
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { placedOrderId, useTestApp } from './helpers.ts';

const t = useTestApp();

it('marks earlier reversals and recomputes computed carbon records', async () => {
  const asha = await t.signUp();
  const [bottle, jar] = await t.db
    .selectFrom('products')
    .select(['id', 'carbon'])
    .where('slug', 'in', ['copper-water-bottle-1l', 'glass-storage-jar-set-with-bamboo-lids'])
    .orderBy('slug')
    .execute();
  const orderId = await placedOrderId(t, asha, bottle!.id);
  const keys = Object.keys(migrations);
  const before = keys[keys.indexOf('0038-carbon-reversals') - 1]!;
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();

  for (const [points, reason] of [
    [30, 'Order #1 delivered: 3 kg CO2e saved'],
    [-10, 'Order #1: 1 × Copper Water Bottle 1L returned'],
    [-20, 'Order #1 cancelled'],
  ] as const) {
    await sql`insert into reward_entries (user_id, order_id, points, reason)
      values (${asha.id}, ${orderId}, ${points}, ${reason})`.execute(t.db);
  }
  // A computed record stored with figures of the old factors; an entered one.
  const stale = { ...bottle!.carbon, netKgPerUnit: -99 };
  const { inputs: _computedFrom, ...jarRecord } = jar!.carbon;
  const entered: ProductCarbon = {
    ...jarRecord,
    basis: 'entered',
    netKgPerUnit: 1.2,
    sources: [{ name: 'Maker LCA report', year: 2024 }],
  };
  await sql`update products set carbon = ${JSON.stringify(stale)}::jsonb where id = ${bottle!.id}`.execute(
    t.db,
  );
  await sql`update products set carbon = ${JSON.stringify(entered)}::jsonb where id = ${jar!.id}`.execute(
    t.db,
  );

  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const ledger = await t.db
    .selectFrom('reward_entries')
    .select(['points', 'reversal'])
    .where('order_id', '=', orderId)
    .orderBy('points')
    .execute();
  expect(ledger).toEqual([
    { points: -20, reversal: 'cancelled' },
    { points: -10, reversal: 'returned' },
    { points: 30, reversal: null },
  ]);
  const records = await t.db
    .selectFrom('products')
    .select(['id', 'carbon', 'co2_saved_kg'])
    .where('id', 'in', [bottle!.id, jar!.id])
    .execute();
  const byId = new Map(records.map((r) => [r.id, r]));
  const recomputed = computeCarbonRecord(bottle!.carbon.inputs!);
  expect(byId.get(bottle!.id)!.carbon).toEqual(recomputed);
  expect(byId.get(bottle!.id)!.co2_saved_kg).toBe(co2SavedOf(recomputed));
  expect(byId.get(jar!.id)!.carbon).toMatchObject({ basis: 'entered', netKgPerUnit: 1.2 });
  // The columns the reversals are kept in are there again, empty for what is not reversed.
  const entries = await t.db
    .selectFrom('carbon_entries')
    .select(['reversed_units', 'reversed_kg', 'reversal'])
    .where('order_id', '=', orderId)
    .execute();
  expect(entries).toEqual([{ reversed_units: 0, reversed_kg: 0, reversal: null }]);
});
