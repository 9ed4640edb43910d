// The shopper's orders (DESIGN.md §6.1) as the order routes are handed them (app.ts): placing
// and cancelling run the workflows' steps (./place-order.ts, ./order-fulfilment.ts) in one
// transaction each; reads join the features' parts of an order (./order-view.ts).

import type { CheckoutQuoteInput } from '@harit/core/coupons';
import type { Language } from '@harit/core/language';
import type { Order } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import type { SellerOf } from '../config.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { savedShipping } from '../features/account/service.ts';
import { hindiProductNames, productStock } from '../features/catalog/service.ts';
import { requestHash } from '../features/orders/request-hash.ts';
import type { OrderService } from '../features/orders/service.ts';
import {
  isUniqueViolation,
  orderByKey,
  orderByNumber,
  orderPage,
} from '../features/orders/service.ts';
import type { PaymentRules } from '../features/payments/service.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { deliverSeedOrder, moveOrderSteps } from './order-fulfilment.ts';
import { placedOrderView, toOrder, toOrders } from './order-view.ts';
import { placeOrderSteps } from './place-order.ts';
import { quoteOrder } from './quote-order.ts';

/**
 * Places an order dated `placedAt` through a shopper's own steps (./place-order.ts), once per
 * `key` (its idempotency key), and delivers it as staff would (./order-fulfilment.ts, actor "Harit"):
 * how the demo account gets a delivered order history (decision 024).
 * Never takes a product's last units, so seeding leaves nothing out of stock; such an order is
 * skipped. Returns whether it placed the order now.
 */
export async function placeSeedOrder(
  db: Db,
  seller: SellerOf,
  seed: { userId: string; key: string; placedAt: Date; input: OrderCreateInput },
): Promise<boolean> {
  const { userId, key, placedAt, input } = seed;
  if (await orderByKey(db, userId, key)) return false;
  try {
    return await withTransaction(db, async (trx) => {
      for (const item of input.items) {
        if ((await productStock(trx, item.productId)).stock <= item.quantity) return false;
      }
      const idempotency = { key, hash: requestHash(input) };
      const { row } = await placeOrderSteps(trx, { userId, input, idempotency, placedAt });
      await deliverSeedOrder(trx, row, placedAt, await seller(trx));
      return true;
    });
  } catch (error) {
    // Another instance starting at the same moment placed it first.
    if (isUniqueViolation(error, 'idempotency_key')) return false;
    throw error;
  }
}

/** What placing an order takes from the configuration. */
export interface OrderSettings {
  /** the payment window, unpaid-order limit and provider; the defaults when absent */
  payments?: PaymentRules;
  /** who sells (the seller in force, decision 083): its state sets delivery estimates */
  seller: SellerOf;
}

/**
 * Orders with their lines named in `language` (decision 060): a line keeps the name it was bought
 * under, and a Hindi page shows the catalogue's Hindi name of the product when it has one.
 */
export async function ordersInLanguage(
  db: Db,
  orders: Order[],
  language: Language,
): Promise<Order[]> {
  if (language !== 'hi' || orders.length === 0) return orders;
  const names = await hindiProductNames(
    db,
    orders.flatMap((order) => order.items.map((item) => item.productId)),
  );
  return orders.map((order) => ({
    ...order,
    items: order.items.map((item) => ({ ...item, name: names.get(item.productId) ?? item.name })),
  }));
}

export function createOrderService(db: Db, { payments, seller }: OrderSettings): OrderService {
  /**
   * The order an earlier request with this key made, if any. The key stands for one request
   * body: reused with another body it is refused with 422, as payment APIs
   * do, rather than answered with an order the client did not ask for.
   */
  async function findByKey(userId: string, key: string, hash: string): Promise<Order | undefined> {
    const row = await orderByKey(db, userId, key);
    if (!row) return undefined;
    if (row.request_hash !== null && row.request_hash !== hash) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different order; send a new key with a new order',
      );
    }
    return toOrder(db, row);
  }

  return {
    /** These orders with their lines named in `language` (ordersInLanguage). */
    inLanguage: (orders: Order[], language: Language) => ordersInLanguage(db, orders, language),
    /**
     * Places an order for the user. With an idempotency key, the same key again returns the
     * order it made (created: false) instead of making another.
     */
    async placeOrder(
      userId: string,
      input: OrderCreateInput,
      idempotencyKey: string | null,
    ): Promise<{ order: Order; created: boolean }> {
      const idempotency = idempotencyKey ? { key: idempotencyKey, hash: requestHash(input) } : null;
      if (idempotency) {
        const existing = await findByKey(userId, idempotency.key, idempotency.hash);
        if (existing) return { order: existing, created: false };
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const order = await withTransaction(db, async (trx) =>
            placedOrderView(
              await placeOrderSteps(trx, {
                userId,
                input,
                idempotency,
                payments,
                sellerState: (await seller(trx)).state,
              }),
            ),
          );
          return { order, created: true };
        } catch (error) {
          // A concurrent request with the same key won the race: answer with its order.
          if (idempotency && isUniqueViolation(error, 'idempotency_key')) {
            const existing = await findByKey(userId, idempotency.key, idempotency.hash);
            if (existing) return { order: existing, created: false };
          }
          // A (very unlikely) clash of random order numbers: try another number.
          if (attempt < 3 && isUniqueViolation(error, 'order_number')) continue;
          throw error;
        }
      }
    },

    async listOrders(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ items: Order[]; total: number }> {
      const { rows, total } = await orderPage(db, userId, limit, offset);
      return { items: await toOrders(db, rows), total };
    },

    /** The user's order by number; another user's order is not found (no existence leak). */
    async getOrder(userId: string, orderNumber: string): Promise<Order | undefined> {
      const row = await orderByNumber(db, userId, orderNumber);
      return row ? toOrder(db, row) : undefined;
    },

    /** Cancels an order that has not shipped: stock returns, carbon entries and points reverse. */
    async cancelOrder(userId: string, orderNumber: string): Promise<Order> {
      return withTransaction(db, async (trx) => {
        // Locks the order row: two cancels of one order take turns, the second sees it cancelled.
        const order = await orderByNumber(trx, userId, orderNumber, { forUpdate: true });
        if (!order) throw notFound('Order not found');
        return toOrder(
          trx,
          await moveOrderSteps(trx, order, {
            to: 'cancelled',
            actor: { kind: 'customer' },
            seller: await seller(trx),
          }),
        );
      });
    },

    savedShipping: (userId: string) => savedShipping(db, userId),

    quote: (userId: string, input: CheckoutQuoteInput) => quoteOrder(db, userId, input),
  };
}
