import { type Kysely, sql } from 'kysely';

// Percent off on the price shown (decision 082). The shop shows each price with its GST, and
// the MRP includes GST (decision 029), so the badge is 1 − price with GST / MRP (core
// percentOffWithGst). products.discount_percent, the generated column the /shop filter "at
// least n % off" and the "biggest discount" order read (migration 0011; search_candidates of
// migration 0029 reads it by name), is worked out the same way: one unit's GST rounded to the
// paisa (an exact half up, as core's gstByRate), then the percent rounded as percentOff rounds
// it. PostgreSQL 15 cannot change a generated column's expression, so the column is made again
// with its index.

const percentOff = (price: string) => `case when mrp_paise > 0
  then greatest(0, round((mrp_paise - (${price})) * 100.0 / mrp_paise))::integer
  else 0 end`;

async function remake(db: Kysely<unknown>, price: string): Promise<void> {
  await sql`alter table products drop column discount_percent`.execute(db);
  await sql`alter table products add column discount_percent integer
    generated always as (${sql.raw(percentOff(price))}) stored`.execute(db);
  await sql`create index products_sort_discount_idx
    on products ((stock = 0), discount_percent desc, id)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await remake(db, 'price_paise + round(price_paise * gst_rate / 100.0)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await remake(db, 'price_paise');
}
