// All catalogue SQL. Rows are mapped to the API's JSON shape (SPEC.md §3) here, once.
import type { ProductSort } from '@harit/core/limits';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '@harit/core/limits';
import { fromPaise, toPaise } from '@harit/core/money';
import type { Category, Product, ProductSuggestions } from '@harit/core/types';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { searchVariants, searchWords, splitCandidates, usesSearchSyntax } from './search-terms.ts';
import { productColumns, toProduct } from './service.ts';

/** Most edits (insert, delete, replace) a query word may be from a catalogue word to be corrected. */
const MAX_TYPO_EDITS = 2;

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
}

export interface ProductPage {
  items: Product[];
  total: number;
}

type Tsquery = RawBuilder<unknown>;

export function createCatalogRepository(db: Db) {
  /**
   * Every product on sale, in stock or not (issue 14: out-of-stock products stay findable,
   * marked); archived ones (issue 15) are gone from the shop.
   */
  function base() {
    return productColumns(
      db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
    ).where('products.archived_at', 'is', null);
  }
  type Query = ReturnType<typeof base>;

  /** Issue 14 /shop filters: category (name or slug), price range, rating, stock, discount. */
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
   * Orders a listing. Out-of-stock products always come last (issue 14); each order then
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
    const variants = readings.map((terms) =>
      sql.join(
        terms.map((term) =>
          sql.join(
            [term, ...(synonyms.get(term) ?? [])].map(
              (alternative) => sql`phraseto_tsquery('english', ${alternative})`,
            ),
            sql` || `,
          ),
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
     * Products, in stock or not (out of stock last), filtered (issue 14) and optionally
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

    /** Featured products in stock: the home page shows what can be bought now. */
    async featuredProducts(limit = 12): Promise<Product[]> {
      const rows = await base()
        .where('products.featured', '=', true)
        .where('products.stock', '>', 0)
        .orderBy('products.rating', 'desc')
        .orderBy('products.id')
        .limit(limit)
        .execute();
      return rows.map(toProduct);
    },

    async categories(): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'name', 'slug', 'image'])
        .orderBy('position')
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, image: r.image }));
    },

    /** One product by id or slug, in stock or not (a saved link must still open). */
    async productById(idOrSlug: string): Promise<Product | undefined> {
      const row = await base()
        .where((eb) =>
          eb.or([eb('products.id', '=', idOrSlug), eb('products.slug', '=', idOrSlug)]),
        )
        .executeTakeFirst();
      return row ? toProduct(row) : undefined;
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
    async relatedProducts(idOrSlug: string, limit: number): Promise<Product[] | undefined> {
      const product = await findProduct(idOrSlug);
      if (!product) return undefined;
      if (!product.category_id) return [];
      const rows = await ordered(
        base()
          .where('products.category_id', '=', product.category_id)
          .where('products.id', '!=', product.id),
        'popularity',
      )
        .limit(limit)
        .execute();
      return rows.map(toProduct);
    },

    /**
     * Suggestions as the shopper types (issue 14): products and categories with a name word
     * starting with each typed word, in one query through the GIN index on the names'
     * unstemmed words (migration 0011); stemmed words would miss a partly typed word
     * ('organi' is no prefix of the stem 'organ').
     */
    async suggestions(typed: string): Promise<ProductSuggestions> {
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
      }>`
        with typed as (select to_tsquery('simple', ${prefixes}) as query)
        (select 'product' as kind, p.id, p.slug, p.name, p.image, p.price_paise
          from products p, typed
          where to_tsvector('simple', p.name) @@ typed.query and p.archived_at is null
          order by p.stock = 0, ts_rank(to_tsvector('simple', p.name), typed.query) desc,
            p.rating_count desc, p.id
          limit ${SUGGESTED_PRODUCTS})
        union all
        (select 'category', c.id, c.slug, c.name, c.image, 0
          from categories c, typed
          where to_tsvector('simple', c.name) @@ typed.query
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
          })),
        categories: rows.rows
          .filter((r) => r.kind === 'category')
          .map((r) => ({ name: r.name, slug: r.slug })),
      };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
