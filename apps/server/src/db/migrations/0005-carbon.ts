import { type Kysely, sql } from 'kysely';

// The carbon tracker's activity log and demo account. carbon_entries comes from
// 0004; activities add the kind the shopper chose (car, electricity, ...) and a note, and the
// demo account's generated rows are marked so every start can rebuild them (demo-seed.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table carbon_entries add column activity text`.execute(db);
  await sql`alter table carbon_entries add column note text`.execute(db);
  await sql`alter table carbon_entries add column seed text check (seed in ('demo'))`.execute(db);
  await sql`alter table carbon_entries add constraint carbon_entries_activity_kind
    check (source <> 'activity' or activity is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table carbon_entries drop constraint carbon_entries_activity_kind`.execute(db);
  for (const column of ['seed', 'note', 'activity']) {
    await sql`alter table carbon_entries drop column ${sql.ref(column)}`.execute(db);
  }
}
