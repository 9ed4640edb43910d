// Orders placed on the server (DESIGN.md §6.1) and their returns: what the order routes call.
// Placing and cancelling are workflows of other features' steps (./place-order.ts,
// ./cancel-order.ts); the orders tables' SQL is in ./repository.ts. orderNumbers is what
// other features may ask of orders (decision 011).
import { canReturn } from '@harit/core/orders';
import type { Order, ReturnRequest } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import type { Db } from '../../db/database.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { savedShipping } from '../account/service.ts';
import { productStock } from '../catalog/service.ts';
import { deliverSeedOrder, moveOrderSteps } from './fulfilment.ts';
import { toOrder, toOrders } from './order-view.ts';
import { placeOrderSteps } from './place-order.ts';
import {
  insertReturnRequest,
  isUniqueViolation,
  orderByKey,
  orderByNumber,
  orderLineName,
  orderPage,
  returnRequests,
} from './repository.ts';
import { requestHash } from './request-hash.ts';

/** The order number of each of these orders, by order id. */
export async function orderNumbers(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', 'in', orderIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.order_number]));
}

/**
 * Whether the user has a delivered, not cancelled order line for the product: what makes a
 * "Verified purchase" and lets them review it (issue 14). Delivered is the stored status, set
 * by staff (decision 024).
 */
export async function hasDeliveredLine(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const line = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('order_items.product_id', '=', productId)
    .where('orders.status', '=', 'delivered')
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

/**
 * Places an order dated `placedAt` through a shopper's own steps (./place-order.ts), once per
 * `key` (its idempotency key), and delivers it as staff would (./fulfilment.ts, actor "Harit"):
 * how the demo account gets a delivered order history (issue 14, decision 024).
 * Never takes a product's last units, so seeding leaves nothing out of stock; such an order is
 * skipped. Returns whether it placed the order now.
 */
export async function placeSeedOrder(
  db: Db,
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
      const order = await placeOrderSteps(trx, { userId, input, idempotency, placedAt });
      await deliverSeedOrder(trx, order, placedAt);
      return true;
    });
  } catch (error) {
    // Another instance starting at the same moment placed it first.
    if (isUniqueViolation(error, 'idempotency_key')) return false;
    throw error;
  }
}

export function createOrderService(db: Db) {
  /**
   * The order an earlier request with this key made, if any. The key stands for one request
   * body: reused with another body it is refused with 422 (issue 12 item 8), as payment APIs
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
            toOrder(trx, await placeOrderSteps(trx, { userId, input, idempotency })),
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
          await moveOrderSteps(trx, order, { to: 'cancelled', actor: { kind: 'customer' } }),
        );
      });
    },

    savedShipping: (userId: string) => savedShipping(db, userId),

    async requestReturn(
      userId: string,
      input: { orderNumber: string; productId: string; reason: string },
    ): Promise<ReturnRequest> {
      const order = await orderByNumber(db, userId, input.orderNumber);
      if (!order) throw notFound('Order not found');
      const status = order.status;
      if (!canReturn({ status, deliveredAt: order.delivered_at })) {
        throw conflict(
          status === 'cancelled'
            ? 'This order was cancelled'
            : status === 'delivered'
              ? 'The return window for this order has closed'
              : 'Only delivered items can be returned; cancel the order instead while it has not shipped',
        );
      }
      const productName = await orderLineName(db, order.id, input.productId);
      if (!productName) throw notFound('That product is not in this order');
      try {
        const row = await insertReturnRequest(db, {
          userId,
          orderId: order.id,
          productId: input.productId,
          reason: input.reason,
        });
        return {
          id: row.id,
          orderNumber: order.order_number,
          productId: row.product_id,
          productName,
          reason: row.reason,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        };
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A return has already been requested for this item');
        throw error;
      }
    },

    async listReturns(userId: string): Promise<ReturnRequest[]> {
      const rows = await returnRequests(db, userId);
      return rows.map((r) => ({
        id: r.id,
        orderNumber: r.order_number,
        productId: r.product_id,
        productName: r.name,
        reason: r.reason,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

// ---- The merchant dashboard (issue 15): the shop's sales over a range, cancelled orders left out.
export { openReturnCount, salesByIstDay, salesTotals, topSellingProducts } from './repository.ts';
