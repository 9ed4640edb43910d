import { type Kysely, sql } from 'kysely';

// Wishlist and cart: one row per user and product. Both reference Better Auth's
// "user" table with ON DELETE CASCADE, so deleting an account removes its lines; a product
// that leaves the catalogue leaves every wishlist and cart with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wishlist_items (
      user_id text not null references "user"(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
  // Cascading a product delete scans by product_id; the primary key leads with user_id.
  await sql`create index wishlist_items_product_idx on wishlist_items (product_id)`.execute(db);

  // 99 = MAX_LINE_QUANTITY in @harit/core/validation: the database refuses what the API refuses.
  await sql`
    create table cart_items (
      user_id text not null references "user"(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      quantity integer not null check (quantity between 1 and 99),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
  await sql`create index cart_items_product_idx on cart_items (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cart_items`.execute(db);
  await sql`drop table wishlist_items`.execute(db);
}
