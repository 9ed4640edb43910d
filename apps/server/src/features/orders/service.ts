// What the orders feature offers others (decision 011): reads of its own tables, by order id
// or number. Placing, cancelling, moving and showing an order span features and are workflows
// (src/workflows/, decision 063); the orders tables' SQL is in ./repository.ts.

import type { CheckoutQuote, CheckoutQuoteInput } from '@harit/core/coupons';
import { safeCsvField, toCsv } from '@harit/core/csv';
import type {
  AdminOrder,
  AdminOrderSummary,
  AdminOrdersQuery,
  OrderStatusChange,
} from '@harit/core/fulfilment';
import { ORDERS_CSV_COLUMNS, type OrdersCsvQuery } from '@harit/core/fulfilment';
import type { Language } from '@harit/core/language';
import { fromPaise } from '@harit/core/money';
import { canReturn } from '@harit/core/orders';
import { type PostalAddress, postalAddress } from '@harit/core/postal-address';
import type { Order } from '@harit/core/types';
import type { OrderCreateInput, ShippingInput } from '@harit/core/validation';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import type { ListPage } from '../../plugins/list-reply.ts';
import {
  adminOrderPage,
  anyOrderByNumber,
  linesWithOrders,
  orderByNumber,
  orderItemCounts,
} from './repository.ts';

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
  /** The checkout summary's figures with a coupon and points (decision 074), before placing. */
  quote(userId: string, input: CheckoutQuoteInput): Promise<CheckoutQuote>;
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
  /** The A6 shipping label (decision 076); 404 for no such order, 409 when it was cancelled. */
  shippingLabel(orderNumber: string, weightGrams: number | null): Promise<Buffer>;
  /** The packing slip: the lines without prices. */
  packingSlip(orderNumber: string): Promise<Buffer>;
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
  /** the GST rate in percent the line was sold at (decision 073) */
  gstRate: number;
  quantity: number;
  /** kg CO2e one unit saved (0 when it emits) */
  unitSavedKg: number;
  /** kg CO2e the whole order saved */
  orderSavedKg: number;
  /** the line's share of the order's coupon and points, paise, and of it the points' (decision 074) */
  discountPaise: number;
  pointsPaise: number;
  /** green points spent on the whole order */
  orderPointsSpent: number;
  customer: { name: string; email: string };
  /** how the order was paid: a cash-on-delivery refund needs the shopper's account */
  paymentMethod: string;
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
          gstRate: r.gst_rate,
          quantity: r.quantity,
          unitSavedKg: Math.max(0, -r.carbon_kg / r.quantity),
          orderSavedKg: r.carbon_saved_kg,
          discountPaise: r.discount_paise,
          pointsPaise: r.points_paise,
          orderPointsSpent: r.points_spent,
          customer: { name: `${shipping.firstName} ${shipping.lastName}`, email: shipping.email },
          paymentMethod: r.payment_method,
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

/** Where an order was delivered: the sender of its return label (decision 076). */
export async function deliveryAddressOf(db: Executor, orderNumber: string): Promise<PostalAddress> {
  const order = await anyOrderByNumber(db, orderNumber);
  if (!order) throw notFound('Order not found');
  return postalAddress(order.shipping as ShippingInput);
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

/** Per customer: orders placed, what the ones not cancelled came to, and the last one. */
export interface CustomerOrderStats {
  orders: number;
  spendPaise: number;
  lastOrderAt: Date | null;
}

/** The order figures of these customers (decision 075), by user id; none: absent. */
export async function orderStatsOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, CustomerOrderStats>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('orders'),
      eb.fn
        .sum<string | null>(
          eb.case().when('status', '=', 'cancelled').then(0).else(eb.ref('total_paise')).end(),
        )
        .as('spend'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.user_id,
      {
        orders: Number(r.orders),
        spendPaise: Number(r.spend ?? 0),
        lastOrderAt: r.last ? new Date(r.last) : null,
      },
    ]),
  );
}

/** A customer's latest orders, newest first (decision 075). */
export async function latestOrdersOf(db: Executor, userId: string, limit: number) {
  const rows = await db
    .selectFrom('orders')
    .select(['order_number', 'status', 'created_at', 'total_paise'])
    .select((eb) =>
      eb
        .selectFrom('order_items')
        .select((e) => e.fn.sum<string>('quantity').as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('item_count'),
    )
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderNumber: r.order_number,
    status: r.status,
    createdAt: new Date(r.created_at),
    itemCount: Number(r.item_count ?? 0),
    totalPaise: r.total_paise,
  }));
}

/** Each user's phone as their latest order's shipping gave it, by user id. */
export async function orderPhonesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<string>`shipping->>'phone'`.as('phone')])
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'asc')
    .execute();
  // Later rows win: the latest order's.
  return new Map(rows.filter((r) => r.phone).map((r) => [r.user_id, r.phone]));
}

/** The users with an order shipped to a phone containing these digits (three at least). */
export async function userIdsByOrderPhone(db: Executor, digits: string): Promise<string[]> {
  const wanted = digits.replace(/\D/g, '');
  if (wanted.length < 3) return [];
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .distinct()
    .where(sql<string>`shipping->>'phone'`, 'like', `%${wanted}%`)
    .limit(500)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Most orders one orders.csv holds (a few thousand a month: years of them). */
const ORDERS_CSV_MAX = 100_000;

/**
 * GET /api/admin/orders.csv (decision 075): the orders placed in the IST days asked for, oldest
 * first, one a line; amounts in rupees as the invoice has them. Names and addresses are what
 * customers typed: a cell that starts like a formula gets an apostrophe.
 */
export async function ordersCsvText(db: Executor, query: OrdersCsvQuery): Promise<string> {
  const { rows } = await adminOrderPage(db, { ...query, limit: ORDERS_CSV_MAX, offset: 0 });
  const counts = new Map<string, number>();
  // In parts: a statement takes at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += 5_000) {
    const part = await orderItemCounts(
      db,
      rows.slice(i, i + 5_000).map((r) => r.id),
    );
    for (const [id, n] of part) counts.set(id, n);
  }
  const lines = rows.toReversed().map((row) => {
    const s = row.shipping as ShippingInput;
    const cell: Record<(typeof ORDERS_CSV_COLUMNS)[number], string> = {
      order_number: row.order_number,
      placed_at: new Date(row.created_at).toISOString(),
      status: row.status,
      payment_method: row.payment_method,
      name: `${s.firstName} ${s.lastName}`,
      email: s.email,
      phone: s.phone,
      address: s.address,
      city: s.city,
      state: s.state,
      pin: s.zip,
      items: String(counts.get(row.id) ?? 0),
      subtotal: fromPaise(row.subtotal_paise).toFixed(2),
      shipping: fromPaise(row.shipping_paise).toFixed(2),
      gst: fromPaise(row.gst_paise).toFixed(2),
      total: fromPaise(row.total_paise).toFixed(2),
      courier: row.courier ?? '',
      tracking_number: row.tracking_number ?? '',
    };
    return ORDERS_CSV_COLUMNS.map((c) => cell[c]);
  });
  return toCsv([[...ORDERS_CSV_COLUMNS], ...lines], safeCsvField);
}
