import { type Kysely, sql } from 'kysely';
import { BANDS, bandCondition } from './0027-search-candidates.ts';
import * as readings from './0028-search-readings.ts';

// Search p95 at 1,000,000 products (docs/decisions/038-search-at-scale.md, addendum
// "the shop's category filter inside the word index"). A search in one of the shop's categories
// (`?search=clay&category=solar`) had its category filter planned at each call (EXECUTE,
// migrations 0027 and 0028): PostgreSQL either ANDed each band's word bitmap with the category
// index's (at 1M a category's 85,000–285,000 entries, 8–15 ms a band: "clay" in Solar took
// 48 ms, where the band's own "clay" matches were ~4,000 rows) or, written so that no index
// answers it, filtered the band's word matches on the heap, which is 2–3× faster at 1M but reads
// every match of a broad word in every band when the category holds few of them (PGlite, 100k
// products: p95 57 ms against the AND's 24). Neither plan is right at both sizes.
//
// So the category is in the word index: each product's search_vector also holds the lexeme
// '#cat<category id>' (no position, as '#pop<tier>' of migration 0022: no shopper's words can
// produce it, and it changes neither ts_rank nor phrase matching), and a search in categories
// reads `search_vector @@ (reading && ('#cat<a>' | '#cat<b>'))` for each reading: one GIN scan
// whose AND skips through the category's posting list by the rarer words' items, as a
// multi-word search does. The function's category path is then one static query, planned once
// per connection like the other path (no EXECUTE, no planning at each call).
//
// The candidates, their ranks (ts_rank of the same `q`, which never names a '#' lexeme) and
// their number are those of migration 0028's function, which this replaces in place (same
// arguments): an instance of the build before gets the same answers from it. The column is
// generated, so a product moved to another category (or left without one) is indexed anew.

const POPULARITY_TIERS = 16;
const tier = sql`least(${sql.lit(POPULARITY_TIERS - 1)}, floor(log(2.0, (rating_count + 1)::numeric)))::integer`;

/** Migration 0023's search_vector, with the category lexeme when `withCategory`. */
function searchVector(withCategory: boolean) {
  const lexemes = withCategory
    ? sql`array_remove(array['#pop' || ${tier}::text, '#cat' || category_id], null)`
    : sql`array['#pop' || ${tier}::text]`;
  return sql`
    setweight(to_tsvector('english'::regconfig, name), 'A') ||
    setweight(to_tsvector('simple'::regconfig, name_hi), 'A') ||
    setweight(to_tsvector('english'::regconfig, description), 'B') ||
    setweight(to_tsvector('simple'::regconfig, description_hi), 'B') ||
    array_to_tsvector(${lexemes})`;
}

async function replaceSearchVector(db: Kysely<unknown>, withCategory: boolean) {
  // A generated column's expression cannot be altered in place: drop it (and its indexes, the
  // whole-table one and the bands' of migration 0027), add it, index it again.
  await sql`alter table products drop column search_vector`.execute(db);
  await sql`alter table products add column search_vector tsvector
    generated always as (${searchVector(withCategory)}) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
  for (const band of BANDS) {
    await sql`create index ${sql.ref(`products_search_band_${band.name}_idx`)}
      on products using gin (search_vector)
      where ${sql.raw(bandCondition(band, 'products'))}`.execute(db);
  }
}

/**
 * Migration 0028's candidates' query: a word arm and a category arm per band under one limit.
 * `words` is the array of readings the word arms scan; `inCategories` adds the shop's category
 * filter to the category arms (the word arms have it in `words`). `price` is the column the price
 * range filter reads (price_paise here; the price with GST from migration 0044).
 */
function candidatesQuery(words: string, inCategories: boolean, price: string): string {
  const filters = [
    'p.archived_at is null',
    `(min_price is null or p.${price} >= min_price)`,
    `(max_price is null or p.${price} <= max_price)`,
    '(min_rating is null or p.rating >= min_rating)',
    '(in_stock is not true or p.stock > 0)',
    '(min_discount is null or p.discount_percent >= min_discount)',
  ].join(' and ');
  const inCategory = inCategories ? ' and p.category_id = any(category_ids)' : '';
  const columns = 'p.id, p.stock, p.rating_count, ts_rank(p.search_vector, q)';
  const arms = BANDS.flatMap((band) => {
    const lexemes = band.tiers.map((tier) => `''#pop${tier}''`).join(' | ');
    return [
      `(select ${columns} from products p
        where ${filters} and p.search_vector @@ any(${words})
          and ${bandCondition(band, 'p')})`,
      `(select ${columns} from products p
        where ${filters}${inCategory} and cardinality(named) > 0 and p.category_id = any(named)
          and not (p.search_vector @@ q) and p.search_vector @@ '${lexemes}'::tsquery)`,
    ];
  });
  return `${arms.join(' union all ')} limit wanted`;
}

const ARGUMENTS = `q tsquery, readings tsquery[], named text[], wanted integer, category_ids text[],
  min_price integer, max_price integer, min_rating double precision, in_stock boolean,
  min_discount integer`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceSearchVector(db, true);
  await createSearchCandidates(db);
}

/** Each reading ANDed with the categories' lexemes; no category (an unknown one) matches nothing. */
export async function createSearchCandidates(
  db: Kysely<unknown>,
  price: 'price_paise' | 'price_with_gst_paise' = 'price_paise',
): Promise<void> {
  await sql`
    create or replace function search_candidates(${sql.raw(ARGUMENTS)})
    returns table (id text, stock integer, rating_count integer, rank real)
    language plpgsql stable
    set plan_cache_mode = force_generic_plan
    as $fn$
    declare
      in_categories tsquery[];
    begin
      if category_ids is null then
        return query ${sql.raw(candidatesQuery('readings', false, price))};
      else
        in_categories := array(
          select reading && (
            select string_agg(quote_literal('#cat' || category_id), ' | ')
            from unnest(category_ids) as category_id)::tsquery
          from unnest(readings) as reading);
        return query ${sql.raw(candidatesQuery('in_categories', true, price))};
      end if;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSearchVector(db, false);
  await readings.down(db);
  await readings.up(db);
}
