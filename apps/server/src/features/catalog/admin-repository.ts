// The merchant console's catalogue SQL (decision 026). Every write runs in one
// transaction with its audit entry; the products and categories triggers of migration 0006
// notify catalog_changed on commit, so every instance's shop cache empties at once.

import { carbonRecordFrom, keywordCarbonRecord } from '@harit/core/carbon-record';
import {
  type AdminCategory,
  type AdminProduct,
  type AdminProductQuery,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  mrpProblem,
  type ProductBulkInput,
  type ProductCreateInput,
  type ProductImagesInput,
  type ProductUpdateInput,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockReason,
  slugify,
} from '@harit/core/catalog-admin';
import { LOW_STOCK_THRESHOLD } from '@harit/core/stock';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { lockFor, type Trx, withTransaction } from '../../db/transaction.ts';
import { type Language, msg } from '../../locales/index.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import { bulkChangeProducts } from './product-bulk.ts';
import { importProducts, productsCsvText } from './product-import.ts';
import {
  audited,
  changeProduct,
  changes,
  insertProduct,
  type ProductRow,
  productDetailColumns,
  selectAdminProducts,
  toAdminProduct,
} from './product-rows.ts';
import { carbonColumns } from './service.ts';
import { tellWaitingShoppers } from './stock-alerts.ts';

export type Actor = Pick<TokenUser, 'id' | 'name' | 'email'>;

const STALE = msg(
  'This product was changed by someone else since you opened it. Reload it to see their changes.',
);

