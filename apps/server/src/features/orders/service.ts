// What the orders feature offers others (decision 011): reads of its own tables, by order id
// or number. Placing, cancelling, moving and showing an order span features and are workflows
// (src/workflows/, decision 063); the orders tables' SQL is in ./repository.ts.

import type {
  AdminOrder,
  AdminOrderSummary,
  AdminOrdersQuery,
  OrderStatusChange,
} from '@harit/core/fulfilment';
import type { Language } from '@harit/core/language';
import { canReturn } from '@harit/core/orders';
import type { Order } from '@harit/core/types';
import type { OrderCreateInput, ShippingInput } from '@harit/core/validation';
import type { Executor } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import type { ListPage } from '../../plugins/list-reply.ts';
import { linesWithOrders, orderByNumber } from './repository.ts';

/**
 * What the order routes are handed (composed in app.ts from src/workflows/orders.ts): the
 * caller's orders, placed and cancelled by the workflows.
 */
export interface OrderService {
  /** These orders with their lines named in the request's language (decision 060). */
  inLanguage(orders: Order[], language: Language): Promise<Order[]>;
  placeOrder(
    userId: string,
    input: OrderCreateInput,
    idempotencyKey: string | null,
  ): Promise<{ order: Order; created: boolean }>;
  listOrders(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ items: Order[]; total: number }>;
  getOrder(userId: string, orderNumber: string): Promise<Order | undefined>;
  cancelOrder(userId: string, orderNumber: string): Promise<Order>;
  savedShipping(
    userId: string,
  ): Promise<{ shipping: ShippingInput | null; paymentMethod: string | null }>;
}

/** What the console's order routes are handed (composed in app.ts from src/workflows/order-admin.ts). */
export interface OrderAdmin {
  listOrders(query: AdminOrdersQuery): Promise<ListPage<AdminOrderSummary>>;
  getOrder(orderNumber: string): Promise<AdminOrder>;
  changeStatus(
    user: TokenUser,
    orderNumber: string,
    change: OrderStatusChange,
  ): Promise<AdminOrder>;
}

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
 * The kg CO2e each of these orders saved (as placed), by order id: the points ledger says what
 * an order's points were earned for in the reader's language (decision 077).
 */
export async function orderSavedKg(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'carbon_saved_kg'])
    .where('id', 'in', orderIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.carbon_saved_kg]));
}

/**
 * Whether the user has a delivered, not cancelled order line for the product: what makes a
 * "Verified purchase" and lets them review it. Delivered is the stored status, set
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

// ---- The merchant dashboard: the shop's sales over a range, cancelled orders left out.
export { salesByIstDay, salesTotals, topSellingProducts } from './repository.ts';

// ---- What returns ask of orders (features/returns) ----------------------------

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

// ---- What the workflows (src/workflows/) write and read through orders: its repository's
// functions, named here so nothing outside the feature imports its SQL (decision 011).
export {
  adminOrderPage,
  anyOrderByNumber,
  insertOrderEvent,
  isUniqueViolation,
  type OrderEventRow,
  type OrderRow,
  orderByIdSkipLocked,
  orderByKey,
  orderByNumber,
  orderContact,
  orderEvents,
  orderItemCounts,
  orderLines,
  orderPage,
  orderQuantities,
  recordOrder,
  setOrderStatus,
} from './repository.ts';
