// All catalogue SQL. Rows are mapped to the API's JSON shape (SPEC.md §3) here, once.
import { DEFAULT_LANGUAGE, type Language } from '@harit/core/language';
import type { ProductSort } from '@harit/core/limits';
import { PRODUCT_COUNT_LIMIT, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '@harit/core/limits';
import { fromPaise, toPaise, unitPriceWithGst } from '@harit/core/money';
import type { Category, Product, ProductSuggestions } from '@harit/core/types';
import { type CursorKeys, encodeCursor } from '@harit/core/validation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { CatalogCache } from './cache.ts';
import {
  closestWord,
  isHindiWord,
  MAX_FALLBACK_WORDS,
  mayNameCategory,
  searchVariants,
  searchWords,
  splitCandidates,
  synonymsOf,
  usesSearchSyntax,
  wordSubsets,
} from './search-terms.ts';
import { inLanguage, type ProductRow, productColumns, toProduct } from './service.ts';

export interface ProductFilter {
  category?: string;
  search?: string;
  sort?: ProductSort;
  /** rupees */
  minPrice?: number;
  /** rupees */
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  minDiscount?: number;
  limit: number;
  offset: number;
  /** Keyset paging: the sort keys of the previous page's last product. */
  cursor?: CursorKeys;
  /** Names and descriptions in Hindi where the catalogue has them; English by default. */
  lang?: Language;
}

export interface ProductPage {
  items: Product[];
  /** Exact up to PRODUCT_COUNT_LIMIT; beyond it PRODUCT_COUNT_LIMIT with totalAtLeast. */
  total: number;
  totalAtLeast: boolean;
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** The search as corrected for typos, when the search as typed found nothing and this did. */
  correctedSearch?: string;
  /**
   * Set when no product matched every word and these are the products matching the most of
   * them (decision 060): how many of how many words each matches.
   */
  partialMatch?: { matched: number; of: number };
}

type Tsquery = RawBuilder<unknown>;

/** A search's readings (searchReadings): the tsquery is their OR. */
interface Readings {
  all: Tsquery[];
  /** The search's words ANDed, when the second reading widens them by their synonyms. */
  plainWords: Tsquery | null;
}

/**
 * The word lists a search consults besides the products: the synonyms a merchant keeps
 * (search_synonyms), the words of product and category names (search_words) and the
 * categories. Small, and changed only with the catalogue, so they are kept in memory until it
 * changes (decision 038, 2026-11-25): a search is then one statement instead of three to five.
 */
interface SearchVocabulary {
  /** word → its direct synonyms */
  synonyms: Map<string, string[]>;
  /** the words of product and category names, three letters or more */
  words: string[];
  wordSet: Set<string>;
  categories: { id: string; name: string; slug: string }[];
}

/**
 * One key of a listing's order: its SQL, its direction, and how to read it from a result row
 * (for the next page's cursor).
 */
interface SortKey {
  sql: RawBuilder<unknown>;
  desc: boolean;
  of: (row: ListedRow) => string | number | boolean;
}

/** A listed product with the columns its order may read. */
type ListedRow = ProductRow & {
  discount_percent: number;
  co2_saved_kg: number;
  price_with_gst_paise: number;
  rank?: number;
};

/** A count of matches read up to PRODUCT_COUNT_LIMIT + 1: beyond the limit, "at least". */
function cappedTotal(counted: number) {
  return counted > PRODUCT_COUNT_LIMIT
    ? { total: PRODUCT_COUNT_LIMIT, totalAtLeast: true }
    : { total: counted, totalAtLeast: false };
}

/** The words suggestions match, as migration 0023's GIN indexes hold them: both names'. */
const productNameWords = sql`to_tsvector('simple', p.name || ' ' || p.name_hi)`;
const categoryNameWords = sql`to_tsvector('simple', c.name || ' ' || c.name_hi)`;

export function createCatalogRepository(db: Db, cache: CatalogCache) {
  /** The search vocabulary, read in one statement when the catalogue has changed. */
  const vocabulary = cache.remember(async (): Promise<SearchVocabulary> => {
    const rows = await sql<{
      kind: 'synonym' | 'word' | 'category';
      a: string;
      b: string;
      c: string;
    }>`
      select 'synonym' as kind, word as a, synonym as b, null as c from search_synonyms
      union all
      select 'word', word, null, null from search_words
      union all
      select 'category', id, name, slug from categories
      union all
      select 'category', id, name_hi, slug from categories where name_hi <> ''`.execute(db);
    const known: SearchVocabulary = {
      synonyms: new Map(),
      words: [],
      wordSet: new Set(),
      categories: [],
    };
    for (const row of rows.rows) {
      if (row.kind === 'synonym')
        known.synonyms.set(row.a, [...(known.synonyms.get(row.a) ?? []), row.b]);
      else if (row.kind === 'word') {
        known.words.push(row.a);
        known.wordSet.add(row.a);
      } else known.categories.push({ id: row.a, name: row.b, slug: row.c });
    }
    return known;
  });

  /**
   * The words of the Hindi names of products on sale and of categories, for correcting a
   * misspelt Hindi word. Split here (searchWords: letters with their vowel signs), not
   * by search_words' trigger, whose [[:alnum:]] depends on the database's locale for Devanagari
   * vowel signs (decision 043). Read only when a search with a Devanagari word finds nothing, and
   * kept until the catalogue changes like the vocabulary, so other searches never read it.
   */
  const hindiWords = cache.remember(async (): Promise<string[]> => {
    const rows = await sql<{ name: string }>`
      select name_hi as name from products where name_hi <> '' and archived_at is null
      union
      select name_hi from categories where name_hi <> ''`.execute(db);
    const words = new Set<string>();
    for (const { name } of rows.rows) {
      for (const word of searchWords(name)) if (word.length >= 3) words.add(word);
    }
    return [...words].sort();
  });

  /**
   * Every product on sale, in stock or not (out-of-stock products stay findable,
   * marked); archived ones are gone from the shop.
   */
  function base(lang: Language = DEFAULT_LANGUAGE) {
    return productColumns(
      db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
      lang,
    )
      .select([
        'products.discount_percent',
        'products.co2_saved_kg',
        'products.price_with_gst_paise',
      ])
      .where('products.archived_at', 'is', null);
  }
  type Query = ReturnType<typeof base>;

  /**
   * The /shop filters (decision 016): category (name or slug), price range, rating, stock, discount. The
   * category is looked up in memory, so its filter is on products' own indexed column.
   */
  function filtered(filter: ProductFilter, values: FilterValues): Query {
    let qb = base(filter.lang);
    for (const condition of filterConditions(values)) qb = qb.where(condition);
    return qb;
  }

  /** The values of the /shop filters, on products' own columns; null where not filtered. */
  function filterValues(filter: ProductFilter, known: SearchVocabulary) {
    const wanted = filter.category?.trim().toLowerCase();
    return {
      /** An unknown category is an empty list: nothing matches it. */
      categoryIds: wanted
        ? known.categories
            .filter((c) => c.name.toLowerCase() === wanted || c.slug === wanted)
            .map((c) => c.id)
        : null,
      minPrice: filter.minPrice !== undefined ? toPaise(filter.minPrice) : null,
      maxPrice: filter.maxPrice !== undefined ? toPaise(filter.maxPrice) : null,
      minRating: filter.minRating ?? null,
      inStock: filter.inStock === true,
      minDiscount: filter.minDiscount ?? null,
    };
  }
  type FilterValues = ReturnType<typeof filterValues>;

  /** The conditions of the /shop filters, on products' own columns. */
  function filterConditions(values: FilterValues) {
    const conditions: RawBuilder<boolean>[] = [];
    if (values.categoryIds) {
      conditions.push(
        values.categoryIds.length > 0
          ? sql<boolean>`products.category_id in (${sql.join(values.categoryIds)})`
          : sql<boolean>`false`,
      );
    }
    if (values.minPrice !== null) {
      conditions.push(sql<boolean>`products.price_with_gst_paise >= ${values.minPrice}`);
    }
    if (values.maxPrice !== null) {
      conditions.push(sql<boolean>`products.price_with_gst_paise <= ${values.maxPrice}`);
    }
    if (values.minRating !== null) {
      conditions.push(sql<boolean>`products.rating >= ${values.minRating}`);
    }
    if (values.inStock) conditions.push(sql<boolean>`products.stock > 0`);
    if (values.minDiscount !== null) {
      conditions.push(sql<boolean>`products.discount_percent >= ${values.minDiscount}`);
    }
    return conditions;
  }

  /**
   * The order of a listing, as keys. Out-of-stock products always come last; each
   * order then matches one index of migration 0011, ending in the id so that pages never
   * overlap. `column` names a key: products.x in a query on products, candidates.x over a
   * relevance search's candidate set.
   */
  function sortKeys(sort: ProductSort, column: (name: string) => RawBuilder<unknown>): SortKey[] {
    const key = (name: keyof ListedRow, desc = false): SortKey => ({
      sql: column(name),
      desc,
      of: (row) => row[name] as number,
    });
    const byKeys: Record<ProductSort, SortKey[]> = {
      relevance: [key('rank', true), key('rating_count', true)],
      popularity: [key('rating_count', true), key('rating', true)],
      'price-asc': [key('price_with_gst_paise')],
      'price-desc': [key('price_with_gst_paise', true)],
      discount: [key('discount_percent', true)],
      rating: [key('rating', true), key('rating_count', true)],
      co2: [key('co2_saved_kg', true)],
    };
    return [
      { sql: sql`(${column('stock')} = 0)`, desc: false, of: (row) => row.stock === 0 },
      ...byKeys[sort],
      key('id'),
    ];
  }

  /** The rows after the cursor's in the order of `keys`: (k1 > v1) or (k1 = v1 and (…)). */
  function afterCursor(keys: SortKey[], cursor: CursorKeys): RawBuilder<boolean> {
    if (cursor.length !== keys.length) throw badRequest('Cursor is not valid.');
    const beyond = (i: number) =>
      keys[i]!.desc
        ? sql<boolean>`${keys[i]!.sql} < ${cursor[i]}`
        : sql<boolean>`${keys[i]!.sql} > ${cursor[i]}`;
    let condition = beyond(keys.length - 1);
    for (let i = keys.length - 2; i >= 0; i--) {
      condition = sql<boolean>`(${beyond(i)} or (${keys[i]!.sql} = ${cursor[i]} and ${condition}))`;
    }
    return condition;
  }

  /** A page of a query on products in `keys` order: after the cursor, else from the offset. */
  function paged(qb: Query, keys: SortKey[], filter: ProductFilter): Query {
    let ordered = filter.cursor ? qb.where(afterCursor(keys, filter.cursor)) : qb;
    for (const key of keys) ordered = ordered.orderBy(key.sql, key.desc ? 'desc' : 'asc');
    return ordered.limit(filter.limit).offset(filter.cursor ? 0 : filter.offset);
  }

  /** The next page's cursor: the last product's sort keys, when the page is full. */
  function nextCursor(keys: SortKey[], rows: ListedRow[], filter: ProductFilter) {
    const last = rows.at(-1);
    if (!last || rows.length < filter.limit) return null;
    return encodeCursor(keys.map((key) => key.of(last)));
  }

  /**
   * How many products a query matches, counted up to PRODUCT_COUNT_LIMIT + 1: a count never
   * reads more than that many rows, however many match.
   */
  async function cappedCount(matching: Query) {
    const counted = await db
      .selectFrom(
        matching
          .clearSelect()
          .select(sql`1`.as('one'))
          .limit(PRODUCT_COUNT_LIMIT + 1)
          .as('matches'),
      )
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst();
    return cappedTotal(Number(counted?.total ?? 0));
  }

  /**
   * A page of a listing (no search, or a search in another order than relevance), read from
   * its sort's index, and the total counted up to the limit.
   */
  async function sortedPage(matching: Query, sort: ProductSort, filter: ProductFilter) {
    const keys = sortKeys(sort, (name) => sql.ref(`products.${name}`));
    const [rows, total] = await Promise.all([
      paged(matching, keys, filter).execute(),
      cappedCount(matching),
    ]);
    return page(keys, rows, filter, total);
  }

  function page(
    keys: SortKey[],
    rows: ListedRow[],
    filter: ProductFilter,
    { total, totalAtLeast }: { total: number; totalAtLeast: boolean },
  ): ProductPage {
    return {
      items: rows.map(toProduct),
      total,
      totalAtLeast,
      nextCursor: nextCursor(keys, rows, filter),
    };
  }

  /**
   * The ids of the categories whose name the search matches (among `within`, if not null), as an
   * expression the statement computes once (an InitPlan over the few categories): a search stays
   * one statement.
   */
  const namedCategories = (tsquery: Tsquery, within: RawBuilder<unknown> = sql`null::text[]`) =>
    sql`array(select id from categories
      where (to_tsvector('english', name) || to_tsvector('simple', name_hi)) @@ ${tsquery}
        and (${within} is null or id = any(${within})))`;

  /** A search as a relevance page reads it. */
  interface ReadSearch {
    text: string;
    /** Its readings (searchReadings): the tsquery is their OR. */
    readings: Readings;
    /** Whether it may name a category (mayNameCategory): else no category is looked up. */
    namesCategory: boolean;
  }

  function readSearch(search: string, known: SearchVocabulary): ReadSearch {
    const words = searchWords(search);
    const joined = words.slice(1).map((word, i) => `${words[i]}${word}`);
    const synonyms = [...synonymsOf([...words, ...joined], known.synonyms).values()].flat();
    return {
      text: search,
      readings: searchReadings(search, known),
      namesCategory: mayNameCategory(
        [...words, ...splitCandidates(words), ...synonyms],
        known.categories.map((c) => c.name),
      ),
    };
  }

  /**
   * A search's readings as an array, and its tsquery (their OR, folded left to right as
   * searchTsquery writes it): the CTE a relevance page reads them from, computed once.
   */
  function readingsAndQuery(search: ReadSearch) {
    const { all, plainWords } = search.readings;
    const folded = sql.join(
      all.map((_, i) => sql`readings[${sql.lit(i + 1)}]`),
      sql` || `,
    );
    // The readings GIN scans: all of them, but the shopper's own words when they are exactly the
    // plain words, which the next reading (the words widened by their synonyms) already finds.
    const scanned = plainWords
      ? sql`case when readings[1]::text = (${plainWords})::text then readings[2:]
          else readings end`
      : sql`readings`;
    return sql`select ${scanned} as readings, (${folded}) as q
      from (select array[${sql.join(all)}]::tsquery[] as readings) as read`;
  }

  /**
   * A relevance search ranks a bounded candidate set instead of every match: the
   * matches are read band by band, most popular first, and reading stops at
   * PRODUCT_COUNT_LIMIT + 1 (search_candidates, migration 0027: a partial GIN index per band,
   * and a plan kept per connection). With at most PRODUCT_COUNT_LIMIT matches every match is
   * ranked, exactly as before; with more, the most popular ones are (decision 038). The
   * candidates are then ordered as before: in stock first, ts_rank, popularity, id; their number
   * is the total. Products of a category the search names come in each band after those matching
   * its words. `corrected`, the search with its typos corrected, is read in the same statement
   * and only when the search as typed has no candidate: a typo costs no second round trip.
   */
  async function relevancePage(
    typed: ReadSearch,
    corrected: ReadSearch | null,
    filter: ProductFilter,
    values: FilterValues,
  ): Promise<ProductPage> {
    const textArray = (items: string[] | null) =>
      items === null
        ? sql`null::text[]`
        : items.length > 0
          ? sql`array[${sql.join(items)}]::text[]`
          : sql`'{}'::text[]`;
    const categoryIds = textArray(values.categoryIds);
    /**
     * The candidates of the search whose tsquery the CTE named `query` holds. The categories it
     * names are only those the shop's category filter keeps: the others' products are all
     * filtered out, and their arms would read whole bands to find none.
     */
    const candidatesOf = (search: ReadSearch, query: string) => {
      const q = sql`(select q from ${sql.table(query)})`;
      return sql`search_candidates(${q}, (select readings from ${sql.table(query)}),
        ${search.namesCategory ? namedCategories(q, categoryIds) : sql`'{}'::text[]`},
        ${PRODUCT_COUNT_LIMIT + 1}::integer, ${categoryIds},
        ${values.minPrice}::integer, ${values.maxPrice}::integer,
        ${values.minRating}::double precision, ${values.inStock}::boolean,
        ${values.minDiscount}::integer)`;
    };
    const keys = sortKeys('relevance', (name) => sql.ref(`candidates.${name}`));
    const after = filter.cursor ? sql`where ${afterCursor(keys, filter.cursor)}` : sql``;
    const order = sql.join(keys.map((key) => (key.desc ? sql`${key.sql} desc` : key.sql)));
    const pageOrder = sql.join(
      sortKeys('relevance', (name) => sql.ref(`found.${name}`)).map((key) =>
        key.desc ? sql`${key.sql} desc` : key.sql,
      ),
    );
    // The page's products are read whole once they are chosen. One row with the count and no
    // product when the page is past the end.
    const rows = await sql<Partial<ListedRow> & { total: string; corrected: boolean | null }>`
      with typed as materialized (${readingsAndQuery(typed)}),
      as_typed as materialized (select *, false as corrected from ${candidatesOf(typed, 'typed')}),
      ${
        corrected
          ? sql`corrected as materialized (${readingsAndQuery(corrected)}),
      candidates as materialized (
        select * from as_typed
        union all
        select *, true from ${candidatesOf(corrected, 'corrected')}
        where not exists (select from as_typed)
      ),`
          : sql`candidates as materialized (select * from as_typed),`
      }
      found as (
        select * from candidates ${after} order by ${order}
        limit ${filter.limit} offset ${filter.cursor ? 0 : filter.offset}
      )
      select listed.*, found.rank, counted.total, counted.corrected
      from (select count(*) as total, bool_or(corrected) as corrected from candidates) counted
      left join found on true
      left join lateral (${base(filter.lang).where(sql<boolean>`products.id = found.id`)}) listed on true
      order by ${pageOrder}`.execute(db);
    const products = rows.rows.filter(
      (row): row is ListedRow & { total: string; corrected: boolean | null } => !!row.id,
    );
    const total = Number(rows.rows[0]?.total ?? 0);
    const result = page(keys, products, filter, cappedTotal(total));
    return corrected && rows.rows[0]?.corrected
      ? { ...result, correctedSearch: corrected.text }
      : result;
  }

  /**
   * A page of a search: by relevance (relevancePage, with `correction` tried in the same
   * statement), or in another order from the sort's index.
   */
  function fullTextPage(
    search: string,
    correction: string | null,
    known: SearchVocabulary,
    filter: ProductFilter,
    values: FilterValues,
  ) {
    if (!filter.sort || filter.sort === 'relevance') {
      return relevancePage(
        readSearch(search, known),
        correction ? readSearch(correction, known) : null,
        filter,
        values,
      );
    }
    const tsquery = searchTsquery(search, known);
    const matching = filtered(filter, values).where(
      sql<boolean>`(products.search_vector @@ ${tsquery}
        or products.category_id = any(${namedCategories(tsquery)}))`,
    );
    return sortedPage(matching, filter.sort, filter);
  }

  /**
   * The search as a tsquery: the shopper's own words (websearch syntax), OR the same words
   * (unless the search uses that syntax: usesSearchSyntax) with two neighbours joined ("tooth
   * brush" → toothbrush), OR with one word split into two catalogue words found side by side
   * ("toothbrush" → "tooth brush"), each word also matching its synonyms (flask → bottle,
   * baans → bamboo). The word lists are in memory: no statement of its own.
   */
  function searchTsquery(search: string, known: SearchVocabulary): Tsquery {
    // Parenthesised: `@@` binds tighter than `||`.
    return sql`(${sql.join(searchReadings(search, known).all, sql` || `)})`;
  }

  /**
   * The readings searchTsquery ORs: the shopper's own words first, then the widened ones. A
   * relevance search also hands them to search_candidates one by one (migration 0028): GIN then
   * scans each reading on its own instead of the whole OR as one key. `plainWords`, when the
   * second reading is the words widened by their synonyms: the words alone, ANDed (what the
   * first reading is for a search of plain words).
   */
  function searchReadings(search: string, known: SearchVocabulary): Readings {
    const own = sql`websearch_to_tsquery('english', ${search})`;
    const words = searchWords(search);
    if (words.length === 0 || usesSearchSyntax(search)) return { all: [own], plainWords: null };
    const joined = words.slice(1).map((word, i) => `${words[i]}${word}`);
    const synonyms = synonymsOf([...words, ...joined], known.synonyms);
    // The words as typed need a reading of their own only when some have synonyms.
    const readings = [
      ...(synonyms.size > 0 ? [words] : []),
      ...searchVariants(words, known.wordSet),
    ];
    // Each word's alternatives are parenthesised: SQL gives tsquery's `&&` and `||` the same
    // precedence, left to right, so `a && b || c && d` was ((a && b) || c) && d — a search with a
    // synonym then matched far more than its words ("jute tote bag" found every bag).
    const variants = readings.map((terms) =>
      sql.join(
        terms.map(
          (term) =>
            sql`(${sql.join(
              [term, ...(synonyms.get(term) ?? [])].map(
                (alternative) => sql`phraseto_tsquery('english', ${alternative})`,
              ),
              sql` || `,
            )})`,
        ),
        sql` && `,
      ),
    );
    const plainWords =
      synonyms.size > 0
        ? sql.join(
            words.map((word) => sql`phraseto_tsquery('english', ${word})`),
            sql` && `,
          )
        : null;
    return { all: [own, ...variants.map((v) => sql`(${v})`)], plainWords };
  }

  /**
   * The products matching `size` of the search's words (each widened by its synonyms), when none
   * matches them all (decision 060: "herbal tea" finds the teas and the herbal products). Each
   * subset of the words is a reading of its own, so a relevance page ranks them as any search.
   */
  function partialPage(
    words: string[],
    size: number,
    known: SearchVocabulary,
    filter: ProductFilter,
    values: FilterValues,
  ): Promise<ProductPage> {
    const synonyms = synonymsOf(words, known.synonyms);
    const term = (word: string) =>
      sql`(${sql.join(
        [word, ...(synonyms.get(word) ?? [])].map(
          (alternative) => sql`phraseto_tsquery('english', ${alternative})`,
        ),
        sql` || `,
      )})`;
    const readings = wordSubsets(words, size).map(
      (subset) => sql`(${sql.join(subset.map(term), sql` && `)})`,
    );
    if (!filter.sort || filter.sort === 'relevance') {
      const read: ReadSearch = {
        text: words.join(' '),
        readings: { all: readings, plainWords: null },
        namesCategory: false,
      };
      return relevancePage(read, null, filter, values);
    }
    const matching = filtered(filter, values).where(
      sql<boolean>`products.search_vector @@ (${sql.join(readings, sql` || `)})`,
    );
    return sortedPage(matching, filter.sort, filter);
  }

  /**
   * A search no product matches in full, nor spelt right: the products matching the most of its
   * words, from all but one down to one (decision 060), or the empty page it was.
   */
  async function mostWordsPage(
    search: string,
    empty: ProductPage,
    known: SearchVocabulary,
    filter: ProductFilter,
    values: FilterValues,
  ): Promise<ProductPage> {
    if (usesSearchSyntax(search)) return empty;
    const words = [...new Set(searchWords(search))].slice(0, MAX_FALLBACK_WORDS);
    for (let size = words.length - 1; size >= 1; size--) {
      const page = await partialPage(words, size, known, filter, values);
      if (page.total > 0) return { ...page, partialMatch: { matched: size, of: words.length } };
    }
    return empty;
  }

  /**
   * The search with each word replaced by its closest catalogue word, or null if none changed:
   * a Hindi word by the closest word of the Hindi names, any other by the closest of search_words.
   */
  async function correctTypos(search: string, known: SearchVocabulary): Promise<string | null> {
    const words = searchWords(search);
    const hindi = words.some(isHindiWord) ? await hindiWords() : [];
    const corrected = words.map((word) =>
      word.length >= 3 && word.length <= 40
        ? (closestWord(word, isHindiWord(word) ? hindi : known.words) ?? word)
        : word,
    );
    return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
  }

  /** The id and category of a product given by id or slug. */
  function findProduct(idOrSlug: string) {
    return db
      .selectFrom('products')
      .select(['id', 'category_id'])
      .where('archived_at', 'is', null)
      .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
      .executeTakeFirst();
  }

  return {
    /**
     * Products, in stock or not (out of stock last), filtered and optionally
     * matching a search, sorted by `sort`: relevance by default with a search, popularity
     * without. Search: PostgreSQL full text over name, description and category, widened by
     * joined/split words and synonyms (searchTsquery). When that finds nothing, each query
     * word is corrected to the closest word in the catalogue's names (fewest edits, then
     * trigram similarity) and the corrected query is tried once more, so 'bambo' finds bamboo
     * and 'solr' finds solar. User text is always a bound parameter and goes through
     * websearch_to_tsquery/phraseto_tsquery, which never fail on syntax.
     */
    async listProducts(filter: ProductFilter): Promise<ProductPage> {
      const search = filter.search?.trim();
      const known = await vocabulary();
      const values = filterValues(filter, known);
      if (!search) {
        const sort = !filter.sort || filter.sort === 'relevance' ? 'popularity' : filter.sort;
        return sortedPage(filtered(filter, values), sort, filter);
      }
      // A relevance search's correction is worked out in memory beforehand and read in the same
      // statement, used only if the search as typed finds nothing (decision 038, 2026-11-27);
      // one with a Hindi word first needs the Hindi names' words, read only after a miss.
      const inAdvance =
        (!filter.sort || filter.sort === 'relevance') && !searchWords(search).some(isHindiWord);
      const correction = inAdvance ? await correctTypos(search, known) : null;
      const found = await fullTextPage(search, correction, known, filter, values);
      if (found.total > 0) return found;
      const corrected = inAdvance ? correction : await correctTypos(search, known);
      if (!corrected) return mostWordsPage(search, found, known, filter, values);
      const page = inAdvance ? found : await fullTextPage(corrected, null, known, filter, values);
      if (page.total > 0) return { ...page, correctedSearch: corrected };
      // Neither as typed nor spelt right: the most of the words, spelt right (decision 060).
      const most = await mostWordsPage(corrected, page, known, filter, values);
      return most.partialMatch ? { ...most, correctedSearch: corrected } : most;
    },

    /** Featured products in stock: the home page shows what can be bought now. */
    async featuredProducts(lang: Language = DEFAULT_LANGUAGE, limit = 12): Promise<Product[]> {
      const rows = await base(lang)
        .where('products.featured', '=', true)
        .where('products.stock', '>', 0)
        .orderBy('products.rating', 'desc')
        .orderBy('products.id')
        .limit(limit)
        .execute();
      return rows.map(toProduct);
    },

    async categories(lang: Language = DEFAULT_LANGUAGE): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories')
        .select([
          'id',
          inLanguage('categories.name', lang).as('name'),
          'categories.name as english_name',
          'slug',
          'image',
        ])
        .orderBy('position')
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        // The English name too in a Hindi answer: a shop view's address keeps it.
        ...(r.english_name !== r.name ? { englishName: r.english_name } : {}),
        slug: r.slug,
        image: r.image,
      }));
    },

    /** One product by id or slug, in stock or not (a saved link must still open). */
    async productById(
      idOrSlug: string,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<Product | undefined> {
      const row = await base(lang)
        .select(['products.more_images', 'products.sku'])
        .where((eb) =>
          eb.or([eb('products.id', '=', idOrSlug), eb('products.slug', '=', idOrSlug)]),
        )
        .executeTakeFirst();
      // Its own page shows every picture and the SKU (decision 080); lists carry the main one.
      return row
        ? { ...toProduct(row), images: [row.image, ...row.more_images], sku: row.sku }
        : undefined;
    },

    /** Whether a product on sale has this slug (the product page's HTTP status). */
    async slugExists(slug: string): Promise<boolean> {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Other products of the same category as the product given by id or slug, in stock and
     * most popular first; undefined when there is no such product.
     */
    async relatedProducts(
      idOrSlug: string,
      limit: number,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<Product[] | undefined> {
      const product = await findProduct(idOrSlug);
      if (!product) return undefined;
      if (!product.category_id) return [];
      const rows = await paged(
        base(lang)
          .where('products.category_id', '=', product.category_id)
          .where('products.id', '!=', product.id),
        sortKeys('popularity', (name) => sql.ref(`products.${name}`)),
        { limit, offset: 0 },
      ).execute();
      return rows.map(toProduct);
    },

    /**
     * Suggestions as the shopper types: products and categories with a name word
     * starting with each typed word, in one query through the GIN index on the names'
     * unstemmed words (migration 0011); stemmed words would miss a partly typed word
     * ('organi' is no prefix of the stem 'organ'). The words are those of the English and the
     * Hindi name (migration 0023), so either finds it; the names shown are in `lang`.
     */
    async suggestions(
      typed: string,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<ProductSuggestions> {
      const words = searchWords(typed);
      if (words.length === 0) return { products: [], categories: [] };
      // Only letters, marks and digits are left in each word, so the tsquery text is safe.
      const prefixes = words.map((word) => `'${word}':*`).join(' & ');
      const rows = await sql<{
        kind: 'product' | 'category';
        id: string;
        slug: string;
        name: string;
        image: string;
        price_paise: number;
        gst_rate: number;
      }>`
        with typed as (select to_tsquery('simple', ${prefixes}) as query)
        (select 'product' as kind, p.id, p.slug, ${inLanguage('p.name', lang)} as name, p.image,
            p.price_paise, p.gst_rate
          from products p, typed
          where ${productNameWords} @@ typed.query and p.archived_at is null
          order by p.stock = 0, ts_rank(${productNameWords}, typed.query) desc,
            p.rating_count desc, p.id
          limit ${SUGGESTED_PRODUCTS})
        union all
        (select 'category', c.id, c.slug, ${inLanguage('c.name', lang)}, c.image, 0, 0
          from categories c, typed
          where ${categoryNameWords} @@ typed.query
          order by c.position, c.name
          limit ${SUGGESTED_CATEGORIES})`.execute(db);
      return {
        products: rows.rows
          .filter((r) => r.kind === 'product')
          .map((r) => ({
            _id: r.id,
            slug: r.slug,
            name: r.name,
            image: r.image,
            price: fromPaise(r.price_paise),
            gstRate: r.gst_rate,
            // the figure shown beside it (decision 082)
            priceWithGst: unitPriceWithGst(fromPaise(r.price_paise), r.gst_rate),
          })),
        categories: rows.rows
          .filter((r) => r.kind === 'category')
          .map((r) => ({ name: r.name, slug: r.slug })),
      };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
