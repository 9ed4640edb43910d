import { type Kysely, sql } from 'kysely';

// Decision 044 (addendum): a support request remembers the language it was written
// in, so a staff reply's e-mail to a guest (who has no account to hold a language) is in the
// guest's language, not in the language of the staff member's request. Requests sent before
// were answered in English: they keep 'en'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table support_tickets
    add column language text not null default 'en'
      constraint support_tickets_language_check check (language in ('en', 'hi'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table support_tickets drop column language`.execute(db);
}
