import { type Kysely, sql } from 'kysely';

// Decision 049: an order changes products.stock, and until now every such update
// notified 'catalog_changed' with no payload, which empties every instance's whole catalogue
// cache — under load (an order every ~20 ms) nothing stayed cached. An update of products now
// says what it changed, once per statement (its transition tables):
// - only stock, in at most STOCK_IDS_MAX products, none going to or from zero: the payload is
//   'stock:<id>,<id>…' and the cache refreshes just those products' stock in the answers that
//   show them (features/catalog/cache.ts). A zero crossing changes which products an
//   "in stock" filter, the featured list or the out-of-stock-last order includes, so it does
//   not qualify;
// - anything else: the empty payload, as before (the whole cache is dropped);
// - no row at all (an order's conditional stock decrement that found too few): nothing.
// Inserts, deletes and truncates keep the statement trigger of migration 0006.
const STOCK_IDS_MAX = 100; // 100 uuids and commas fit well inside NOTIFY's 8000-byte payload

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_products_updated() returns trigger language plpgsql as $$
    declare
      changed integer;
      stock_only integer;
      ids text;
    begin
      select count(*) into changed from new_rows;
      if changed = 0 then
        return null;
      end if;
      if changed <= ${sql.lit(STOCK_IDS_MAX)} then
        select count(*), string_agg(n.id::text, ',') into stock_only, ids
          from new_rows n join old_rows o on o.id = n.id
          where (o.stock = 0) = (n.stock = 0)
            and to_jsonb(o) - 'stock' = to_jsonb(n) - 'stock';
        if stock_only = changed then
          perform pg_notify('catalog_changed', 'stock:' || ids);
          return null;
        end if;
      end if;
      perform pg_notify('catalog_changed', '');
      return null;
    end $$`.execute(db);
  await sql`drop trigger products_changed on products`.execute(db);
  await sql`
    create trigger products_changed
    after insert or delete or truncate on products
    for each statement execute function notify_catalog_changed()`.execute(db);
  await sql`
    create trigger products_updated
    after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function notify_products_updated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_updated on products`.execute(db);
  await sql`drop trigger products_changed on products`.execute(db);
  await sql`
    create trigger products_changed
    after insert or update or delete or truncate on products
    for each statement execute function notify_catalog_changed()`.execute(db);
  await sql`drop function notify_products_updated()`.execute(db);
}
