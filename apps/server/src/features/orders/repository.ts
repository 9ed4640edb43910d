// All SQL on the orders feature's own tables: orders, order_items and order_events. Every
// function takes an Executor, so the order workflows (src/workflows/place-order.ts, cancel-order.ts,
// order-fulfilment.ts) run them in their transaction next to the other features' steps.
import { randomInt, randomUUID } from 'node:crypto';
import { carbonFigure, recordImpact } from '@harit/core/carbon-figure';
import { type Coupon, discountedTotals, POINT_VALUE_PAISE } from '@harit/core/coupons';
import type { AdminOrdersQuery } from '@harit/core/fulfilment';
import { istDateTime } from '@harit/core/ist-date';
import type { OrderStatus } from '@harit/core/orders';
import type { ReservedLine } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import { type Selectable, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { pageWithTotal, type RowPage } from '../../db/page.ts';
import type { OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

/** A random 10-digit number: not guessable from the shop's volume, unique by constraint. */
function newOrderNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/**
 * Stores the order and its lines, priced as the catalogue reserved them: totals by core's
 * cartTotals, carbon impact by core's recordImpact over each product's carbon record (decision
 * 069): the figures the shopper saw.
 */
export async function recordOrder(
  trx: Executor,
  order: {
    userId: string;
    input: OrderCreateInput;
    idempotency: { key: string; hash: string } | null;
    lines: readonly ReservedLine[];
    placedAt?: Date | undefined;
    /** the coupon the shopper may use and the points they spend (decision 074) */
    coupon?: Coupon | null;
    points?: number;
  },
): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
  const { userId, input, idempotency, lines, placedAt, coupon = null, points = 0 } = order;
  // GST on the discounted value, each line's share of the discounts kept with it (decision 074).
  const totals = discountedTotals(lines, { coupon, points });
  const impact = recordImpact(
    lines.map((l) => ({ netKgPerUnit: l.carbonKgPerUnit, quantity: l.quantity })),
  );
  // The id is made here so the order and its lines go in one statement: one round trip fewer
  // while the order's transaction holds its products' rows. The lines are exactly
  // what is inserted (no column has a default), so they are not read back.
  const id = randomUUID();
  const items: OrderItemRow[] = lines.map((l, i) => ({
    order_id: id,
    product_id: l.productId,
    name: l.name,
    image: l.image,
    price_paise: l.pricePaise,
    mrp_paise: l.mrpPaise,
    quantity: l.quantity,
    carbon_kg: carbonFigure(l.carbonKgPerUnit, l.quantity).netKg,
    gst_rate: l.gstRate,
    discount_paise: totals.lineDiscountsPaise[i]!,
    points_paise: totals.linePointsPaise[i]!,
  }));
  const row = await trx
    .with('items', (qb) => qb.insertInto('order_items').values(items))
    .insertInto('orders')
    .values({
      id,
      order_number: newOrderNumber(),
      user_id: userId,
      idempotency_key: idempotency?.key ?? null,
      request_hash: idempotency?.hash ?? null,
      payment_method: input.paymentMethod,
      shipping: JSON.stringify(input.shipping),
      buyer_gstin: input.business?.gstin ?? null,
      buyer_legal_name: input.business?.legalName ?? null,
      subtotal_paise: totals.subtotalPaise,
      shipping_paise: totals.shippingPaise,
      gst_paise: totals.gstPaise,
      total_paise: totals.totalPaise,
      savings_paise: totals.savingsPaise,
      coupon_code: coupon && totals.couponPaise > 0 ? coupon.code : null,
      coupon_paise: totals.couponPaise,
      points_spent: totals.pointsPaise / POINT_VALUE_PAISE,
      points_paise: totals.pointsPaise,
      carbon_saved_kg: impact.savings,
      carbon_emitted_kg: impact.emissions,
      eco_products: impact.ecoProducts,
      ...(placedAt ? { created_at: placedAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, items };
}

/** The user's order made with this Idempotency-Key, if any. */
export function orderByKey(db: Executor, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The user's order by number; another user's order is not found (no existence leak). */
export function orderByNumber(
  db: Executor,
  userId: string,
  orderNumber: string,
  { forUpdate = false } = {},
) {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_number', '=', orderNumber);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A page of the user's orders, newest first, and how many there are. */
export async function orderPage(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
): Promise<RowPage<OrderRow>> {
  return pageWithTotal(db.selectFrom('orders').where('user_id', '=', userId), (theirs) =>
    theirs.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset),
  );
}

/**
 * What a line was bought at, as every reader of lines needs it: price, units, carbon, GST rate,
 * and the coupon's and the points' share of it.
 */
const LINE_TERMS = [
  'order_items.price_paise',
  'order_items.quantity',
  'order_items.carbon_kg',
  'order_items.gst_rate',
  'order_items.discount_paise',
  'order_items.points_paise',
] as const;

/** The lines of these orders, by name. */
export function orderLines(db: Executor, orderIds: readonly string[]) {
  return db
    .selectFrom('order_items')
    .select([
      'order_items.order_id',
      'order_items.product_id',
      'order_items.name',
      'order_items.image',
      'order_items.mrp_paise',
      ...LINE_TERMS,
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.name')
    .execute();
}

/** How many units each of these orders holds, by order id. */
export async function orderItemCounts(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.units)]));
}

/** What an order took from stock: product and quantity of each line. */
export async function orderQuantities(
  db: Executor,
  orderId: string,
): Promise<{ productId: string; quantity: number }[]> {
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
}

/** Any customer's order by number, locked for this transaction when asked (the console's). */
export function anyOrderByNumber(db: Executor, orderNumber: string, { forUpdate = false } = {}) {
  let query = db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The order by id, locked for this transaction, unless another transaction holds it (then
 * undefined): how each instance's payment sweeper takes an order no other instance is handling.
 */
export function orderByIdSkipLocked(db: Executor, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Who an order goes to and its number: what a mail about it needs. */
export function orderContact(db: Executor, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['order_number', 'shipping', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

const STATUS_TIME_COLUMN = {
  packed: 'packed_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
} as const;

/** Stores the order's new status, the time it reached it, and (shipping) courier and number. */
export function setOrderStatus(
  trx: Executor,
  orderId: string,
  change: {
    status: Exclude<OrderStatus, 'placed'>;
    at: Date;
    courier?: string | undefined;
    trackingNumber?: string | undefined;
  },
): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({
      status: change.status,
      [STATUS_TIME_COLUMN[change.status]]: change.at,
      ...(change.courier === undefined ? {} : { courier: change.courier }),
      ...(change.trackingNumber === undefined ? {} : { tracking_number: change.trackingNumber }),
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One step of an order's timeline. */
export async function insertOrderEvent(
  trx: Executor,
  event: {
    orderId: string;
    status: OrderStatus;
    at: Date;
    actorUserId: string | null;
    actorName: string;
    note?: string | undefined;
    courier?: string | undefined;
    trackingNumber?: string | undefined;
  },
): Promise<OrderEventRow> {
  return trx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      status: event.status,
      actor_user_id: event.actorUserId,
      actor_name: event.actorName,
      note: event.note ?? null,
      courier: event.courier ?? null,
      tracking_number: event.trackingNumber ?? null,
      created_at: event.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The timelines of these orders, oldest step first. */
export function orderEvents(db: Executor, orderIds: readonly string[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * A page of every customer's orders for the console, newest first: by status, by IST days
 * placed (both ends included), by the customer's name or e-mail as entered at checkout, by
 * part of the order number.
 */
export async function adminOrderPage(
  db: Executor,
  query: AdminOrdersQuery,
): Promise<RowPage<OrderRow>> {
  let filtered = db.selectFrom('orders');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.from) filtered = filtered.where('created_at', '>=', istDateTime(query.from, 0));
  if (query.to) {
    const dayAfter = new Date(istDateTime(query.to, 0).getTime() + 24 * 3600_000);
    filtered = filtered.where('created_at', '<', dayAfter);
  }
  if (query.q) filtered = filtered.where('order_number', 'like', containsPattern(query.q));
  if (query.customer) {
    const pattern = containsPattern(query.customer);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`shipping->>'email'`, 'ilike', pattern),
        eb(
          sql<string>`(shipping->>'firstName') || ' ' || (shipping->>'lastName')`,
          'ilike',
          pattern,
        ),
      ]),
    );
  }
  return pageWithTotal(filtered, (matching) =>
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset),
  );
}

/** The lines of these orders with their order's number, shipping details and carbon saved. */
export function linesWithOrders(db: Executor, orderIds: readonly string[]) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'orders.id as order_id',
      'orders.order_number',
      'orders.user_id',
      'orders.shipping',
      'orders.carbon_saved_kg',
      'orders.points_spent',
      'orders.payment_method',
      'order_items.product_id',
      'order_items.name',
      ...LINE_TERMS,
    ])
    .where('order_items.order_id', 'in', orderIds)
    .execute();
}

// ---- The merchant dashboard: figures over [from, to), cancelled orders left out --

/** Orders not cancelled, placed in [from, to). */
function salesIn(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('orders')
    .where('orders.cancelled_at', 'is', null)
    .where('orders.created_at', '>=', from)
    .where('orders.created_at', '<', to);
}

/** How many orders, what they were paid (paise), and the kg CO2e their eco products saved. */
export async function salesTotals(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ orders: number; revenuePaise: number; co2SavedKg: number; units: number }> {
  const [totals, units] = await Promise.all([
    salesIn(db, from, to)
      .select((eb) => [
        eb.fn.countAll<string>().as('orders'),
        eb.fn.coalesce(eb.fn.sum<string>('orders.total_paise'), sql<string>`0`).as('revenue'),
        eb.fn.coalesce(eb.fn.sum<number>('orders.carbon_saved_kg'), sql<number>`0`).as('co2'),
      ])
      .executeTakeFirstOrThrow(),
    salesIn(db, from, to)
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<string>('order_items.quantity'), sql<string>`0`).as('units'),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: Number(totals.orders),
    revenuePaise: Number(totals.revenue),
    co2SavedKg: Number(totals.co2),
    units: Number(units.units),
  };
}

/** Orders and revenue (paise) per IST calendar day ("2026-11-21") that had any. */
export async function salesByIstDay(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ date: string; orders: number; revenuePaise: number }[]> {
  const day = sql<string>`to_char(orders.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await salesIn(db, from, to)
    .select((eb) => [
      day.as('date'),
      eb.fn.countAll<string>().as('orders'),
      eb.fn.sum<string>('orders.total_paise').as('revenue'),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({
    date: r.date,
    orders: Number(r.orders),
    revenuePaise: Number(r.revenue),
  }));
}

/** The products that sold the most units, then the most revenue (paise), as last ordered. */
export async function topSellingProducts(
  db: Executor,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ productId: string; name: string; units: number; revenuePaise: number }[]> {
  const units = sql<string>`sum(order_items.quantity)`;
  const revenue = sql<string>`sum(order_items.price_paise * order_items.quantity)`;
  const rows = await salesIn(db, from, to)
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      'order_items.product_id',
      sql<string>`(array_agg(order_items.name order by orders.created_at desc))[1]`.as('name'),
      units.as('units'),
      revenue.as('revenue'),
    ])
    .groupBy('order_items.product_id')
    .orderBy(units, 'desc')
    .orderBy(revenue, 'desc')
    .orderBy('order_items.product_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    units: Number(r.units),
    revenuePaise: Number(r.revenue),
  }));
}
