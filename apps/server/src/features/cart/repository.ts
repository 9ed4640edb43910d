import { cartLineFromProduct } from '@harit/core/cart';
import { DEFAULT_LANGUAGE, type Language } from '@harit/core/language';
// All cart SQL. Lines carry product data from the catalogue (catalog's productSummaries, never
// the client) and money in rupees. Every write of one user's cart runs under that user's cart
// lock, so concurrent requests cannot lose an add, push a line past stock or
// MAX_LINE_QUANTITY, or grow the cart past MAX_ORDER_LINES lines (issue 12 item 7).

import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@harit/core/limits';
import type { CartLine } from '@harit/core/types';
import type { Db } from '../../db/database.ts';
import { type Executor, lockFor, withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../plugins/errors.ts';
import { productStock, productSummaries } from '../catalog/service.ts';
import { removeCartLines } from './service.ts';

interface WriteCheck {
  name: string;
  stock: number;
  /** the line's quantity now, 0 without a line */
  current: number;
  /** what the request asks for: an amount to add, or the quantity to set */
  wanted: number;
  adding: boolean;
  /** lines in the cart now, or null when the line exists (changing it needs no room) */
  lineCount: number | null;
}

/** Why a cart write may not happen, as the 4xx the client sees; null when it may. */
function refusal({ name, stock, current, wanted, adding, lineCount }: WriteCheck) {
  const inCartNow = adding ? current : 0;
  const limit = Math.min(stock, MAX_LINE_QUANTITY);
  const total = inCartNow + wanted;
  if (stock === 0) return conflict(`${name} is out of stock`);
  if (total > limit) {
    const inCart = inCartNow > 0 ? `; ${inCartNow} already in your cart` : '';
    const more = adding ? `, so you can add ${Math.max(0, limit - inCartNow)} more` : '';
    if (total > stock) return conflict(`Only ${stock} of ${name} in stock${inCart}${more}`);
    return badRequest(
      `You can have at most ${MAX_LINE_QUANTITY} of ${name} in your cart${inCart}${more}.`,
    );
  }
  if (lineCount !== null && lineCount >= MAX_ORDER_LINES) {
    return conflict(
      `Your cart is full: it holds at most ${MAX_ORDER_LINES} different products. Remove one to add ${name}.`,
    );
  }
  return null;
}

export function createCartRepository(db: Db) {
  /** The user's lines (or the one line of `productId`), in the order they were first added. */
  async function linesOf(
    executor: Executor,
    userId: string,
    productId?: string,
    lang: Language = DEFAULT_LANGUAGE,
  ) {
    let query = executor
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', userId);
    if (productId) query = query.where('product_id', '=', productId);
    const rows = await query.orderBy('created_at').orderBy('product_id').execute();
    const products = await productSummaries(
      executor,
      rows.map((r) => r.product_id),
      lang,
    );
    return rows.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [cartLineFromProduct(product, row.quantity)] : [];
    });
  }

  /**
   * Adds to or sets one line. Under the user's cart lock, writes of one cart happen one after
   * another: each sees the lines the previous one committed (READ COMMITTED takes a new
   * snapshot per statement), so counting before inserting is safe. The upsert stays relative
   * (`quantity + excluded.quantity` when adding), so a line an order removes meanwhile is not
   * brought back.
   */
  async function writeLine(
    userId: string,
    productId: string,
    quantity: number,
    adding: boolean,
  ): Promise<CartLine> {
    await withTransaction(db, async (trx) => {
      await lockFor(trx, 'cart', userId);
      const { name, stock } = await productStock(trx, productId);
      const line = await trx
        .selectFrom('cart_items')
        .select('quantity')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      const lineCount = line ? null : await countLines(trx, userId);
      const refused = refusal({
        name,
        stock,
        current: line?.quantity ?? 0,
        wanted: quantity,
        adding,
        lineCount,
      });
      if (refused) throw refused;
      await trx
        .insertInto('cart_items')
        .values({ user_id: userId, product_id: productId, quantity })
        .onConflict((oc) =>
          oc.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({
            quantity: adding
              ? eb('cart_items.quantity', '+', eb.ref('excluded.quantity'))
              : eb.ref('excluded.quantity'),
            updated_at: new Date(),
          })),
        )
        .execute();
    });
    return (await linesOf(db, userId, productId))[0]!;
  }

  async function countLines(executor: Executor, userId: string): Promise<number> {
    const { count } = await executor
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  return {
    /** The user's cart, in the order lines were first added. */
    list: (userId: string, lang?: Language): Promise<CartLine[]> =>
      linesOf(db, userId, undefined, lang),

    /** Adds `quantity` to the line, creating it; never past stock or MAX_LINE_QUANTITY. */
    add: (userId: string, productId: string, quantity: number) =>
      writeLine(userId, productId, quantity, true),

    /** Sets the line's quantity (creating it if needed); never above stock. */
    update: (userId: string, productId: string, quantity: number) =>
      writeLine(userId, productId, quantity, false),

    /** Removes the line; removing one that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<void> {
      await productStock(db, productId);
      await removeCartLines(db, userId, [productId]);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
