import { type Kysely, sql } from 'kysely';

// Orders are moved on by people, not by a clock (decision 024, replacing 007): the
// status and the time of each step are stored, and order_events is the timeline (who moved the
// order and when). actor_user_id is the staff member; null for the customer and the system.
// Existing orders take the status the elapsed-time rule gave them today (shipped after one
// hour, delivered after 24), once, with events at the times that rule implied.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column status text not null default 'placed'
        check (status in ('placed', 'packed', 'shipped', 'delivered', 'cancelled')),
      add column packed_at timestamptz,
      add column shipped_at timestamptz,
      add column delivered_at timestamptz,
      add column courier text,
      add column tracking_number text`.execute(db);
  await sql`
    create table order_events (
      id text primary key default gen_random_uuid()::text,
      order_id text not null references orders(id) on delete cascade,
      status text not null
        check (status in ('placed', 'packed', 'shipped', 'delivered', 'cancelled')),
      actor_user_id text references "user"(id) on delete set null,
      actor_name text not null,
      note text,
      courier text,
      tracking_number text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index order_events_order_idx on order_events (order_id, created_at, id)`.execute(
    db,
  );
  await sql`create index orders_status_idx on orders (status, created_at desc)`.execute(db);

  // The backfill: what orderStatus (decision 007) said at this moment, stored once.
  await sql`
    update orders set
      status = case
        when cancelled_at is not null then 'cancelled'
        when created_at <= now() - interval '24 hours' then 'delivered'
        when created_at <= now() - interval '1 hour' then 'shipped'
        else 'placed' end,
      shipped_at = case
        when cancelled_at is null and created_at <= now() - interval '1 hour'
        then created_at + interval '1 hour' end,
      delivered_at = case
        when cancelled_at is null and created_at <= now() - interval '24 hours'
        then created_at + interval '24 hours' end`.execute(db);
  await sql`
    insert into order_events (order_id, status, actor_name, created_at)
    select id, 'placed', 'Customer', created_at from orders`.execute(db);
  await sql`
    insert into order_events (order_id, status, actor_name, created_at)
    select id, 'cancelled', 'Customer', cancelled_at from orders where status = 'cancelled'`.execute(
    db,
  );
  await sql`
    insert into order_events (order_id, status, actor_name, created_at)
    select id, 'shipped', 'Harit', shipped_at from orders where shipped_at is not null`.execute(db);
  await sql`
    insert into order_events (order_id, status, actor_name, created_at)
    select id, 'delivered', 'Harit', delivered_at from orders where delivered_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table order_events`.execute(db);
  await sql`drop index orders_status_idx`.execute(db);
  await sql`
    alter table orders
      drop column status, drop column packed_at, drop column shipped_at,
      drop column delivered_at, drop column courier, drop column tracking_number`.execute(db);
}
