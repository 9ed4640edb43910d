import { type Kysely, sql } from 'kysely';

// GST rates per product (decision 073): each product carries one of the slabs in force since
// 22 September 2025 (0, 5, 18 or 40 %, core's GST_RATES), SPEC §9's 18 % for every product
// there is, and each order line keeps the rate it was sold at, so its invoice, credit notes and
// refunds are computed at that rate even after the product's changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column gst_rate integer not null default 18
    check (gst_rate in (0, 5, 18, 40))`.execute(db);
  await sql`alter table order_items add column gst_rate integer not null default 18
    check (gst_rate in (0, 5, 18, 40))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_items drop column gst_rate`.execute(db);
  await sql`alter table products drop column gst_rate`.execute(db);
}
