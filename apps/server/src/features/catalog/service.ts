// What the catalogue offers other features (features/README.md, decision 011): products and
// their stock are read and written only here and in ./repository.ts. Every function takes an
// Executor, so a cross-feature operation passes its transaction and all steps commit together.
import { productBadge } from '@harit/core/carbon';
import { co2SavedOf } from '@harit/core/carbon-figure';
import type { ProductCarbon } from '@harit/core/carbon-record';
import type { LowStockProduct } from '@harit/core/dashboard';
import type { SitemapCatalogue } from '@harit/core/findable';
import { DEFAULT_LANGUAGE, type Language } from '@harit/core/language';
import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import { fromPaise, unitPriceWithGst } from '@harit/core/money';
import type { Product, ReservedLine } from '@harit/core/types';
import { type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { pageWithTotal } from '../../db/page.ts';
import type { Database, ProductsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { badRequest, conflict, type Names, notFound } from '../../plugins/errors.ts';
import { carbonInLanguage } from './carbon-language.ts';
import { tellWaitingShoppers } from './stock-alerts.ts';

/**
 * A product's or category's text in `lang`: in Hindi its `<column>_hi`, or the
 * English text where that is empty; in English the column itself.
 */
export function inLanguage(
  column: `${'products' | 'categories' | 'p' | 'c'}.${'name' | 'description'}`,
  lang: Language,
): RawBuilder<string> {
  return lang === 'hi'
    ? sql<string>`coalesce(nullif(${sql.ref(`${column}_hi`)}, ''), ${sql.ref(column)})`
    : sql<string>`${sql.ref(column)}`;
}

/** The product columns of the catalogue's JSON shape (SPEC.md §3), with its category. */
export function productColumns(
  qb: SelectQueryBuilder<Database, 'products' | 'categories', object>,
  lang: Language = DEFAULT_LANGUAGE,
) {
  return qb.select([
    'products.id',
    'products.slug',
    inLanguage('products.name', lang).as('name'),
    'products.name as english_name',
    inLanguage('products.description', lang).as('description'),
    'products.image',
    'products.price_paise',
    'products.mrp_paise',
    'products.rating',
    'products.rating_count',
    'products.stock',
    'products.featured',
    'products.carbon',
    'products.gst_rate',
    inLanguage('categories.name', lang).as('category_name'),
    'categories.slug as category_slug',
    sql.lit(lang).as('language'),
  ]);
}

/** What the listing columns above read: the products table's own columns and its category's name. */
export type ProductRow = Pick<
  Selectable<ProductsTable>,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'image'
  | 'price_paise'
  | 'mrp_paise'
  | 'rating'
  | 'rating_count'
  | 'stock'
  | 'featured'
  | 'carbon'
  | 'gst_rate'
> & {
  english_name: string;
  category_name: string | null;
  category_slug: string | null;
  /** the answer's language: the carbon record is worded in it */
  language?: Language;
};

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    // A Hindi answer also names the product in English: its carbon figures follow
    // the English name (SPEC §9), and an English answer stays as it was.
    ...(row.english_name !== row.name ? { englishName: row.english_name } : {}),
    description: row.description,
    image: row.image,
    price: fromPaise(row.price_paise),
    mrp: row.mrp_paise === null ? null : fromPaise(row.mrp_paise),
    rating: row.rating,
    ratingCount: row.rating_count,
    ...(row.category_name ? { category: row.category_name } : {}),
    ...(row.category_slug ? { categorySlug: row.category_slug } : {}),
    stock: row.stock,
    featured: row.featured,
    carbon: carbonInLanguage(row.carbon, row.language ?? DEFAULT_LANGUAGE),
    gstRate: row.gst_rate,
    priceWithGst: unitPriceWithGst(fromPaise(row.price_paise), row.gst_rate),
  };
}

/**
 * What migration 0011 first wrote into products.co2_saved_kg: SPEC §9 badge savings by the
 * name. Only that migration uses it; migration 0033 replaced it by the record's saving.
 */
export function co2SavedKg(name: string): number {
  return productBadge(name).savings;
}

/**
 * The columns that store a product's carbon record (decision 069): the record, and its saving
 * per unit in products.co2_saved_kg, so /shop sorts by "most CO2 saved" in SQL (migration 0011).
 */
export function carbonColumns(record: ProductCarbon) {
  return { carbon: JSON.stringify(record), co2_saved_kg: co2SavedOf(record) };
}

/**
 * The Hindi names of these products, by id, for those that have one: an order's lines
 * and the tracker's purchases keep the name bought under, and a Hindi page shows it in Hindi
 * (decision 060). Archived products too: a past order still names them.
 */
