import { type Kysely, sql } from 'kysely';

// Customer care: support requests with a human-friendly reference. A signed-in
// shopper's tickets reference "user"(id) on delete cascade, so deleting the account removes
// them; a signed-out shopper's ticket has no user, only the e-mail to reply to.
// The topic and status lists mirror SUPPORT_TOPICS and SUPPORT_TICKET_STATUSES in
// @harit/core/validation as they were when this shipped: a later change to either list needs a
// new migration that replaces the check, never an edit here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_tickets (
      id text primary key default gen_random_uuid()::text,
      reference text not null unique,
      user_id text references "user"(id) on delete cascade,
      email text not null,
      topic text not null check (topic in (
        'order', 'delivery', 'returns', 'payment', 'product', 'account', 'carbon', 'grievance',
        'other'
      )),
      order_number text,
      message text not null check (length(message) between 10 and 2000),
      status text not null default 'open' check (status in ('open', 'in-progress', 'resolved')),
      created_at timestamptz not null default now()
    )`.execute(db);
  // The shopper's list: own tickets, newest first.
  await sql`create index support_tickets_user_idx on support_tickets (user_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table support_tickets`.execute(db);
}