export function createCatalogAdminRepository(db: Db) {
  const selectProducts = (executor: Db | Trx = db) => selectAdminProducts(executor);

  async function productOrThrow(executor: Db | Trx, id: string, lock = false) {
    let query = selectProducts(executor).where('products.id', '=', id);
    if (lock) query = query.forUpdate('products');
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('Product not found');
    return toAdminProduct(row as ProductRow);
  }

  /** 409 when another product has this SKU (the unique index is the last word: skuTaken). */
  async function requireFreeSku(trx: Trx, sku: string | null | undefined, self?: string) {
    if (!sku) return;
    const taken = await trx
      .selectFrom('products')
      .select('slug')
      .where('sku', '=', sku)
      .$if(self !== undefined, (q) => q.where('id', '!=', self!))
      .executeTakeFirst();
    if (taken) throw skuConflict(sku);
  }

  /** Refuses an edit made from an older copy than the product now is (409). */
  function checkVersion(product: AdminProduct, updatedAt: string) {
    if (Date.parse(product.updatedAt) !== Date.parse(updatedAt)) throw conflict(STALE);
  }

  /** A unique slug: the one asked for (409 if taken), or one from the name with -2, -3, … */
  async function uniqueSlug(trx: Trx, name: string, wanted: string | undefined, self?: string) {
    if (wanted) {
      const taken = await trx
        .selectFrom('products')
        .select('id')
        .where('slug', '=', wanted)
        .$if(self !== undefined, (q) => q.where('id', '!=', self!))
        .executeTakeFirst();
      if (taken) {
        throw conflict('The slug "{slug}" is already used by another product.', { slug: wanted });
      }
      return wanted;
    }
    const base = slugify(name) || 'product';
    // Two merchants naming two products alike wait for each other here, so both get a slug.
    await lockFor(trx, 'product-slug', base);
    const rows = await trx
      .selectFrom('products')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base}-[0-9]+$`)]))
      .$if(self !== undefined, (q) => q.where('id', '!=', self!))
      .execute();
    const used = new Set(rows.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function requireCategory(trx: Trx, categoryId: string | null | undefined) {
    if (!categoryId) return;
    const found = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!found) throw badRequest('Category does not exist.');
  }

  async function setArchived(actor: Actor, id: string, updatedAt: string, archived: boolean) {
    return withTransaction(db, async (trx) => {
      const before = await productOrThrow(trx, id, true);
      checkVersion(before, updatedAt);
      if (before.archived === archived) return before;
      await changeProduct(trx, id, { archived_at: archived ? new Date() : null });
      const after = await productOrThrow(trx, id);
      await recordAudit(trx, {
        actor,
        action: archived ? 'product.archive' : 'product.unarchive',
        entity: 'product',
        entityId: id,
        before: { archived: before.archived },
        after: { archived: after.archived },
      });
      return after;
    });
  }

  return {
    /** One change to many products, each checked on its own (decision 075). */
    bulkChange: (actor: Actor, input: ProductBulkInput, language: Language) =>
      bulkChangeProducts(db, actor, input, language),
    /** The catalogue as CSV (decision 075). */
    productsCsv: () => productsCsvText(db),
    /** A CSV file of products, tried (dry run) or applied all or nothing (decision 075). */
    importProducts: (actor: Actor, text: string, options: Parameters<typeof importProducts>[3]) =>
      importProducts(db, actor, text, options),

    /**
     * The console's product list: newest first, or best match first with a search (full text
     * over name and description as the shop's, or a name/slug containing the words).
     */
    async listProducts(
      query: AdminProductQuery,
    ): Promise<{ items: AdminProduct[]; total: number }> {
      let qb = selectProducts();
      if (query.status === 'active') qb = qb.where('products.archived_at', 'is', null);
      if (query.status === 'archived') qb = qb.where('products.archived_at', 'is not', null);
      if (query.categoryId) qb = qb.where('products.category_id', '=', query.categoryId);
      if (query.featured !== undefined) qb = qb.where('products.featured', '=', query.featured);
      if (query.lowStock) qb = qb.where('products.stock', '<=', LOW_STOCK_THRESHOLD);
      const search = query.search?.trim();
      const tsquery = sql`websearch_to_tsquery('english', ${search ?? ''})`;
      if (search) {
        const like = containsPattern(search.toLowerCase());
        qb = qb.where((eb) =>
          eb.or([
            eb(sql`products.search_vector`, '@@', tsquery),
            eb(sql`lower(products.name)`, 'like', like),
            eb('products.slug', 'like', like),
            eb('products.id', '=', search),
          ]),
        );
      }
      const ordered = search
        ? qb.orderBy(sql`ts_rank(products.search_vector, ${tsquery})`, 'desc')
        : query.lowStock
          ? qb.orderBy('products.stock')
          : qb.orderBy('products.created_at', 'desc');
      const rows = await ordered
        .orderBy('products.id')
        .select(sql<number>`count(*) over ()`.as('total'))
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && query.offset > 0) {
        const counted = await qb
          .clearSelect()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirst();
        total = Number(counted?.n ?? 0);
      }
      return { items: rows.map((r) => toAdminProduct(r as ProductRow)), total };
    },

    product: (id: string) => productOrThrow(db, id),

    async createProduct(actor: Actor, input: ProductCreateInput): Promise<AdminProduct> {
      return skuTaken(input.sku, () =>
        withTransaction(db, async (trx) => {
          await requireCategory(trx, input.categoryId);
          await requireFreeSku(trx, input.sku);
          const slug = await uniqueSlug(trx, input.name, input.slug || undefined);
          return insertProduct(trx, actor, 'product.create', {
            ...productDetailColumns(input),
            slug,
            stock: input.stock,
            ...carbonColumns(
              input.carbon ? carbonRecordFrom(input.carbon) : keywordCarbonRecord(input.name),
            ),
          });
        }),
      );
    },

    /** An edit from the copy read at `updatedAt`: 409 when the product changed since. */
    async updateProduct(
      actor: Actor,
      id: string,
      { updatedAt, ...input }: ProductUpdateInput,
    ): Promise<AdminProduct> {
      return skuTaken(input.sku, () =>
        withTransaction(db, async (trx) => {
          const before = await productOrThrow(trx, id, true);
          checkVersion(before, updatedAt);
          if (input.sku !== undefined && input.sku !== before.sku)
            await requireFreeSku(trx, input.sku, id);
          const price = input.pricePaise ?? before.pricePaise;
          const mrp = input.mrpPaise === undefined ? before.mrpPaise : input.mrpPaise;
          // An edit of the price alone or the MRP alone is checked against the other's stored value.
          const problem = mrpProblem(price, mrp, input.gstRate ?? before.gstRate);
          if (problem) throw badRequest(problem);
          if (input.categoryId !== undefined) await requireCategory(trx, input.categoryId);
          const name = input.name ?? before.name;
          const slug =
            input.slug !== undefined && input.slug !== before.slug
              ? await uniqueSlug(trx, name, input.slug, id)
              : undefined;
          await changeProduct(trx, id, {
            ...(input.name !== undefined ? { name } : {}),
            // Decision 069: a record set here is kept; a product still on the keyword estimate
            // follows its new name.
            ...(input.carbon !== undefined
              ? carbonColumns(carbonRecordFrom(input.carbon))
              : input.name !== undefined && before.carbon.basis === 'keyword'
                ? carbonColumns(keywordCarbonRecord(name))
                : {}),
            ...(slug !== undefined ? { slug } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.nameHi !== undefined ? { name_hi: input.nameHi } : {}),
            ...(input.descriptionHi !== undefined ? { description_hi: input.descriptionHi } : {}),
            ...(input.image !== undefined ? { image: input.image } : {}),
            ...(input.categoryId !== undefined ? { category_id: input.categoryId } : {}),
            ...(input.pricePaise !== undefined ? { price_paise: input.pricePaise } : {}),
            ...(input.mrpPaise !== undefined ? { mrp_paise: input.mrpPaise } : {}),
            ...(input.hsnCode !== undefined ? { hsn_code: input.hsnCode } : {}),
            ...(input.gstRate !== undefined ? { gst_rate: input.gstRate } : {}),
            ...(input.uqc !== undefined ? { uqc: input.uqc } : {}),
            ...(input.featured !== undefined ? { featured: input.featured } : {}),
            ...(input.sku !== undefined ? { sku: input.sku } : {}),
            ...(input.weightGrams !== undefined ? { weight_grams: input.weightGrams } : {}),
          });
          const after = await productOrThrow(trx, id);
          const diff = changes(audited(before), audited(after));
          await recordAudit(trx, {
            actor,
            action: 'product.update',
            entity: 'product',
            entityId: id,
            ...diff,
          });
          return after;
        }),
      );
    },

    /**
     * Sets every picture of a product, in order, the first its main one (decision 080), from the
     * copy read at `updatedAt` (409 when it changed since).
     */
    async setImages(
      actor: Actor,
      id: string,
      { images, updatedAt }: ProductImagesInput,
    ): Promise<AdminProduct> {
      return withTransaction(db, async (trx) => {
        const before = await productOrThrow(trx, id, true);
        checkVersion(before, updatedAt);
        const [main, ...more] = images;
        await changeProduct(trx, id, { image: main!, more_images: more });
        const after = await productOrThrow(trx, id);
        await recordAudit(trx, {
          actor,
          action: 'product.images',
          entity: 'product',
          entityId: id,
          before: { images: before.images },
          after: { images: after.images },
        });
        return after;
      });
    },

    archiveProduct: (actor: Actor, id: string, updatedAt: string) =>
      setArchived(actor, id, updatedAt, true),
    unarchiveProduct: (actor: Actor, id: string, updatedAt: string) =>
      setArchived(actor, id, updatedAt, false),

    /**
     * Changes a product's stock by `delta` with its reason. The conditional update takes the
     * product's row lock (the one orders take, one product at a time in id order), so
     * adjustments and orders never lose each other's changes, and stock never goes below 0.
     */
    async adjustStock(
      actor: Actor,
      productId: string,
      input: StockAdjustmentInput,
    ): Promise<StockAdjustment> {
      return withTransaction(db, async (trx) => {
        const updated = await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '+', input.delta) }))
          .where('id', '=', productId)
          .where(sql<boolean>`stock + ${input.delta}::integer >= 0`)
          .returning(['stock'])
          .executeTakeFirst();
        if (!updated) {
          const found = await trx
            .selectFrom('products')
            .select('stock')
            .where('id', '=', productId)
            .executeTakeFirst();
          if (!found) throw notFound('Product not found');
          throw conflict(
            'Stock cannot go below 0: there {stock, plural, one {is only {stock}} other {are only {stock}}} in stock.',
            { stock: found.stock },
          );
        }
        const row = await trx
          .insertInto('stock_adjustments')
          .values({
            product_id: productId,
            delta: input.delta,
            reason: input.reason,
            note: input.note || null,
            stock_after: updated.stock,
            actor_user_id: actor.id,
            actor_name: actor.name,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Back from 0: whoever asked is told, once (decision 074).
        await tellWaitingShoppers(trx, {
          productId,
          stockBefore: updated.stock - input.delta,
          stockAfter: updated.stock,
        });
        await recordAudit(trx, {
          actor,
          action: 'product.stock',
          entity: 'product',
          entityId: productId,
          before: { stock: updated.stock - input.delta },
          after: { stock: updated.stock, reason: input.reason, note: input.note ?? null },
        });
        return toAdjustment(row);
      });
    },

    async stockAdjustments(productId: string, limit = 50): Promise<StockAdjustment[]> {
      await productOrThrow(db, productId);
      const rows = await db
        .selectFrom('stock_adjustments')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toAdjustment);
    },

    async categories(): Promise<AdminCategory[]> {
      const rows = await db
        .selectFrom('categories')
        .leftJoin('products', 'products.category_id', 'categories.id')
        .select([
          'categories.id',
          'categories.name',
          'categories.name_hi',
          'categories.slug',
          'categories.image',
        ])
        .select('categories.position')
        .select((eb) => eb.fn.count<number>('products.id').as('product_count'))
        .groupBy('categories.id')
        .orderBy('categories.position')
        .orderBy('categories.name')
        .execute();
      return rows.map(toCategory);
    },

    async createCategory(actor: Actor, input: CategoryCreateInput): Promise<AdminCategory> {
      return withTransaction(db, async (trx) => {
        await lockFor(trx, 'categories', 'order');
        await requireFreeCategory(trx, input.name, input.slug);
        const slug = input.slug ?? (await uniqueCategorySlug(trx, input.name));
        const last = await trx
          .selectFrom('categories')
          .select((eb) => eb.fn.max<number>('position').as('max'))
          .executeTakeFirst();
        const row = await trx
          .insertInto('categories')
          .values({
            name: input.name,
            name_hi: input.nameHi ?? '',
            slug,
            image: input.image ?? '/images/placeholder.svg',
            position: Number(last?.max ?? -1) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toCategory({ ...row, product_count: 0 });
        await recordAudit(trx, {
          actor,
          action: 'category.create',
          entity: 'category',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },

    async updateCategory(
      actor: Actor,
      id: string,
      input: CategoryUpdateInput,
    ): Promise<AdminCategory> {
      return withTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('categories')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('Category not found');
        await requireFreeCategory(trx, input.name, input.slug, id);
        const row = await trx
          .updateTable('categories')
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.nameHi !== undefined ? { name_hi: input.nameHi } : {}),
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            ...(input.image !== undefined ? { image: input.image } : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const { name, name_hi, slug, image } = before;
        const diff = changes(
          { name, nameHi: name_hi, slug, image },
          { name: row.name, nameHi: row.name_hi, slug: row.slug, image: row.image },
        );
        await recordAudit(trx, {
          actor,
          action: 'category.update',
          entity: 'category',
          entityId: id,
          ...diff,
        });
        return (await categoryById(trx, id))!;
      });
    },

    /** Sets the shop's order of categories: `ids` must name every category once. */
    async reorderCategories(actor: Actor, ids: string[]): Promise<AdminCategory[]> {
      await withTransaction(db, async (trx) => {
        await lockFor(trx, 'categories', 'order');
        const rows = await trx
          .selectFrom('categories')
          .select(['id', 'position'])
          .orderBy('position')
          .orderBy('name')
          .execute();
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw conflict('The categories changed since you loaded them. Reload and try again.');
        }
        await sql`update categories set position = ordered.position
          from unnest(${ids}::text[]) with ordinality as ordered(id, position)
          where categories.id = ordered.id`.execute(trx);
        await recordAudit(trx, {
          actor,
          action: 'category.reorder',
          entity: 'category',
          entityId: 'all',
          before: { order: rows.map((r) => r.id) },
          after: { order: ids },
        });
      });
      return this.categories();
    },

    /** Deletes a category that has no product, archived or not (decision 026); else 409. */
    async deleteCategory(actor: Actor, id: string): Promise<void> {
      await withTransaction(db, async (trx) => {
        const category = await categoryById(trx, id, true);
        if (!category) throw notFound('Category not found');
        if (category.productCount > 0) {
          throw conflict(
            '{name} still has {count, plural, one {{count} product} other {{count} products}}; move them to another category first.',
            { name: { en: category.name, hi: category.nameHi }, count: category.productCount },
          );
        }
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        await recordAudit(trx, {
          actor,
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          before: category,
        });
      });
    },
  };

  async function categoryById(trx: Trx, id: string, lock = false) {
    let query = trx
      .selectFrom('categories')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('products')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('products.category_id', '=', 'categories.id')
          .as('product_count'),
      )
      .where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? toCategory(row) : undefined;
  }

  async function requireFreeCategory(trx: Trx, name?: string, slug?: string, self?: string) {
    if (name === undefined && slug === undefined) return;
    const taken = await trx
      .selectFrom('categories')
      .select(['name', 'slug'])
      .where((eb) =>
        eb.or([
          ...(name !== undefined ? [eb(sql`lower(name)`, '=', name.toLowerCase())] : []),
          ...(slug !== undefined ? [eb('slug', '=', slug)] : []),
        ]),
      )
      .$if(self !== undefined, (q) => q.where('id', '!=', self!))
      .executeTakeFirst();
    if (!taken) return;
    if (name !== undefined && taken.name.toLowerCase() === name.toLowerCase()) {
      throw conflict('There is already a category called {name}.', { name: taken.name });
    }
    throw conflict('The slug "{slug}" is already used by another category.', { slug: slug ?? '' });
  }

  async function uniqueCategorySlug(trx: Trx, name: string) {
    const base = slugify(name) || 'category';
    const rows = await trx
      .selectFrom('categories')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base}-[0-9]+$`)]))
      .execute();
    const used = new Set(rows.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

function toCategory(row: {
  id: string;
  name: string;
  name_hi: string;
  slug: string;
  image: string;
  position: number;
  product_count: number | string | bigint | null;
}): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.name_hi,
    slug: row.slug,
    image: row.image,
    position: row.position,
    productCount: Number(row.product_count ?? 0),
  };
}

function toAdjustment(row: {
  id: string;
  product_id: string;
  delta: number;
  reason: string;
  note: string | null;
  actor_name: string;
  stock_after: number;
  created_at: Date;
}): StockAdjustment {
  return {
    id: row.id,
    productId: row.product_id,
    delta: row.delta,
    reason: row.reason as StockReason,
    note: row.note,
    actor: row.actor_name,
    stockAfter: row.stock_after,
    at: new Date(row.created_at).toISOString(),
  };
}

/** 409 naming the SKU another product has. */
function skuConflict(sku: string) {
  return conflict('The SKU "{sku}" is already used by another product.', { sku });
}

/**
 * A write that sets a SKU: two merchants giving two products one SKU at once both pass the
 * check, and the unique index refuses the second; that is the same 409.
 */
async function skuTaken<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku && isUniqueViolation(error, 'products_sku_key')) throw skuConflict(sku.toUpperCase());
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint))
  );
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