export async function hindiProductNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name_hi'])
    .where('id', 'in', [...new Set(ids)])
    .where('name_hi', '<>', '')
    .execute();
  return new Map(rows.map((row) => [row.id, row.name_hi]));
}

/**
 * The products with these ids, in stock or not, as the catalogue sends them (in `lang`);
 * unknown ids are absent.
 */
export async function productSummaries(
  db: Executor,
  ids: string[],
  lang: Language = DEFAULT_LANGUAGE,
): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await productColumns(
    db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
    lang,
  )
    .where('products.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * A product as the catalogue sends it, stock included, or 404 Product not found when it does
 * not exist or is archived (no longer sold): what a cart line is made of.
 */
export async function productOnSale(
  db: Executor,
  productId: string,
): Promise<Product & { names: Names }> {
  const row = await productColumns(
    db.selectFrom('products').leftJoin('categories', 'categories.id', 'products.category_id'),
  )
    .select('products.name_hi')
    .where('products.id', '=', productId)
    .where('products.archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Product not found');
  // Both names, for a refusal answered in either language.
  return { ...toProduct(row), names: { en: row.name, hi: row.name_hi } };
}

/**
 * A product's name and stock now, or 404 Product not found; an archived product is
 * no longer sold, so it cannot be put in a cart or a wishlist either.
 */
export async function productStock(
  db: Executor,
  productId: string,
): Promise<{ id: string; name: string; stock: number; carbonKgPerUnit: number }> {
  const found = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'carbon'])
    .where('id', '=', productId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw notFound('Product not found');
  const { carbon, ...rest } = found;
  return { ...rest, carbonKgPerUnit: carbon.netKgPerUnit };
}

/** Each product's stock now, by id (what a cached answer patches; decision 049); unknown ids absent. */
export async function stocksOf(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * The weight of a parcel of these lines, in grams, from each product's weight as packed now
 * (decision 080: order lines keep no weight of their own); null when any line's product has no
 * weight, so the label leaves a line to write it on rather than print too little.
 */
export async function parcelWeightGrams(
  db: Executor,
  lines: readonly { productId: string; quantity: number }[],
): Promise<number | null> {
  if (lines.length === 0) return null;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'weight_grams'])
    .where(
      'id',
      'in',
      lines.map((l) => l.productId),
    )
    .execute();
  const weightOf = new Map(rows.map((r) => [r.id, r.weight_grams]));
  let total = 0;
  for (const line of lines) {
    const grams = weightOf.get(line.productId);
    if (grams === null || grams === undefined) return null;
    total += grams * line.quantity;
  }
  return total;
}

/**
 * What sitemap.xml lists: every product on sale, archived ones not (their pages
 * answer 404), with the date a person last edited it, and every category by its name.
 */
export async function sitemapCatalogue(db: Executor): Promise<SitemapCatalogue> {
  const [products, categories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['slug', 'updated_at as updatedAt'])
      .where('archived_at', 'is', null)
      .orderBy('slug')
      .execute(),
    db.selectFrom('categories').select('name').orderBy('position').orderBy('name').execute(),
  ]);
  return {
    products: products.map((p) => ({ slug: p.slug, updatedAt: new Date(p.updatedAt) })),
    categories,
  };
}

/** Ids of the products with these exact names (the demo account's purchases). */
export async function productIdsByName(
  db: Executor,
  names: string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Ids and carbon record figures (kg CO2e per unit) of the products with these exact names. */
export async function productFiguresByName(
  db: Executor,
  names: string[],
): Promise<Map<string, { id: string; carbonKgPerUnit: number }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'carbon'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name, { id: r.id, carbonKgPerUnit: r.carbon.netKgPerUnit }]));
}

/** Repeated products merged into one quantity each, sorted by product id. */
function mergedByProduct(items: readonly { productId: string; quantity: number }[]) {
  const wanted = new Map<string, number>();
  for (const item of items) {
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  }
  return [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes stock for an order and prices every line from the database (never the client).
 * Each decrement is conditional, so two orders for the last unit cannot both succeed, and rows
 * are locked in product-id order, so two orders for the same products wait for each other
 * instead of deadlocking. Unknown product: 404; too few left: 409.
 */
export async function reserveStock(
  trx: Executor,
  items: readonly { productId: string; quantity: number }[],
): Promise<ReservedLine[]> {
  const lines: ReservedLine[] = [];
  for (const [productId, quantity] of mergedByProduct(items)) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw badRequest('An order can have at most {max} of each product.', {
        max: MAX_LINE_QUANTITY,
      });
    }
    const product = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('archived_at', 'is', null)
      .where('stock', '>=', quantity)
      .returning((eb) => [
        'id',
        'name',
        'image',
        'price_paise',
        'mrp_paise',
        'hsn_code',
        'carbon',
        'uqc',
        'gst_rate',
        // In the same statement: one round trip fewer per line, inside the order's transaction.
        eb
          .selectFrom('categories')
          .select('slug')
          .whereRef('categories.id', '=', 'products.category_id')
          .as('category_slug'),
      ])
      .executeTakeFirst();
    if (!product) throw await shortage(trx, productId);
    lines.push({
      productId,
      name: product.name,
      image: product.image,
      pricePaise: product.price_paise,
      mrpPaise: product.mrp_paise,
      quantity,
      category: product.category_slug ?? 'general',
      hsn: product.hsn_code,
      carbonKgPerUnit: product.carbon.netKgPerUnit,
      uqc: product.uqc,
      gstRate: product.gst_rate,
    });
  }
  return lines;
}

