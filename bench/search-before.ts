// The catalogue search as it was before decision 038 (apps/server/src/features/catalog/repository.ts
// at commit ef3d184): every match ranked with ts_rank and counted. bench/search.ts runs it side
// by side with today's search on the same rows, for the speed ratio and the first-10 check.
import type { ProductSort } from '@harit/core/limits';
import { toPaise } from '@harit/core/money';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import {
  searchVariants,
  searchWords,
  splitCandidates,
  usesSearchSyntax,
} from '../apps/server/src/features/catalog/search-terms.ts';
import { productColumns, toProduct } from '../apps/server/src/features/catalog/service.ts';

const MAX_TYPO_EDITS = 2;

interface ProductFilter {
  category?: string;
  search?: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  minDiscount?: number;
  limit: number;
  offset: number;
}

type Tsquery = RawBuilder<unknown>;

export function createSearchBefore(db: Db) {
  /**
   * Every product on sale, in stock or not (out-of-stock products stay findable,
   * marked); archived ones are gone from the shop.
   */
  function base() {
    return productColumns(
      db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
    ).where('products.archived_at', 'is', null);
  }
  type Query = ReturnType<typeof base>;

  /** The /shop filters (decision 016): category (name or slug), price range, rating, stock, discount. */
  function filtered(filter: ProductFilter): Query {
    let qb = base();
    if (filter.category) {
      const wanted = filter.category.trim().toLowerCase();
      qb = qb.where((eb) =>
        eb.or([eb(sql`lower(categories.name)`, '=', wanted), eb('categories.slug', '=', wanted)]),
      );
    }
    if (filter.minPrice !== undefined) {
      qb = qb.where('products.price_paise', '>=', toPaise(filter.minPrice));
    }
    if (filter.maxPrice !== undefined) {
      qb = qb.where('products.price_paise', '<=', toPaise(filter.maxPrice));
    }
    if (filter.minRating !== undefined) qb = qb.where('products.rating', '>=', filter.minRating);
    if (filter.inStock) qb = qb.where('products.stock', '>', 0);
    if (filter.minDiscount !== undefined) {
      qb = qb.where('products.discount_percent', '>=', filter.minDiscount);
    }
    return qb;
  }

  /**
   * Orders a listing. Out-of-stock products always come last; each order then
   * matches one index of migration 0011, ending in the id so that pages never overlap.
   */
  function ordered(qb: Query, sort: Exclude<ProductSort, 'relevance'> | Tsquery): Query {
    const inStockFirst = qb.orderBy(sql`products.stock = 0`);
    if (typeof sort !== 'string') {
      return inStockFirst
        .orderBy(sql`ts_rank(products.search_vector, ${sort})`, 'desc')
        .orderBy('products.rating_count', 'desc')
        .orderBy('products.id');
    }
    const orders: Record<typeof sort, (q: Query) => Query> = {
      popularity: (q) =>
        q.orderBy('products.rating_count', 'desc').orderBy('products.rating', 'desc'),
      'price-asc': (q) => q.orderBy('products.price_paise'),
      'price-desc': (q) => q.orderBy('products.price_paise', 'desc'),
      discount: (q) => q.orderBy('products.discount_percent', 'desc'),
      rating: (q) => q.orderBy('products.rating', 'desc').orderBy('products.rating_count', 'desc'),
      co2: (q) => q.orderBy('products.co2_saved_kg', 'desc'),
    };
    return orders[sort](inStockFirst).orderBy('products.id');
  }

  function fullTextPage(scoped: Query, tsquery: Tsquery, filter: ProductFilter) {
    const matching = scoped.where((eb) =>
      // Written as two indexable conditions (GIN on search_vector, btree on category_id) so
      // the planner can combine them instead of scanning every product.
      eb.or([
        eb(sql`products.search_vector`, '@@', tsquery),
        eb(
          'products.category_id',
          'in',
          db
            .selectFrom('categories')
            .select('id')
            .where(sql<boolean>`to_tsvector('english', name) @@ ${tsquery}`),
        ),
      ]),
    );
    const sort = !filter.sort || filter.sort === 'relevance' ? tsquery : filter.sort;
    return searchPage(ordered(matching, sort), matching, filter);
  }

  /**
   * The search as a tsquery: the shopper's own words (websearch syntax), OR the same words
   * (unless the search uses that syntax: usesSearchSyntax) with two neighbours joined ("tooth brush" → toothbrush), OR with one word split into two
   * catalogue words found side by side ("toothbrush" → "tooth brush"), each word also matching
   * its synonyms from search_synonyms (flask → bottle, baans → bamboo).
   */
  async function searchTsquery(search: string): Promise<Tsquery> {
    const own = sql`websearch_to_tsquery('english', ${search})`;
    const words = searchWords(search);
    if (words.length === 0 || usesSearchSyntax(search)) return own;
    const halves = splitCandidates(words);
    const joined = words.slice(1).map((word, i) => `${words[i]}${word}`);
    // Synonyms two steps deep, so thaila → bag also reaches bag's own synonyms (pouch, tote).
    const known = await sql<{ kind: 'synonym' | 'word'; word: string; value: string }>`
      with recursive expanded (word, synonym, depth) as (
        select word, synonym, 1 from search_synonyms
        where word = any(${[...words, ...joined]}::text[])
        union
        select expanded.word, search_synonyms.synonym, expanded.depth + 1
        from expanded join search_synonyms on search_synonyms.word = expanded.synonym
        where expanded.depth < 2
      )
      select distinct 'synonym' as kind, word, synonym as value from expanded
      where synonym <> word
      union all
      select 'word', word, word from search_words where word = any(${halves}::text[])`.execute(db);
    const synonyms = new Map<string, string[]>();
    const catalogueWords = new Set<string>();
    for (const row of known.rows) {
      if (row.kind === 'word') catalogueWords.add(row.word);
      else synonyms.set(row.word, [...(synonyms.get(row.word) ?? []), row.value]);
    }
    // The words as typed need a reading of their own only when some have synonyms.
    const readings = [
      ...(synonyms.size > 0 ? [words] : []),
      ...searchVariants(words, catalogueWords),
    ];
    // Each word's alternatives parenthesised, as the search now does (decision 038, addendum of
    // the p95 work of decision 038): without, `a && b || c` read ((a && b) || c). The fix is kept here too
    // so that "same first 10" compares the ranking of the same matches, not the fix.
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
    // Parenthesised: `@@` binds tighter than `||`.
    return sql`(${sql.join([own, ...variants.map((v) => sql`(${v})`)], sql` || `)})`;
  }

  /** The search with each word replaced by its closest catalogue word, or null if none changed. */
  async function correctTypos(search: string): Promise<string | null> {
    const words = searchWords(search);
    const typos = words.filter((w) => w.length >= 3 && w.length <= 40);
    if (typos.length === 0) return null;
    // `%` (trigram similarity ≥ 0.3) finds candidates through the index; edits decide.
    const rows = await sql<{ typo: string; word: string }>`
      select distinct on (typo) typo, word
      from unnest(${typos}::text[]) as typo
      join search_words on word % typo
      where levenshtein(word, typo) <= ${MAX_TYPO_EDITS}
        and levenshtein(word, typo) < length(typo) / 2.0
      order by typo, levenshtein(word, typo), similarity(word, typo) desc, word`.execute(db);
    const fixes = new Map(rows.rows.map((r) => [r.typo, r.word]));
    const corrected = words.map((w) => fixes.get(w) ?? w);
    return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
  }

  /**
   * A page of a search and its total. Ranking reads every match anyway, so the total comes
   * with the rows (count(*) over ()).
   */
  async function searchPage(ordered: Query, unordered: Query, filter: ProductFilter) {
    const rows = await ordered
      .select(sql<number>`count(*) over ()`.as('total'))
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    if (rows.length === 0 && filter.offset > 0) {
      return { items: [], total: await countOf(unordered) };
    }
    return { items: rows.map(toProduct), total: Number(rows[0]?.total ?? 0) };
  }

  /**
   * A page of a listing and its total. The page is read from its sort's index, stopping after
   * `limit` rows; a count over the window would read and sort every product first (≈ 400 ms at
   * 100k products against ≈ 1 ms). A short page gives the total without counting.
   */
  async function listingPage(ordered: Query, unordered: Query, filter: ProductFilter) {
    const rows = await ordered.limit(filter.limit).offset(filter.offset).execute();
    const total =
      rows.length > 0 && rows.length < filter.limit
        ? filter.offset + rows.length
        : await countOf(unordered);
    return { items: rows.map(toProduct), total };
  }

  async function countOf(unordered: Query): Promise<number> {
    const counted = await unordered
      .clearSelect()
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst();
    return Number(counted?.total ?? 0);
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
      const scoped = filtered(filter);
      if (!search) {
        const sort = !filter.sort || filter.sort === 'relevance' ? 'popularity' : filter.sort;
        return listingPage(ordered(scoped, sort), scoped, filter);
      }
      const found = await fullTextPage(scoped, await searchTsquery(search), filter);
      if (found.total > 0) return found;
      const corrected = await correctTypos(search);
      return corrected ? fullTextPage(scoped, await searchTsquery(corrected), filter) : found;
    },
  };
}
