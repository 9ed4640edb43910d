// The catalogue as a CSV file, out and back in (decision 075). Core's planProductImport says what
// each line would do, with the product form's own schema; here the products are read and, when
// the file has no problem at all, every change is written in one transaction with its audit
// entry and, for stock, its adjustment — all or nothing.

import { keywordCarbonRecord } from '@harit/core/carbon-record';
import {
  type ImportChange,
  type ImportPlan,
  importedLines,
  type ProductImportReport,
  planProductImport,
  productsCsv,
} from '@harit/core/product-csv';
import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { type Trx, withTransaction } from '../../db/transaction.ts';
import { coreMessage } from '../../locales/core-messages.ts';
import { isMessage, type Language, msg, translate } from '../../locales/index.ts';
import type { Actor } from './admin-repository.ts';
import {
  audited,
  changes,
  insertProduct,
  nextVersion,
  type ProductRow,
  productById,
  productDetailColumns,
  selectAdminProducts,
  toAdminProduct,
} from './product-rows.ts';
import { carbonColumns } from './service.ts';

/** Core's PRODUCT_CSV_MESSAGES, as the catalogue holds them (a test holds the two together). */
export const IMPORT_MESSAGES = [
  msg('The file is empty: the first line must name the columns, e.g. slug,name,price.'),
  msg('Unknown column "{column}". The columns are: {columns}.'),
  msg('The column "{column}" is named twice.'),
  msg('The first line must name a slug column: each product is found by its slug.'),
  msg('A file may hold at most {max} products; split it into smaller files.'),
  msg('This line has {found} fields; the first line names {expected}.'),
  msg('A quoted field is never closed (a " is missing).'),
  msg('A quoted field must end at a comma or the end of the line.'),
  msg('Price must be an amount in rupees, e.g. 499 or 499.50.'),
  msg('MRP must be an amount in rupees, or left empty.'),
  msg('{column} must be yes or no.'),
  msg('There is no category with the slug "{category}".'),
  msg('The slug "{slug}" is on line {first} already.'),
  msg('The SKU "{sku}" is on line {first} already.'),
  msg('The SKU "{sku}" is already used by the product "{slug}".'),
];

async function catalogue(executor: Db | Trx, lock = false) {
  let query = selectAdminProducts(executor).orderBy('products.slug');
  if (lock) query = query.forUpdate('products');
  const products = ((await query.execute()) as ProductRow[]).map(toAdminProduct);
  const categories = await executor.selectFrom('categories').select(['id', 'slug']).execute();
  return { products, categories };
}

/** Every product, archived ones too, by slug: GET /api/admin/products.csv. */
export async function productsCsvText(db: Db): Promise<string> {
  const { products, categories } = await catalogue(db);
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  return productsCsv(products, (id) => slugOf.get(id) ?? '');
}

/** A problem's message in the request's language. */
function say(language: Language, message: string, values?: Record<string, string | number>) {
  return isMessage(message) ? translate(language, message, values) : coreMessage(language, message);
}

function summary(language: Language, plan: ImportPlan, dryRun: boolean): string {
  const { created, updated } = importedLines(plan);
  const counts = {
    created: created.length,
    updated: updated.length,
    unchanged: plan.unchanged,
    errors: plan.problems.length,
  };
  if (plan.problems.length > 0) {
    return translate(
      language,
      msg(
        'Nothing was changed: the file has {errors, plural, one {# problem} other {# problems}}. Correct {errors, plural, one {it} other {them}} and try again.',
      ),
      counts,
    );
  }
  return translate(
    language,
    dryRun
      ? msg(
          'The file would create {created, plural, one {# product} other {# products}} and change {updated, plural, one {# product} other {# products}}; {unchanged} unchanged. Nothing is saved yet.',
        )
      : msg(
          'Created {created, plural, one {# product} other {# products}} and changed {updated, plural, one {# product} other {# products}}; {unchanged} unchanged.',
        ),
    counts,
  );
}

/**
 * Reads a CSV file of products; with `dryRun` (or any problem) changes nothing and reports what
 * it would do, else applies every line in one transaction. The products are read under lock in
 * that same transaction, so what is checked is what is changed.
 */
export async function importProducts(
  db: Db,
  actor: Actor,
  text: string,
  { dryRun, language }: { dryRun: boolean; language: Language },
): Promise<ProductImportReport> {
  return withTransaction(db, async (trx) => {
    const { products, categories } = await catalogue(trx, !dryRun);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const categoryIdOf = new Map(categories.map((c) => [c.slug, c.id]));
    const plan = planProductImport(text, bySlug, (slug) => categoryIdOf.get(slug));
    const apply = !dryRun && plan.problems.length === 0;
    if (apply) for (const change of plan.changes) await applyChange(trx, actor, change);
    return {
      dryRun,
      applied: apply,
      message: summary(language, plan, dryRun),
      lines: plan.lines,
      ...importedLines(plan),
      unchanged: plan.unchanged,
      errors: plan.problems
        .toSorted((a, b) => a.line - b.line)
        .map((p) => ({
          line: p.line,
          column: p.column,
          message: say(language, p.message, p.values),
        })),
    };
  });
}

async function applyChange(trx: Trx, actor: Actor, change: ImportChange): Promise<void> {
  const { product, existing } = change;
  const details = { ...productDetailColumns(product), slug: product.slug };
  if (!existing) {
    await insertProduct(trx, actor, 'product.import', {
      ...details,
      stock: product.stock,
      archived_at: change.archived ? new Date() : null,
      // Decision 069: a new product starts from SPEC §9's keyword estimate, as the form's.
      ...carbonColumns(keywordCarbonRecord(product.name)),
    });
    return;
  }
  const detailsChange = change.changed.some((c) => c !== 'stock');
  await trx
    .updateTable('products')
    .set({
      ...details,
      stock: product.stock,
      ...(change.archived !== existing.archived
        ? { archived_at: change.archived ? new Date() : null }
        : {}),
      // Decision 069: a product still on the keyword estimate follows its new name.
      ...(product.name !== existing.name && existing.carbon.basis === 'keyword'
        ? carbonColumns(keywordCarbonRecord(product.name))
        : {}),
      // Stock alone leaves the version an open editor holds (as an adjustment does).
      ...(detailsChange ? { updated_at: nextVersion } : {}),
    })
    .where('id', '=', existing.id)
    .execute();
  if (product.stock !== existing.stock) {
    await trx
      .insertInto('stock_adjustments')
      .values({
        product_id: existing.id,
        delta: product.stock - existing.stock,
        reason: 'correction',
        note: msg('CSV import'),
        stock_after: product.stock,
        actor_user_id: actor.id,
        actor_name: actor.name,
      })
      .execute();
  }
  const after = await productById(trx, existing.id);
  await recordAudit(trx, {
    actor,
    action: 'product.import',
    entity: 'product',
    entityId: existing.id,
    ...changes(audited(existing), audited(after)),
  });
}
