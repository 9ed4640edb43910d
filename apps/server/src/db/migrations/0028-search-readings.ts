import { type Kysely, sql } from 'kysely';
import { BANDS } from './0027-search-candidates.ts';

// Search p95 at 1,000,000 products (docs/decisions/038-search-at-scale.md, addendum
// 2026-11-27 (later)). A search's tsquery is an OR of readings: the words as typed, the words
// each widened by its synonyms, two neighbours joined, one word split (repository.ts
// searchReadings). GIN evaluated that OR as one scan key: every lexeme of every reading was an
// entry of the one key, so for each item of the rarest entries GIN advanced all the others'
// posting lists and evaluated the whole query, and a reading that can match nothing (a joined
// word no product has) still made the other readings' common lexemes ("light", a synonym of
// "lamp", is in a fifth of the descriptions) walk their lists. Measured at 1,000,000 products,
// in the lowest band's index: "neem wood study lamp" 15.6 ms as one tsquery, 9.6 ms with each
// reading scanned on its own and the bitmaps ORed, of which the three joined-word readings
// 0.07 ms each.
//
// search_candidates therefore takes the readings as an array beside the whole tsquery: a band's
// rows are found with `search_vector @@ any(readings)` — a bitmap index scan per reading on the
// band's index, ORed, PostgreSQL's way with an array on an index that has no array search of its
// own — which matches exactly the rows `search_vector @@ q` matches, and `q` (the readings ORed,
// as before) still ranks them (ts_rank: the same query, so the same rank) and keeps a named
// category's products that match the words out of its arm. The candidates, their order (each
// band in table order) and their number are unchanged; only how a band's matches are found is.

/** A band's rating_count condition on `table`, with its bounds written out (as migration 0027's). */
function bandCondition(band: (typeof BANDS)[number], table: string): string {
  return [
    ...(band.min !== undefined ? [`${table}.rating_count >= ${band.min}`] : []),
    ...(band.below !== undefined ? [`${table}.rating_count < ${band.below}`] : []),
  ].join(' and ');
}

/** The function's arguments, in order: as the static query names them and as EXECUTE numbers them. */
const ARGUMENTS = [
  'q tsquery',
  'readings tsquery[]',
  'named text[]',
  'wanted integer',
  'category_ids text[]',
  'min_price integer',
  'max_price integer',
  'min_rating double precision',
  'in_stock boolean',
  'min_discount integer',
];

/**
 * The candidates' query: a word arm and a category arm per band under one limit. `arg` names an
 * argument; `byCategory` adds the shop's category filter, left out of the static query (below).
 */
function candidatesQuery(arg: (name: string) => string, byCategory: boolean): string {
  const onSale = [
    'p.archived_at is null',
    ...(byCategory ? [`p.category_id = any(${arg('category_ids')})`] : []),
    `(${arg('min_price')} is null or p.price_paise >= ${arg('min_price')})`,
    `(${arg('max_price')} is null or p.price_paise <= ${arg('max_price')})`,
    `(${arg('min_rating')} is null or p.rating >= ${arg('min_rating')})`,
    `(${arg('in_stock')} is not true or p.stock > 0)`,
    `(${arg('min_discount')} is null or p.discount_percent >= ${arg('min_discount')})`,
  ].join(' and ');
  const q = arg('q');
  const named = arg('named');
  const columns = `p.id, p.stock, p.rating_count, ts_rank(p.search_vector, ${q})`;
  const arms = BANDS.flatMap((band) => {
    const lexemes = band.tiers.map((tier) => `''#pop${tier}''`).join(' | ');
    return [
      `(select ${columns} from products p
        where ${onSale} and p.search_vector @@ any(${arg('readings')})
          and ${bandCondition(band, 'p')})`,
      `(select ${columns} from products p
        where ${onSale} and cardinality(${named}) > 0 and p.category_id = any(${named})
          and not (p.search_vector @@ ${q}) and p.search_vector @@ '${lexemes}'::tsquery)`,
    ];
  });
  return `${arms.join(' union all ')} limit ${arg('wanted')}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A function of its own (an overload: other arguments), so an instance of the build before,
  // still running while a new one starts on the same database, keeps its own. As migration 0027's: the static query planned once per connection (generic plan), and with
  // the shop's category filter planned at each call with the categories known (EXECUTE).
  const names = ARGUMENTS.map((argument) => argument.split(' ')[0]!);
  const numbered = (name: string) => `$${names.indexOf(name) + 1}`;
  await sql`
    create function search_candidates(${sql.raw(ARGUMENTS.join(', '))})
    returns table (id text, stock integer, rating_count integer, rank real)
    language plpgsql stable
    set plan_cache_mode = force_generic_plan
    as $fn$
    begin
      if category_ids is null then
        return query ${sql.raw(candidatesQuery((name) => name, false))};
      else
        return query execute ${sql.lit(candidatesQuery(numbered, true))}
          using ${sql.raw(names.join(', '))};
      end if;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const types = ARGUMENTS.map((argument) => argument.slice(argument.indexOf(' ') + 1));
  await sql`drop function search_candidates(${sql.raw(types.join(', '))})`.execute(db);
}
