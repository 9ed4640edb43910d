import { type Kysely, sql } from 'kysely';

// Orders placed on the server (DESIGN.md §6.1), their returns, and the per-user records the
// carbon tracker and green rewards are computed from (§6.2). Statuses placed/shipped/delivered
// are derived from the time of placing (core/orders.ts); only cancellation is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_profiles (
      user_id text primary key references "user"(id) on delete cascade,
      saved_shipping jsonb,
      saved_payment_method text,
      carbon_goal_kg double precision not null default 1000 check (carbon_goal_kg > 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table orders (
      id text primary key default gen_random_uuid()::text,
      order_number text not null unique,
      user_id text not null references "user"(id) on delete cascade,
      idempotency_key text,
      payment_method text not null check (payment_method in ('credit-card', 'upi', 'cod')),
      shipping jsonb not null,
      subtotal_paise integer not null,
      shipping_paise integer not null,
      gst_paise integer not null,
      total_paise integer not null,
      savings_paise integer not null,
      carbon_saved_kg double precision not null,
      carbon_emitted_kg double precision not null,
      eco_products integer not null,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      unique (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index orders_user_idx on orders (user_id, created_at desc)`.execute(db);
  await sql`
    create table order_items (
      order_id text not null references orders(id) on delete cascade,
      product_id text not null references products(id),
      name text not null,
      image text not null,
      price_paise integer not null,
      mrp_paise integer,
      quantity integer not null check (quantity between 1 and 99),
      carbon_kg double precision not null,
      primary key (order_id, product_id)
    )`.execute(db);
  await sql`
    create table return_requests (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references "user"(id) on delete cascade,
      order_id text not null references orders(id) on delete cascade,
      product_id text not null references products(id),
      reason text not null,
      status text not null default 'requested' check (status in ('requested', 'approved', 'refunded', 'rejected')),
      created_at timestamptz not null default now(),
      unique (order_id, product_id)
    )`.execute(db);
  await sql`create index return_requests_user_idx on return_requests (user_id, created_at desc)`.execute(
    db,
  );
  // kg_co2e > 0: emitted; < 0: saved. source 'purchase' rows come from order lines (or the
  // purchase-impact call); 'activity' rows are what the user logs.
  await sql`
    create table carbon_entries (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references "user"(id) on delete cascade,
      source text not null check (source in ('purchase', 'activity')),
      category text not null,
      description text not null,
      quantity double precision,
      unit text,
      kg_co2e double precision not null,
      eco_units integer not null default 0,
      order_id text references orders(id) on delete cascade,
      product_id text references products(id) on delete set null,
      occurred_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index carbon_entries_user_idx on carbon_entries (user_id, occurred_at desc)`.execute(
    db,
  );
  await sql`
    create table reward_entries (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references "user"(id) on delete cascade,
      order_id text references orders(id) on delete cascade,
      points integer not null,
      reason text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index reward_entries_user_idx on reward_entries (user_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reward_entries',
    'carbon_entries',
    'return_requests',
    'order_items',
    'orders',
    'user_profiles',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
