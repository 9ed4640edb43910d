// Bulk changes of the console's products list (decision 075): archive or put back, set stock,
// change prices by a percentage. One transaction; each product is checked on its own — one that
// a change would break (a price with GST above its MRP) is reported and left as it is, the
// others change, each with its audit entry (and, for stock, its adjustment).
import {
  type BulkAction,
  bulkPriceProblem,
  type ProductBulkInput,
  type ProductBulkResult,
  priceChangedBy,
} from '@harit/core/catalog-admin';
import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { type Trx, withTransaction } from '../../db/transaction.ts';
import { coreMessage } from '../../locales/core-messages.ts';
import { type Language, msg, translate } from '../../locales/index.ts';
import type { Actor } from './admin-repository.ts';
import {
  changeProduct,
  type ProductRow,
  selectAdminProducts,
  toAdminProduct,
} from './product-rows.ts';

const NOT_FOUND = msg('Product not found');
const ALREADY_ARCHIVED = msg('Already archived.');
const ALREADY_ON_SALE = msg('Already on sale.');
const SAME_STOCK = msg('Already has that stock.');

function summary(language: Language, action: BulkAction, changed: number, skipped: number) {
  const values = { changed, skipped };
  switch (action) {
    case 'archive':
      return translate(
        language,
        msg(
          'Archived {changed, plural, one {# product} other {# products}}; {skipped} left as they were.',
        ),
        values,
      );
    case 'unarchive':
      return translate(
        language,
        msg(
          'Put {changed, plural, one {# product} other {# products}} back on sale; {skipped} left as they were.',
        ),
        values,
      );
    case 'set-stock':
      return translate(
        language,
        msg(
          'Set the stock of {changed, plural, one {# product} other {# products}}; {skipped} left as they were.',
        ),
        values,
      );
    case 'change-price':
      return translate(
        language,
        msg(
          'Changed the price of {changed, plural, one {# product} other {# products}}; {skipped} left as they were.',
        ),
        values,
      );
  }
}

export async function bulkChangeProducts(
  db: Db,
  actor: Actor,
  input: ProductBulkInput,
  language: Language,
): Promise<ProductBulkResult> {
  return withTransaction(db, async (trx) => {
    const ids = [...new Set(input.ids)];
    // In id order, as orders and adjustments take them: no deadlock with a checkout.
    const rows = (await selectAdminProducts(trx)
      .where('products.id', 'in', ids)
      .orderBy('products.id')
      .forUpdate('products')
      .execute()) as ProductRow[];
    const found = new Map(rows.map((r) => [r.id, toAdminProduct(r)]));
    const result: ProductBulkResult = {
      action: input.action,
      message: '',
      changed: [],
      skipped: [],
    };
    const skip = (id: string, name: string, reason: string) =>
      result.skipped.push({ id, name, reason });
    for (const id of ids) {
      const product = found.get(id);
      if (!product) {
        skip(id, '', translate(language, NOT_FOUND));
        continue;
      }
      const { name } = product;
      switch (input.action) {
        case 'archive':
        case 'unarchive': {
          const archive = input.action === 'archive';
          if (product.archived === archive) {
            skip(id, name, translate(language, archive ? ALREADY_ARCHIVED : ALREADY_ON_SALE));
            break;
          }
          await changeProduct(trx, id, { archived_at: archive ? new Date() : null });
          await audit(
            trx,
            actor,
            id,
            `product.${input.action}`,
            { archived: !archive },
            {
              archived: archive,
            },
          );
          result.changed.push({ id, name, before: null, after: null });
          break;
        }
        case 'set-stock': {
          const stock = input.stock!;
          if (product.stock === stock) {
            skip(id, name, translate(language, SAME_STOCK));
            break;
          }
          await trx.updateTable('products').set({ stock }).where('id', '=', id).execute();
          await trx
            .insertInto('stock_adjustments')
            .values({
              product_id: id,
              delta: stock - product.stock,
              reason: 'correction',
              note: msg('Bulk change'),
              stock_after: stock,
              actor_user_id: actor.id,
              actor_name: actor.name,
            })
            .execute();
          await audit(trx, actor, id, 'product.stock', { stock: product.stock }, { stock });
          result.changed.push({ id, name, before: product.stock, after: stock });
          break;
        }
        case 'change-price': {
          const price = priceChangedBy(product.pricePaise, input.percent!);
          const problem = bulkPriceProblem(price, product.mrpPaise);
          if (problem) {
            skip(id, name, coreMessage(language, problem));
            break;
          }
          await changeProduct(trx, id, { price_paise: price });
          await audit(
            trx,
            actor,
            id,
            'product.update',
            { pricePaise: product.pricePaise },
            { pricePaise: price },
          );
          result.changed.push({ id, name, before: product.pricePaise, after: price });
          break;
        }
      }
    }
    result.message = summary(language, input.action, result.changed.length, result.skipped.length);
    return result;
  });
}

function audit(
  trx: Trx,
  actor: Actor,
  id: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordAudit(trx, { actor, action, entity: 'product', entityId: id, before, after });
}
