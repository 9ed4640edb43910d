// The shop's figures for reports and the dashboard (decision 076): a read-only view across the
// tables of orders, payments, catalog and returns — the one place that reads several features'
// tables, and it writes none. A paid order is one whose payment says paid (cash on delivery
// once delivered, card or UPI once settled); a paid order later cancelled and refunded says
// refunded and counts nowhere.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/**
 * What an order took off its goods: its coupon and the green points spent on it (decision 074),
 * in paise. Its GST was charged on what was left, which is what net sales count.
 */
const DISCOUNT_PAISE = sql<number>`orders.coupon_paise + orders.points_paise`;

/** What a line sold for before GST: its price less its share of the order's discounts. */
const LINE_SALES_PAISE = sql<number>`order_items.price_paise * order_items.quantity - order_items.discount_paise`;

/** Paid orders placed in [from, to). */
function paidOrdersIn(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .where('payments.status', '=', 'paid')
    .where('orders.cancelled_at', 'is', null)
    .where('orders.created_at', '>=', from)
    .where('orders.created_at', '<', to);
}

/** The IST day, week (Monday) or month an instant column falls in, as "2026-11-23". */
const periodOf = (column: string, groupBy: 'day' | 'week' | 'month') =>
  sql<string>`to_char(date_trunc(${sql.lit(groupBy)}, ${sql.ref(column)} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

export interface PeriodFigures {
  period: string;
  orders: number;
  units: number;
  subtotalPaise: number;
  gstPaise: number;
  shippingPaise: number;
  discountPaise: number;
}

/** Paid orders' figures per period. */
export async function salesByPeriod(
  db: Executor,
  from: Date,
  to: Date,
  groupBy: 'day' | 'week' | 'month',
): Promise<PeriodFigures[]> {
  const period = periodOf('orders.created_at', groupBy);
  const units = (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb
      .selectFrom('order_items')
      .select(sql<string>`coalesce(sum(order_items.quantity), 0)`.as('u'))
      .whereRef('order_items.order_id', '=', 'orders.id');
  const rows = await paidOrdersIn(db, from, to)
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<string>().as('orders'),
      sql<string>`sum((${units(eb)}))`.as('units'),
      sql<string>`sum(orders.subtotal_paise)`.as('subtotal'),
      sql<string>`sum(orders.gst_paise)`.as('gst'),
      sql<string>`sum(orders.shipping_paise)`.as('shipping'),
      sql<string>`sum(${DISCOUNT_PAISE})`.as('discount'),
    ])
    .groupBy(period)
    .orderBy(period)
    .execute();
  return rows.map((r) => ({
    period: r.period,
    orders: Number(r.orders),
    units: Number(r.units),
    subtotalPaise: Number(r.subtotal),
    gstPaise: Number(r.gst),
    shippingPaise: Number(r.shipping),
    discountPaise: Number(r.discount),
  }));
}

/** Money refunded for returns per period (by the IST day it was refunded), in paise. */
export async function refundsByPeriod(
  db: Executor,
  from: Date,
  to: Date,
  groupBy: 'day' | 'week' | 'month',
): Promise<{ period: string; refundPaise: number }[]> {
  const period = periodOf('return_requests.refunded_at', groupBy);
  const rows = await db
    .selectFrom('return_requests')
    .where('return_requests.status', '=', 'refunded')
    // a payout that failed gave nothing back (decision 076)
    .where((eb) =>
      eb.or([
        eb('return_requests.refund_status', 'is', null),
        eb('return_requests.refund_status', '!=', 'failed'),
      ]),
    )
    .where('return_requests.refunded_at', '>=', from)
    .where('return_requests.refunded_at', '<', to)
    .select([period.as('period'), sql<string>`sum(return_requests.refund_paise)`.as('refunded')])
    .groupBy(period)
    .execute();
  return rows.map((r) => ({ period: r.period, refundPaise: Number(r.refunded) }));
}

/** Paid orders' lines by the category their product is in now (none: "Uncategorised"). */
export async function salesByCategory(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ category: string | null; orders: number; units: number; salesPaise: number }[]> {
  const rows = await paidOrdersIn(db, from, to)
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'categories.name as category',
      sql<string>`count(distinct orders.id)`.as('orders'),
      sql<string>`sum(order_items.quantity)`.as('units'),
      sql<string>`sum(${LINE_SALES_PAISE})`.as('sales'),
    ])
    .groupBy('categories.name')
    .orderBy(sql`sum(${LINE_SALES_PAISE})`, 'desc')
    .execute();
  return rows.map((r) => ({
    category: r.category,
    orders: Number(r.orders),
    units: Number(r.units),
    salesPaise: Number(r.sales),
  }));
}

/**
 * Orders waiting to be packed: placed, not cancelled, and paid or to be paid on delivery
 * (staff pack nothing else, decision 032).
 */
export async function ordersToPackCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .where('orders.status', '=', 'placed')
    .where('payments.status', 'in', ['paid', 'pay-on-delivery'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
