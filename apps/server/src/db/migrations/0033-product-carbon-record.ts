import { co2SavedOf } from '@harit/core/carbon-figure';
import { computeCarbonRecord, keywordCarbonRecord } from '@harit/core/carbon-record';
import { type Kysely, sql } from 'kysely';
import { seedCarbon } from '../../features/catalog/seed-carbon.ts';

// A product's carbon record (decision 069): one figure per product with its method and sources,
// stored with the product and read by every place that shows it.
// - products.carbon: core's productCarbonSchema as JSON (netKgPerUnit: kg CO2e per unit, one
//   decimal, negative saves; footprint and alternative figures; material; method; sources).
//   A seeded product (by slug) gets its computed record; any other product SPEC §9's keyword
//   estimate, the starting figure its merchant can replace in the console.
// - products.co2_saved_kg ("most CO2 saved" order, migration 0011) becomes the record's saving.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column carbon jsonb`.execute(db);
  const rows = await sql<{ id: string; slug: string; name: string }>`
    select id, slug, name from products`.execute(db);
  for (const row of rows.rows) {
    const inputs = seedCarbon[row.slug];
    const record = inputs ? computeCarbonRecord(inputs) : keywordCarbonRecord(row.name);
    await sql`update products
      set carbon = ${JSON.stringify(record)}::jsonb, co2_saved_kg = ${co2SavedOf(record)}
      where id = ${row.id}`.execute(db);
  }
  await sql`alter table products alter column carbon set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop column carbon`.execute(db);
}
