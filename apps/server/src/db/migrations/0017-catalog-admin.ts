import { type Kysely, sql } from 'kysely';

// The merchant's catalogue (docs/decisions/026-catalogue-management.md):
// - products.archived_at: an archived product leaves the shop (lists, search, its page, carts,
//   new orders) but keeps its row, so old orders keep their lines.
// - stock_adjustments: every change of stock a person makes, with its reason; written in the
//   transaction that changes products.stock, under that product's row lock.
// - categories.position stays the shop's order; a category is deleted only while it has no
//   product (decision 026).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column archived_at timestamptz`.execute(db);
  // The console's low-stock list and "archived" filter.
  await sql`create index products_low_stock_idx on products (stock, id)
    where archived_at is null`.execute(db);
  await sql`
    create table stock_adjustments (
      id text primary key default gen_random_uuid()::text,
      product_id text not null references products(id) on delete cascade,
      delta integer not null check (delta <> 0),
      reason text not null check (reason in ('received', 'damaged', 'returned', 'lost', 'correction')),
      note text,
      stock_after integer not null check (stock_after >= 0),
      actor_user_id text references "user"(id) on delete set null,
      actor_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index stock_adjustments_product_idx
    on stock_adjustments (product_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stock_adjustments`.execute(db);
  await sql`drop index products_low_stock_idx`.execute(db);
  await sql`alter table products drop column archived_at`.execute(db);
}
