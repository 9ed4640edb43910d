// All cart SQL. Lines carry product data from the products table (never from the client) and
// money in rupees. Every write is one statement that checks its own limits, so concurrent
// requests cannot lose an add or push a line past stock or MAX_LINE_QUANTITY; writes of one
// user's cart also wait for each other, so the line count holds (MAX_CART_LINES).

import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import { fromPaise } from '@harit/core/money';
import type { CartLine } from '@harit/core/types';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockFor, withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';

/**
 * Most distinct products one cart holds: an order takes at most 50 lines (orderCreateBody in
 * @harit/core/validation), so a bigger cart could not be checked out.
 */
export const MAX_CART_LINES = 50;

export function createCartRepository(db: Db) {
  function lines(userId: string) {
    return db
      .selectFrom('cart_items')
      .innerJoin('products', 'products.id', 'cart_items.product_id')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.id',
        'products.name',
        'products.image',
        'products.price_paise',
        'products.mrp_paise',
        'products.stock',
        'categories.name as category_name',
        'cart_items.quantity',
      ])
      .where('cart_items.user_id', '=', userId);
  }

  type LineRow = Awaited<ReturnType<ReturnType<typeof lines>['executeTakeFirstOrThrow']>>;

  function toCartLine(row: LineRow): CartLine {
    return {
      productId: row.id,
      name: row.name,
      image: row.image,
      price: fromPaise(row.price_paise),
      mrp: row.mrp_paise === null ? null : fromPaise(row.mrp_paise),
      quantity: row.quantity,
      ...(row.category_name ? { category: row.category_name } : {}),
      stock: row.stock,
    };
  }

  async function line(userId: string, productId: string): Promise<CartLine | null> {
    const row = await lines(userId)
      .where('cart_items.product_id', '=', productId)
      .executeTakeFirst();
    return row ? toCartLine(row) : null;
  }

  async function product(productId: string) {
    const found = await db
      .selectFrom('products')
      .select(['id', 'name', 'stock'])
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!found) throw notFound('Product not found');
    return found;
  }

  /**
   * A new line may be created only while the cart has room; an existing one always may change.
   * Counting is only safe under writeToCart's lock: under READ COMMITTED, two statements that
   * each add a different product would both count 49 lines and both insert (issue 12 item 7).
   */
  const roomFor = (userId: string) => sql<boolean>`(
    exists (select 1 from cart_items c where c.user_id = ${userId} and c.product_id = p.id)
    or (select count(*) from cart_items c where c.user_id = ${userId}) < ${MAX_CART_LINES}
  )`;

  /**
   * Why a write changed nothing, as the 4xx the client sees. Called only after the guarded
   * statement returned no row, so nothing has been changed.
   */
  async function refusal(userId: string, productId: string, wanted: number, adding: boolean) {
    const { name, stock } = await product(productId);
    const current = adding ? ((await line(userId, productId))?.quantity ?? 0) : 0;
    const limit = Math.min(stock, MAX_LINE_QUANTITY);
    const total = current + wanted;
    if (stock === 0) return conflict(`${name} is out of stock`);
    if (total > limit) {
      const inCart = current > 0 ? `; ${current} already in your cart` : '';
      const more = adding ? `, so you can add ${Math.max(0, limit - current)} more` : '';
      if (total > stock) return conflict(`Only ${stock} of ${name} in stock${inCart}${more}`);
      return badRequest(
        `quantity: at most ${MAX_LINE_QUANTITY} of ${name} per cart${inCart}${more}`,
      );
    }
    const { count } = await db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_CART_LINES) {
      return conflict(
        `Your cart is full: it holds at most ${MAX_CART_LINES} different products. Remove one to add ${name}.`,
      );
    }
    // The line changed between the statement and this check (another tab); asking again works.
    return conflict(`Could not update ${name} in your cart; please try again`);
  }

  /**
   * Runs one guarded write of the user's cart while holding the user's cart lock, so writes of
   * one cart happen one after another and each statement counts the lines the previous wrote.
   */
  function writeToCart(userId: string, write: RawBuilder<{ quantity: number }>) {
    return withTransaction(db, async (trx) => {
      await lockFor(trx, 'cart', userId);
      return (await write.execute(trx)).rows;
    });
  }

  return {
    /** The user's cart, in the order lines were first added. */
    async list(userId: string): Promise<CartLine[]> {
      const rows = await lines(userId)
        .orderBy('cart_items.created_at')
        .orderBy('products.id')
        .execute();
      return rows.map(toCartLine);
    },

    /**
     * Adds `quantity` to the line, creating it. One statement: the insert takes the line's row
     * lock on conflict and re-checks the sum against stock and the per-line maximum on the
     * latest row, so 50 concurrent adds of 1 give exactly 50 and none goes past the limits.
     */
    async add(userId: string, productId: string, quantity: number): Promise<CartLine> {
      const written = await writeToCart(
        userId,
        sql<{ quantity: number }>`
        insert into cart_items (user_id, product_id, quantity)
        select ${userId}::text, p.id, ${quantity}::integer
        from products p
        where p.id = ${productId}
          and ${quantity}::integer <= least(p.stock, ${MAX_LINE_QUANTITY}::integer)
          and ${roomFor(userId)}
        on conflict (user_id, product_id) do update
          set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
          where cart_items.quantity + excluded.quantity <= least(
            (select stock from products where id = excluded.product_id),
            ${MAX_LINE_QUANTITY}::integer
          )
        returning quantity`,
      );
      if (written.length === 0) throw await refusal(userId, productId, quantity, true);
      return (await line(userId, productId))!;
    },

    /** Sets the line's quantity (creating it if needed); never above stock. */
    async update(userId: string, productId: string, quantity: number): Promise<CartLine> {
      const written = await writeToCart(
        userId,
        sql<{ quantity: number }>`
        insert into cart_items (user_id, product_id, quantity)
        select ${userId}::text, p.id, ${quantity}::integer
        from products p
        where p.id = ${productId}
          and p.stock >= ${quantity}::integer
          and ${roomFor(userId)}
        on conflict (user_id, product_id) do update
          set quantity = excluded.quantity, updated_at = now()
        returning quantity`,
      );
      if (written.length === 0) throw await refusal(userId, productId, quantity, false);
      return (await line(userId, productId))!;
    },

    /** Removes the line; removing one that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<void> {
      await product(productId);
      await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
