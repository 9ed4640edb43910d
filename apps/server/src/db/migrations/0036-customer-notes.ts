import { type Kysely, sql } from 'kysely';

// The shop's own note about a customer (decision 075): one per customer, written by staff in the
// console, never shown to the customer. Gone with the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customer_notes (
      user_id text primary key references "user"(id) on delete cascade,
      note text not null,
      updated_by_user_id text,
      updated_by_name text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table customer_notes`.execute(db);
}
