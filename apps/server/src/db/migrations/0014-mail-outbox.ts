import { type Kysely, sql } from 'kysely';

// The mail outbox (decision 023): a mail to a customer is a row written in the
// transaction of the change it tells about, sent by a worker after that transaction commits.
// `key` is unique, so the same news (e.g. order-shipped:<orderId>) is never queued twice.
// An insert notifies 'mail_queued' when its transaction commits, which wakes every instance's
// worker at once; the workers also poll, in case a notification is missed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outbox_mails (
      id text primary key default gen_random_uuid()::text,
      key text not null unique,
      recipient text not null,
      template text not null,
      data jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`
    create index outbox_mails_due_idx on outbox_mails (next_attempt_at)
    where status = 'pending'`.execute(db);
  await sql`
    create function notify_mail_queued() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mail_queued', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger outbox_mails_queued after insert on outbox_mails
    for each statement execute function notify_mail_queued()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger outbox_mails_queued on outbox_mails`.execute(db);
  await sql`drop function notify_mail_queued()`.execute(db);
  await sql`drop table outbox_mails`.execute(db);
}
