import { type Kysely, sql } from 'kysely';

// Every write to the catalogue (an edit, a stock change by an order or a cancellation)
// notifies 'catalog_changed' when its transaction commits, so every server instance can drop
// its cached catalogue responses at once (features/catalog/cache.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalog_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed', '');
      return null;
    end $$`.execute(db);
  for (const table of ['products', 'categories']) {
    await sql`
      create trigger ${sql.raw(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalog_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_changed on products`.execute(db);
  await sql`drop trigger categories_changed on categories`.execute(db);
  await sql`drop function notify_catalog_changed()`.execute(db);
}
