// Orders placed on the server (DESIGN.md §6.1): what the order routes call.
// Placing and cancelling are workflows of other features' steps (./place-order.ts,
// ./cancel-order.ts); the orders tables' SQL is in ./repository.ts. orderNumbers is what
// other features may ask of orders (decision 011).

import type { Language } from '@harit/core/language';
import { canReturn } from '@harit/core/orders';
import type { Order } from '@harit/core/types';
import type { OrderCreateInput, ShippingInput } from '@harit/core/validation';
import type { Db } from '../../db/database.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { savedShipping } from '../account/service.ts';
import { hindiProductNames, productStock } from '../catalog/service.ts';
import type { InvoiceSeller } from '../invoices/service.ts';
import { expireOverduePayment, type PaymentRules } from '../payments/service.ts';
import { deliverSeedOrder, moveOrderSteps } from './fulfilment.ts';
import { placedOrderView, toOrder, toOrders } from './order-view.ts';
import { placeOrderSteps } from './place-order.ts';
import {
  isUniqueViolation,
  linesWithOrders,
  orderByIdSkipLocked,
  orderByKey,
  orderByNumber,
  orderPage,
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
  seller: InvoiceSeller,
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
      const { row } = await placeOrderSteps(trx, { userId, input, idempotency, placedAt, seller });
      await deliverSeedOrder(trx, row, placedAt);
      return true;
    });
  } catch (error) {
    // Another instance starting at the same moment placed it first.
    if (isUniqueViolation(error, 'idempotency_key')) return false;
    throw error;
  }
}

/** Who cancels an order whose payment did not arrive in time, on its timeline. */
export const PAYMENT_EXPIRY_ACTOR = 'Harit';

/**
 * Cancels an order whose card or UPI payment did not arrive in time (the payment sweeper, issue
 * 16): the same steps as any cancellation (stock back, carbon and points reversed), in one
 * transaction that holds the order row (skipped when another instance holds it) and then the
 * payment row (a confirmation arriving now waits, then finds it expired and is refunded).
 * Whether it cancelled it: not when the payment was settled first or the order moved on.
 */
export async function cancelUnpaidOrder(db: Db, orderId: string): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const order = await orderByIdSkipLocked(trx, orderId);
    if (order?.status !== 'placed') return false;
    if (!(await expireOverduePayment(trx, orderId))) return false; // payments
    await moveOrderSteps(trx, order, {
      to: 'cancelled',
      actor: { kind: 'system', name: PAYMENT_EXPIRY_ACTOR },
      note: 'The payment did not arrive in time.',
    });
    return true;
  });
}

/** What placing an order takes from the configuration (issue 16). */
export interface OrderSettings {
  /** the payment window, unpaid-order limit and provider; the defaults when absent */
  payments?: PaymentRules;
  /** who sells, printed on tax invoices */
  seller: InvoiceSeller;
}

/**
 * Orders with their lines named in `language` (decision 060): a line keeps the name it was bought
 * under, and a Hindi page shows the catalogue's Hindi name of the product when it has one.
 */
export async function ordersInLanguage(
  db: Executor,
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

export function createOrderService(db: Db, { payments, seller }: OrderSettings) {
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
              await placeOrderSteps(trx, { userId, input, idempotency, payments, seller }),
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
          await moveOrderSteps(trx, order, { to: 'cancelled', actor: { kind: 'customer' } }),
        );
      });
    },

    savedShipping: (userId: string) => savedShipping(db, userId),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

export { queuePaidMail } from './order-mail.ts';
// ---- The merchant dashboard (issue 15): the shop's sales over a range, cancelled orders left out.
export { salesByIstDay, salesTotals, topSellingProducts } from './repository.ts';

// ---- What returns ask of orders (features/returns, issue 15) ----------------------------

/** An order line as a return needs it: what was bought, at what price, by whom. */
export interface LineForReturn {
  orderId: string;
  orderNumber: string;
  userId: string;
  productId: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
  /** kg CO2e one unit saved (0 when it emits) */
  unitSavedKg: number;
  /** kg CO2e the whole order saved */
  orderSavedKg: number;
  customer: { name: string; email: string };
}

/** "<orderId>:<productId>", the key of a line in the maps below. */
export const lineKey = (orderId: string, productId: string) => `${orderId}:${productId}`;

/** The lines of these orders, by lineKey. */
export async function linesForReturns(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, LineForReturn>> {
  if (orderIds.length === 0) return new Map();
  const rows = await linesWithOrders(db, [...new Set(orderIds)]);
  return new Map(
    rows.map((r) => {
      const shipping = r.shipping as ShippingInput;
      return [
        lineKey(r.order_id, r.product_id),
        {
          orderId: r.order_id,
          orderNumber: r.order_number,
          userId: r.user_id,
          productId: r.product_id,
          name: r.name,
          unitPricePaise: r.price_paise,
          quantity: r.quantity,
          unitSavedKg: Math.max(0, -r.carbon_kg / r.quantity),
          orderSavedKg: r.carbon_saved_kg,
          customer: { name: `${shipping.firstName} ${shipping.lastName}`, email: shipping.email },
        },
      ];
    }),
  );
}

/**
 * The user's order line that they ask to return: 404 when the order is not theirs or has no
 * such line, 409 when the order may not be returned now (not delivered, cancelled, too late).
 */
export async function lineToReturn(
  db: Executor,
  request: { userId: string; orderNumber: string; productId: string },
  now: Date = new Date(),
): Promise<LineForReturn> {
  const order = await orderByNumber(db, request.userId, request.orderNumber);
  if (!order) throw notFound('Order not found');
  const status = order.status;
  if (!canReturn({ status, deliveredAt: order.delivered_at }, now)) {
    throw conflict(
      status === 'cancelled'
        ? 'This order was cancelled'
        : status === 'delivered'
          ? 'The return window for this order has closed'
          : 'Only delivered items can be returned; cancel the order instead while it has not shipped',
    );
  }
  const line = (await linesForReturns(db, [order.id])).get(lineKey(order.id, request.productId));
  if (!line) throw notFound('That product is not in this order');
  return line;
}
