import { type Kysely, sql } from 'kysely';

// Search p95 (docs/decisions/038-search-at-scale.md, addendum 2026-11-27). A relevance
// search reads its matches by popularity band, most popular first, until it has one more
// candidate than a list counts (decision 038). Two costs of that read are removed here:
//
// - Each band was one scan of the one GIN index with the band's '#pop<n>' lexeme (migration
//   0022) as one more AND term, so every band intersected the search's posting lists with the
//   band's: eight intersections with long lists per search (the lowest band holds most
//   products). A partial GIN index per band holds only that band's products, so a band's scan
//   walks the search's words within the band alone and the eight scans together read each
//   matching entry once.
// - The statement of sixteen arms (a word arm and a category arm per band) was planned for
//   every search: 0.9–2.5 ms of the database's CPU, as much as running it. In a PL/pgSQL
//   function the same read is planned once per connection and the plan kept
//   (force_generic_plan: the search's tsquery is unknown when planning either way, as it was
//   when the statement read it from a CTE, so the generic plan is the plan a search got before).
//
// Bands by rating_count, written out: tier t = floor(log2(rating_count + 1)) starts at
// rating_count 2^t - 1, so these are migration 0022's bands [15], [14], [13], [12], [11, 10],
// [9, 8], [7 … 4], [3 … 0]. A band's word arm repeats its index's condition, which is how
// PostgreSQL knows the index serves it. The category arm (products of a category the search
// names that do not match its words) keeps the band's '#pop' lexemes: with the rating_count
// condition PostgreSQL read a whole band index for its condition alone. Exported for the test
// that holds the two definitions of a band to one another (search-candidates.test.ts).
export const BANDS: { name: string; min?: number; below?: number; tiers: number[] }[] = [
  { name: '15', min: 32767, tiers: [15] },
  { name: '14', min: 16383, below: 32767, tiers: [14] },
  { name: '13', min: 8191, below: 16383, tiers: [13] },
  { name: '12', min: 4095, below: 8191, tiers: [12] },
  { name: '10', min: 1023, below: 4095, tiers: [11, 10] },
  { name: '8', min: 255, below: 1023, tiers: [9, 8] },
  { name: '4', min: 15, below: 255, tiers: [7, 6, 5, 4] },
  { name: '0', below: 15, tiers: [3, 2, 1, 0] },
];

/** A band's rating_count condition on `table`, with its bounds written out. */
export function bandCondition(band: (typeof BANDS)[number], table: string): string {
  return [
    ...(band.min !== undefined ? [`${table}.rating_count >= ${band.min}`] : []),
    ...(band.below !== undefined ? [`${table}.rating_count < ${band.below}`] : []),
  ].join(' and ');
}

/** The function's arguments, in order: as the static query names them and as EXECUTE numbers them. */
const ARGUMENTS = [
  'q tsquery',
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
 * The candidates' query: sixteen arms under one limit. `arg` names an argument; `byCategory`
 * adds the shop's category filter, left out of the static query (below).
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
        where ${onSale} and p.search_vector @@ ${q} and ${bandCondition(band, 'p')})`,
      `(select ${columns} from products p
        where ${onSale} and cardinality(${named}) > 0 and p.category_id = any(${named})
          and not (p.search_vector @@ ${q}) and p.search_vector @@ '${lexemes}'::tsquery)`,
    ];
  });
  return `${arms.join(' union all ')} limit ${arg('wanted')}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const band of BANDS) {
    await sql`create index ${sql.ref(`products_search_band_${band.name}_idx`)}
      on products using gin (search_vector)
      where ${sql.raw(bandCondition(band, 'products'))}`.execute(db);
  }
  // The candidates of a relevance search: the products matching `q`, band by band, each band's
  // products of the categories in `named` that do not match `q` after its word matches, with
  // the shop's filters (null: not filtered), at most `wanted` of them. The caller ranks and
  // pages them (features/catalog/repository.ts).
  //
  // With the shop's category filter the query is planned at each call (EXECUTE) with the
  // categories known, as before: PostgreSQL then reads the category's index beside the band's
  // (a BitmapAnd), while a plan made for any list of categories takes the filter to keep most
  // products and reads the whole band (measured: 1.5× the CPU for "cotton" in Kitchen).
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
  await sql`drop function search_candidates`.execute(db);
  for (const band of BANDS) {
    await sql`drop index ${sql.ref(`products_search_band_${band.name}_idx`)}`.execute(db);
  }
}
