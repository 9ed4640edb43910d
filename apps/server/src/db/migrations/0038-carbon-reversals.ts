import { co2SavedOf } from '@harit/core/carbon-figure';
import { computeCarbonRecord, type ProductCarbon } from '@harit/core/carbon-record';
import { type Kysely, sql } from 'kysely';

// Reversals shown where they happened, and the reviewed carbon factors (decision 077). A
// cancelled order's purchase entries, and the returned units of a line, were deleted or shrunk
// without a trace: the tracker's month dropped and nobody could see why. Now the entry stays
// and says what was taken out of it.
// - carbon_entries.reversed_units / reversed_kg: the units and kg CO2e (same sign as bought)
//   no longer counted; quantity and kg_co2e stay what still counts, so every sum of the tracker
//   reads as before. reversal: why ('cancelled', 'returned'); reversed_at: when, last time.
// - reward_entries.reversal: a negative entry that takes back what an order earned says why;
//   the ledger's other entries (earned, or spent elsewhere) have none. Existing reversals are
//   recognised by the reasons the workflows wrote ("Order #… cancelled", "…returned").
// - The factors were checked against published tables (decision 077: copper, cast iron and
//   aluminium corrected; unchecked ones cite 'estimate'): every computed record is worked out
//   again from its own inputs, so the shop shows the corrected figure. Past orders keep theirs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table carbon_entries
    add column reversed_units integer not null default 0,
    add column reversed_kg double precision not null default 0,
    add column reversal text check (reversal in ('cancelled', 'returned')),
    add column reversed_at timestamptz`.execute(db);
  await sql`alter table reward_entries
    add column reversal text check (reversal in ('cancelled', 'returned'))`.execute(db);
  await sql`update reward_entries set reversal = 'cancelled'
    where points < 0 and order_id is not null and reason like '% cancelled'`.execute(db);
  await sql`update reward_entries set reversal = 'returned'
    where points < 0 and order_id is not null and reason like '% returned'`.execute(db);
  const rows = await sql<{ id: string; carbon: ProductCarbon }>`
    select id, carbon from products where carbon->>'basis' = 'computed'`.execute(db);
  for (const row of rows.rows) {
    if (!row.carbon.inputs) continue;
    const record = computeCarbonRecord(row.carbon.inputs);
    await sql`update products
      set carbon = ${JSON.stringify(record)}::jsonb, co2_saved_kg = ${co2SavedOf(record)}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_entries drop column reversal`.execute(db);
  await sql`alter table carbon_entries
    drop column reversed_units, drop column reversed_kg, drop column reversal,
    drop column reversed_at`.execute(db);
}
