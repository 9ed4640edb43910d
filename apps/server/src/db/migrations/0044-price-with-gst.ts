import { type Kysely, sql } from 'kysely';
import { createSearchCandidates } from './0029-search-category-filter.ts';

// The /shop price range filter and price orders on the price a shopper sees (decision 082).
// products.price_with_gst_paise is one unit's price with its GST, as core's unitPriceWithGst:
// the price in paise plus that rate's GST rounded to the paisa (an exact half up, as gstByRate;
// PostgreSQL's round is half away from zero, the same for these positive numbers) — the
// expression migration 0043 gave discount_percent. The "price, low to high" and "high to low"
// indexes of migration 0011 are made again on it, and migration 0029's search function compares
// the filter's bounds with it. The API's minPrice and maxPrice are then the shown rupees.

const PRICE_WITH_GST = 'price_paise + round(price_paise * gst_rate / 100.0)::integer';

async function sortIndexes(db: Kysely<unknown>, price: string): Promise<void> {
  await sql`create index products_sort_price_asc_idx
    on products ((stock = 0), ${sql.raw(price)}, id)`.execute(db);
  await sql`create index products_sort_price_desc_idx
    on products ((stock = 0), ${sql.raw(price)} desc, id)`.execute(db);
}

async function dropSortIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`drop index products_sort_price_asc_idx`.execute(db);
  await sql`drop index products_sort_price_desc_idx`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column price_with_gst_paise integer
    generated always as (${sql.raw(PRICE_WITH_GST)}) stored`.execute(db);
  await dropSortIndexes(db);
  await sortIndexes(db, 'price_with_gst_paise');
  await createSearchCandidates(db, 'price_with_gst_paise');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createSearchCandidates(db, 'price_paise');
  await dropSortIndexes(db);
  await sortIndexes(db, 'price_paise');
  await sql`alter table products drop column price_with_gst_paise`.execute(db);
}
