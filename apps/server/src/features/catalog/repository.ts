// All catalogue SQL. Rows are mapped to the API's JSON shape (SPEC.md §3) here, once.
import type { Category, Product } from '@harit/core/types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { productColumns, toProduct } from './service.ts';

/** Most edits (insert, delete, replace) a query word may be from a catalogue word to be corrected. */
const MAX_TYPO_EDITS = 2;

export interface ProductFilter {
  category?: string;
  search?: string;
  limit: number;
  offset: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

export function createCatalogRepository(db: Db) {
  function base() {
    return productColumns(
      db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
    ).where('products.stock', '>', 0);
  }

  function inCategory<Q extends ReturnType<typeof base>>(qb: Q, category?: string): Q {
    if (!category) return qb;
    const wanted = category.trim().toLowerCase();
    return qb.where((eb) =>
      eb.or([eb(sql`lower(categories.name)`, '=', wanted), eb('categories.slug', '=', wanted)]),
    ) as Q;
  }

  function fullTextPage(scoped: ReturnType<typeof base>, search: string, filter: ProductFilter) {
    const tsquery = sql`websearch_to_tsquery('english', ${search})`;
    return page(
      scoped.where((eb) =>
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
      ),
      filter,
      (q) =>
        q
          .orderBy(sql`ts_rank(products.search_vector, ${tsquery})`, 'desc')
          .orderBy('products.rating_count', 'desc')
          .orderBy('products.id'),
    );
  }

  /** The search with each word replaced by its closest catalogue word, or null if none changed. */
  async function correctTypos(search: string): Promise<string | null> {
    const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
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

  async function page(
    qb: ReturnType<typeof base>,
    filter: ProductFilter,
    order: (q: ReturnType<typeof base>) => ReturnType<typeof base>,
  ): Promise<ProductPage> {
    const rows = await order(qb)
      .select(sql<number>`count(*) over ()`.as('total'))
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    if (rows.length === 0 && filter.offset > 0) {
      const counted = await qb
        .clearSelect()
        .select(sql<number>`count(*)`.as('total'))
        .executeTakeFirst();
      return { items: [], total: Number(counted?.total ?? 0) };
    }
    return { items: rows.map(toProduct), total: Number(rows[0]?.total ?? 0) };
  }

  return {
    /**
     * In-stock products, optionally in a category (name or slug) and matching a search.
     * Search: PostgreSQL full text over name, description and category, ranked. When that
     * finds nothing, each query word is corrected to the closest word in the catalogue's names
     * (fewest edits, then trigram similarity) and the corrected query is tried once more, so
     * 'bambo' finds bamboo and 'solr' finds solar. User text is always a bound parameter and
     * goes through websearch_to_tsquery, which never fails on syntax.
     */
    async listProducts(filter: ProductFilter): Promise<ProductPage> {
      const search = filter.search?.trim();
      const scoped = inCategory(base(), filter.category);
      if (!search) {
        return page(scoped, filter, (q) =>
          q.orderBy('categories.position').orderBy('products.name').orderBy('products.id'),
        );
      }
      const found = await fullTextPage(scoped, search, filter);
      if (found.total > 0) return found;
      const corrected = await correctTypos(search);
      return corrected ? fullTextPage(scoped, corrected, filter) : found;
    },

    async featuredProducts(limit = 12): Promise<Product[]> {
      const rows = await base()
        .where('products.featured', '=', true)
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
      const row = await productColumns(
        db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
      )
        .where((eb) =>
          eb.or([eb('products.id', '=', idOrSlug), eb('products.slug', '=', idOrSlug)]),
        )
        .executeTakeFirst();
      return row ? toProduct(row) : undefined;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
