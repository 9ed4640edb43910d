import { type Kysely, sql } from 'kysely';

// Selling (decision 074): coupons, green points spent at checkout, and back-in-stock requests.
// - coupons (feature coupons): value is a percent (1–100) or paise by type; `used` counts the
//   orders holding a use, raised by a conditional update so the last use goes to one order only
//   (the row lock makes a second order wait and then find none left), lowered on cancel.
// - coupon_redemptions: one row per order that used a coupon, so a customer's uses are counted.
// - orders.coupon_code / coupon_paise / points_spent / points_paise and order_items.discount_paise:
//   each line's share of the discounts (and of it the points'), what GST was charged on (price ×
//   quantity − discount); invoice_lines.discount_paise prints it on the invoice (Rule 46(f)).
// - reward_entries.spent: points spent on an order, apart from those it earned, so reversing
//   what an order earned never touches what it spent.
// - stock_alerts (feature catalog): who asked to be told when a product is back; notified_at set
//   when the mail is queued, so a restock mails each of them once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupons (
      id text primary key default gen_random_uuid()::text,
      code text not null unique,
      type text not null check (type in ('percent', 'flat')),
      value integer not null check (value > 0),
      min_subtotal_paise integer not null default 0 check (min_subtotal_paise >= 0),
      starts_at timestamptz,
      ends_at timestamptz,
      total_uses integer check (total_uses > 0),
      per_customer_limit integer check (per_customer_limit > 0),
      category text,
      product_id text references products(id) on delete set null,
      paused boolean not null default false,
      used integer not null default 0 check (used >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (type <> 'percent' or value <= 100),
      check (total_uses is null or used <= total_uses)
    )`.execute(db);
  await sql`
    create table coupon_redemptions (
      order_id text primary key references orders(id) on delete cascade,
      coupon_id text not null references coupons(id) on delete cascade,
      user_id text not null references "user"(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index coupon_redemptions_user on coupon_redemptions (coupon_id, user_id)`.execute(
    db,
  );
  await sql`
    alter table orders
      add column coupon_code text,
      add column coupon_paise integer not null default 0,
      add column points_spent integer not null default 0,
      add column points_paise integer not null default 0`.execute(db);
  await sql`
    alter table order_items
      add column discount_paise integer not null default 0,
      add column points_paise integer not null default 0`.execute(db);
  await sql`alter table invoice_lines add column discount_paise integer not null default 0`.execute(
    db,
  );
  await sql`alter table reward_entries add column spent boolean not null default false`.execute(db);
  await sql`
    create table stock_alerts (
      user_id text not null references "user"(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      created_at timestamptz not null default now(),
      notified_at timestamptz,
      primary key (user_id, product_id)
    )`.execute(db);
  await sql`create index stock_alerts_waiting on stock_alerts (product_id) where notified_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stock_alerts`.execute(db);
  await sql`alter table reward_entries drop column spent`.execute(db);
  await sql`alter table invoice_lines drop column discount_paise`.execute(db);
  await sql`alter table order_items drop column discount_paise, drop column points_paise`.execute(
    db,
  );
  await sql`
    alter table orders drop column coupon_code, drop column coupon_paise,
      drop column points_spent, drop column points_paise`.execute(db);
  await sql`drop table coupon_redemptions`.execute(db);
  await sql`drop table coupons`.execute(db);
}
