// A product's row as the console reads it, shared by the console's repository and the CSV
// import (decision 075): one mapping, one audit shape, one version rule.

import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { DEFAULT_GST_RATE, type GstRate } from '@harit/core/money';
import { DEFAULT_UQC, type Uqc } from '@harit/core/uqc';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type AuditChange, recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import type { ProductsTable } from '../../db/schema.ts';
import type { Trx } from '../../db/transaction.ts';

export type ProductRow = Selectable<ProductsTable> & { category_name: string | null };

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    nameHi: row.name_hi,
    descriptionHi: row.description_hi,
    image: row.image,
    images: [row.image, ...(row.more_images ?? [])],
    sku: row.sku,
    weightGrams: row.weight_grams,
    categoryId: row.category_id,
    category: row.category_name,
    pricePaise: row.price_paise,
    mrpPaise: row.mrp_paise,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate as GstRate,
    uqc: row.uqc as Uqc,
    stock: row.stock,
    featured: row.featured,
    archived: row.archived_at !== null,
    co2SavedKg: row.co2_saved_kg,
    carbon: row.carbon,
    rating: row.rating,
    ratingCount: row.rating_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The columns the product form and a CSV line both set, from the form's body (core's
 * productCreateBody): the slug, stock, archiving and carbon are each caller's own.
 */
export function productDetailColumns(p: ProductCreateInput) {
  return {
    name: p.name,
    description: p.description,
    name_hi: p.nameHi ?? '',
    description_hi: p.descriptionHi ?? '',
    image: p.image,
    price_paise: p.pricePaise,
    mrp_paise: p.mrpPaise,
    hsn_code: p.hsnCode ?? null,
    gst_rate: p.gstRate ?? DEFAULT_GST_RATE,
    uqc: p.uqc ?? DEFAULT_UQC,
    sku: p.sku ?? null,
    weight_grams: p.weightGrams ?? null,
    category_id: p.categoryId,
    featured: p.featured,
  };
}

/** The fields an audit entry shows of a product (no rating, no search document). */
export function audited(p: AdminProduct) {
  const { rating: _r, ratingCount: _c, createdAt: _a, updatedAt: _u, category: _n, ...rest } = p;
  return rest;
}

/** Only the keys whose values differ, as they were and as they are. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** The new updated_at of a product: now, and always later than the one it had. */
export const nextVersion = sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()),
  products.updated_at + interval '1 millisecond')`;

/**
 * Sets a product's columns and moves its version on (nextVersion), so that a form still holding
 * the copy read before the change is refused (409) rather than overwriting it.
 */
export function changeProduct(trx: Trx, id: string, columns: Updateable<ProductsTable>) {
  return trx
    .updateTable('products')
    .set({ ...columns, updated_at: nextVersion })
    .where('id', '=', id)
    .execute();
}

/** One product as the console shows it; the caller knows it is there. */
export async function productById(trx: Trx, id: string): Promise<AdminProduct> {
  const row = await selectAdminProducts(trx)
    .where('products.id', '=', id)
    .executeTakeFirstOrThrow();
  return toAdminProduct(row as ProductRow);
}

/**
 * A new product, made by the console's form or by a CSV import: inserted with no ratings yet,
 * read back as the console shows it, and recorded as `action` in the audit log with all its
 * fields, in the same transaction.
 */
export async function insertProduct(
  trx: Trx,
  actor: AuditChange['actor'],
  action: 'product.create' | 'product.import',
  columns: Omit<Insertable<ProductsTable>, 'rating' | 'rating_count'>,
): Promise<AdminProduct> {
  const { id } = await trx
    .insertInto('products')
    .values({ ...columns, rating: 0, rating_count: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await productById(trx, id);
  await recordAudit(trx, {
    actor,
    action,
    entity: 'product',
    entityId: id,
    after: audited(created),
  });
  return created;
}

/** Products with their category's name, as toAdminProduct reads them. */
export function selectAdminProducts(executor: Db | Trx) {
  return executor
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category_name');
}
