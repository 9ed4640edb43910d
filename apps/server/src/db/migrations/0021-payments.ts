import { type Kysely, sql } from 'kysely';

// Payments (decisions 032 and 033), owned by the payments feature:
// - payments: one row per order, its payment status (core payments.ts) and the provider's ids.
//   It copies the order's number, owner and amount so the feature answers without reading the
//   orders tables (decision 011). The row is locked (FOR UPDATE) by whatever settles it — the
//   provider's webhook, the Checkout handler, the expiry sweeper — so exactly one of them wins.
// - payment_attempts: each confirmation or failure a provider reported, for the order page's
//   "why did it fail" and for support.
// - payment_events: every webhook event id processed, so a replayed event changes nothing.
// - payment_refunds: money to send back, queued in the transaction that decided it (a
//   cancellation, a refunded return, a payment that arrived after expiry) and sent by the
//   sweeper after commit, as the mail outbox does (decision 023): a provider's answer is never
//   awaited inside a transaction that may roll back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payments (
      order_id text primary key references orders(id) on delete cascade,
      order_number text not null unique,
      user_id text not null references "user"(id) on delete cascade,
      method text not null check (method in ('credit-card', 'upi', 'cod')),
      provider text not null,
      status text not null check (status in
        ('pay-on-delivery', 'pending', 'failed', 'paid', 'refunded', 'cancelled', 'expired')),
      amount_paise integer not null check (amount_paise >= 0),
      provider_order_id text unique,
      provider_payment_id text,
      failure_reason text,
      -- card and UPI: when the order is cancelled if still unpaid (null once settled or COD)
      pay_by timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The sweeper's question: unpaid online orders, oldest first.
  await sql`
    create index payments_unpaid_idx on payments (pay_by)
    where status in ('pending', 'failed')`.execute(db);
  await sql`create index payments_user_unpaid_idx on payments (user_id)
    where status in ('pending', 'failed')`.execute(db);
  await sql`
    create table payment_attempts (
      id text primary key default gen_random_uuid()::text,
      order_id text not null references payments(order_id) on delete cascade,
      provider_payment_id text,
      outcome text not null check (outcome in ('paid', 'failed')),
      detail text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_attempts_order_idx on payment_attempts (order_id, created_at)`.execute(
    db,
  );
  await sql`
    create table payment_events (
      provider text not null,
      event_id text not null,
      event text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    )`.execute(db);
  await sql`
    create table payment_refunds (
      id text primary key default gen_random_uuid()::text,
      key text not null unique,
      order_id text not null references payments(order_id) on delete cascade,
      amount_paise integer not null check (amount_paise > 0),
      reason text not null,
      status text not null default 'pending' check (status in ('pending', 'processed', 'failed')),
      provider_refund_id text,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      processed_at timestamptz
    )`.execute(db);
  await sql`
    create index payment_refunds_due_idx on payment_refunds (next_attempt_at)
    where status = 'pending'`.execute(db);
  // Orders placed before payments existed: cash on delivery as "Pay on delivery" (paid if
  // delivered), card and UPI as paid (the simulated checkout accepted them), cancelled ones as
  // not charged.
  await sql`
    insert into payments (order_id, order_number, user_id, method, provider, status, amount_paise, paid_at, created_at)
    select id, order_number, user_id, payment_method,
      case when payment_method = 'cod' then 'cod' else 'test' end,
      case
        when status = 'cancelled' then 'cancelled'
        when payment_method = 'cod' and status <> 'delivered' then 'pay-on-delivery'
        else 'paid'
      end,
      total_paise,
      case
        when status = 'cancelled' then null
        when payment_method = 'cod' then delivered_at
        else created_at
      end,
      created_at
    from orders`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_refunds`.execute(db);
  await sql`drop table payment_events`.execute(db);
  await sql`drop table payment_attempts`.execute(db);
  await sql`drop table payments`.execute(db);
}
