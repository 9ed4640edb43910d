import { cartLineFromProduct } from '@harit/core/cart';
import { DEFAULT_LANGUAGE, type Language } from '@harit/core/language';
// All cart SQL. Lines carry product data from the catalogue (catalog's productSummaries, never
// the client) and money in rupees. Every write of one user's cart runs under that user's cart
// lock, so concurrent requests cannot lose an add, push a line past stock or
// MAX_LINE_QUANTITY, or grow the cart past MAX_ORDER_LINES lines; that
// lock is taken inside the database by cart_write_line (migration 0030).

import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@harit/core/limits';
import type { CartLine, Product } from '@harit/core/types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, type Names } from '../../plugins/errors.ts';
import { removeCartLines } from './service.ts';

interface WriteCheck {
  /** the product's names: a refusal names it in the request's language */
  name: Names;
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
  if (stock === 0) return conflict('{name} is out of stock', { name });
  if (total > limit) {
    // One message each, its optional parts chosen inside it (decision 044): how many are in
    // the cart already, and, when adding, how many more fit.
    const values = {
      name,
      stock,
      max: MAX_LINE_QUANTITY,
      inCart: inCartNow,
      adding: adding ? 'yes' : 'no',
      more: Math.max(0, limit - inCartNow),
    };
    if (total > stock) {
      return conflict(
        'Only {stock} of {name} in stock{inCart, plural, =0 {} other {; {inCart} already in your cart}}{adding, select, yes {, so you can add {more} more} other {}}',
        values,
      );
    }
    return badRequest(
      'You can have at most {max} of {name} in your cart{inCart, plural, =0 {} other {; {inCart} already in your cart}}{adding, select, yes {, so you can add {more} more} other {}}.',
      values,
    );
  }
  if (lineCount !== null && lineCount >= MAX_ORDER_LINES) {
    return conflict(
      'Your cart is full: it holds at most {max} different products. Remove one to add {name}.',
      { max: MAX_ORDER_LINES, name },
    );
  }
  return null;
}

/**
 * What the cart reads from the catalogue, handed in by app.ts (decision 063): product summaries
 * in a language, a product on sale (404 otherwise) and a product that exists (404 otherwise).
 */
export interface CatalogReads {
  productSummaries(ids: string[], lang?: Language): Promise<Map<string, Product>>;
  productOnSale(productId: string): Promise<Product & { names: Names }>;
  productStock(productId: string): Promise<{ id: string; name: string; stock: number }>;
}

export function createCartRepository(db: Db, catalog: CatalogReads) {
  /** The user's lines, in the order they were first added, named in `lang`. */
  async function linesOf(userId: string, lang: Language = DEFAULT_LANGUAGE) {
    const rows = await db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('product_id')
      .execute();
    const products = await catalog.productSummaries(
      rows.map((r) => r.product_id),
      lang,
    );
    return rows.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [cartLineFromProduct(product, row.quantity)] : [];
    });
  }

  /**
   * Adds to or sets one line: the product (stock included) is read first — the cart lock never
   * guarded stock, which orders change without it — then one statement, `cart_write_line`
   * (migration 0030), takes the user's cart lock, reads the line and the cart's line count,
   * writes only what the rule below allows and returns what it read; the lock is released when
   * that statement ends, so no round trip of ours happens while it is held. Writes of one cart
   * happen one after another, each seeing the lines the previous one committed, so concurrent
   * requests cannot lose an add or pass stock, MAX_LINE_QUANTITY or MAX_ORDER_LINES.
   * `refusal` words the rule the function applies; when it finds nothing to refuse, the
   * function has written.
   */
  async function writeLine(
    userId: string,
    productId: string,
    quantity: number,
    adding: boolean,
  ): Promise<CartLine> {
    const product = await catalog.productOnSale(productId);
    const lineLimit = Math.min(product.stock, MAX_LINE_QUANTITY);
    const { rows } = await sql<{
      current_quantity: number | null;
      line_count: number;
      written: number | null;
    }>`select * from cart_write_line(${userId}, ${productId}, ${quantity}, ${adding},
        ${lineLimit}, ${MAX_ORDER_LINES})`.execute(db);
    const { current_quantity: current, line_count: lineCount, written } = rows[0]!;
    const refused = refusal({
      name: product.names,
      stock: product.stock,
      current: current ?? 0,
      wanted: quantity,
      adding,
      lineCount: current === null ? lineCount : null,
    });
    if (refused) throw refused;
    if (written === null) throw new Error(`cart line ${userId}/${productId} was not written`);
    return cartLineFromProduct(product, written);
  }

  return {
    /** The user's cart, in the order lines were first added. */
    list: (userId: string, lang?: Language): Promise<CartLine[]> => linesOf(userId, lang),

    /** Adds `quantity` to the line, creating it; never past stock or MAX_LINE_QUANTITY. */
    add: (userId: string, productId: string, quantity: number) =>
      writeLine(userId, productId, quantity, true),

    /** Sets the line's quantity (creating it if needed); never above stock. */
    update: (userId: string, productId: string, quantity: number) =>
      writeLine(userId, productId, quantity, false),

    /** Removes the line; removing one that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<void> {
      await catalog.productStock(productId);
      await removeCartLines(db, userId, [productId]);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
