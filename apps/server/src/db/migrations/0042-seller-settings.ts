import { type Kysely, sql } from 'kysely';

// The seller's settings saved in the console (decision 083): one row, absent until an admin
// first saves them (the server's SELLER_* variables are in force until then). A credit note
// keeps a copy of the seller it was issued by, as an invoice does (decision 030); notes issued
// before have none and print their invoice's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seller_settings (
      id smallint primary key default 1 check (id = 1),
      legal_name text not null,
      address text not null,
      gstin text not null,
      state text not null,
      invoice_prefix text not null,
      signatory text not null,
      updated_by_user_id text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table credit_notes add column seller jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_notes drop column seller`.execute(db);
  await sql`drop table seller_settings`.execute(db);
}
