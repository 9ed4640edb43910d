import { type Kysely, sql } from 'kysely';

// GST rates per product (decision 073): each product carries one of the slabs in force since
// 22 September 2025 (0, 5, 18 or 40 %, core's GST_RATES), SPEC §9's 18 % for every product
// there is, and each order line keeps the rate it was sold at, so its invoice, credit notes and
// refunds are computed at that rate even after the product's changes. A business buyer's GSTIN
// and legal name, given at checkout, stay with the order for its B2B tax invoice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column gst_rate integer not null default 18
    check (gst_rate in (0, 5, 18, 40))`.execute(db);
  await sql`alter table order_items add column gst_rate integer not null default 18
    check (gst_rate in (0, 5, 18, 40))`.execute(db);
  await sql`alter table orders add column buyer_gstin text`.execute(db);
  await sql`alter table orders add column buyer_legal_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column buyer_legal_name`.execute(db);
  await sql`alter table orders drop column buyer_gstin`.execute(db);
  await sql`alter table order_items drop column gst_rate`.execute(db);
  await sql`alter table products drop column gst_rate`.execute(db);
}