/**
 * Why stock could not be taken: the product is unknown (404), archived (409: no longer sold)
 * or has too few left (409).
 */
async function shortage(trx: Executor, productId: string) {
  const existing = await trx
    .selectFrom('products')
    .select(['name', 'name_hi', 'stock', 'archived_at'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!existing) return notFound('Product not found: {id}', { id: productId });
  const name = { en: existing.name, hi: existing.name_hi };
  if (existing.archived_at !== null) return conflict('{name} is no longer sold', { name });
  return existing.stock === 0
    ? conflict('{name} is out of stock', { name })
    : conflict('Only {stock} of {name} left in stock', { stock: existing.stock, name });
}

/** Puts stock back (a cancelled order), in the same product-id order as reserveStock. */
/**
 * The HSN code and unit quantity code of each of these products, by id: what a tax invoice
 * issued at dispatch prints for the order's lines (decision 068).
 */
export async function invoiceCodes(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { hsn: string | null; uqc: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'hsn_code', 'uqc'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { hsn: r.hsn_code, uqc: r.uqc }]));
}

export async function restoreStock(
  trx: Executor,
  items: readonly { productId: string; quantity: number }[],
): Promise<void> {
  for (const [productId, quantity] of mergedByProduct(items)) {
    const restored = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', productId)
      .returning('stock')
      .executeTakeFirst();
    if (restored) {
      // Back from 0: whoever asked is told (decision 074).
      await tellWaitingShoppers(trx, {
        productId,
        stockBefore: restored.stock - quantity,
        stockAfter: restored.stock,
      });
    }
  }
}

/**
 * Sets a product's rating and rating_count to its seeded figures combined with its reviews
 * (decision 017): every star counts once, seeded or written here, so
 * rating = (seedRating × seedCount + sum of review stars) / (seedCount + review count), to one
 * decimal. The seeded figures are kept the first time (seed_rating is null until then). The
 * update notifies catalog_changed, so every instance's cached listings drop the old figures.
 */
export async function setReviewFigures(
  trx: Executor,
  productId: string,
  reviews: { count: number; sum: number },
): Promise<{ rating: number; ratingCount: number }> {
  const seedRating = sql<number>`coalesce(seed_rating, rating)`;
  const seedCount = sql<number>`coalesce(seed_rating_count, rating_count)`;
  const count = sql<number>`(${seedCount} + ${reviews.count}::integer)`;
  const updated = await trx
    .updateTable('products')
    .set({
      seed_rating: seedRating,
      seed_rating_count: seedCount,
      rating: sql<number>`case when ${count} = 0 then 0
        else round(((${seedRating} * ${seedCount} + ${reviews.sum}::integer) / ${count})::numeric, 1)::double precision end`,
      rating_count: count,
    })
    .where('id', '=', productId)
    .returning(['rating', 'rating_count'])
    .executeTakeFirst();
  if (!updated) throw notFound('Product not found');
  return { rating: updated.rating, ratingCount: updated.rating_count };
}

/**
 * Products with at most `threshold` left, fewest first (the merchant dashboard): the
 * first `limit` of them and how many there are.
 */
export async function lowStockProducts(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<{ items: LowStockProduct[]; total: number }> {
  // Archived products are no longer sold: their stock is nobody's worry.
  const low = db
    .selectFrom('products')
    .where('stock', '<=', threshold)
    .where('archived_at', 'is', null);
  const { rows, total } = await pageWithTotal(low, (matching) =>
    matching.select(['id', 'name', 'slug', 'stock']).orderBy('stock').orderBy('name').limit(limit),
  );
  return {
    items: rows.map((r) => ({ productId: r.id, name: r.name, slug: r.slug, stock: r.stock })),
    total,
  };
}

export type { ReservedLine };
