// An order as the customer's API sends it (core types Order): lines, totals in rupees, status,
// timeline without staff names, points earned. The console's view (./admin.ts) adds to it.
import { round1 } from '@harit/core/carbon';
import { recordImpact } from '@harit/core/carbon-figure';
import { fromPaise } from '@harit/core/money';
import { canCancel, canReturn, rewardPoints } from '@harit/core/orders';
import type { Order, OrderEvent, OrderPayment } from '@harit/core/types';
import type { ShippingInput } from '@harit/core/validation';
import type { Executor } from '../db/transaction.ts';
import {
  type OrderEventRow,
  type OrderRow,
  orderEvents,
  orderLines,
} from '../features/orders/service.ts';
import { orderPayments, paymentOrSettled } from '../features/payments/service.ts';
import { lineRefundedUnits, lineReturnStatuses } from '../features/returns/service.ts';
import { pointsEarnedByOrders, pointsReversedOfOrders } from '../features/rewards/service.ts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A step of the timeline as the customer sees it: what and when, never which staff member. */
export function toOrderEvent(event: OrderEventRow): OrderEvent {
  return {
    status: event.status,
    at: new Date(event.created_at).toISOString(),
    courier: event.courier,
    trackingNumber: event.tracking_number,
  };
}

/** What an order's view is made of besides its row, for a set of orders. */
interface OrderParts {
  items: readonly OrderLineRow[];
  events: readonly OrderEventRow[];
  pointsByOrder: ReadonlyMap<string, number>;
  pointsReversed: ReadonlyMap<string, number>;
  returnStatuses: ReadonlyMap<string, ReturnStatus | null>;
  refunded: ReadonlyMap<string, number>;
  payments: ReadonlyMap<string, OrderPayment>;
}

type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];
type ReturnStatus = NonNullable<Order['items'][number]['returnStatus']>;

/** Orders as the API sends them: lines, totals in rupees, status, timeline, points earned. */
export async function toOrders(db: Executor, rows: OrderRow[], now = new Date()): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await orderLines(db, ids);
  const events = await orderEvents(db, ids);
  const pointsByOrder = await pointsEarnedByOrders(db, ids);
  const pointsReversed = await pointsReversedOfOrders(db, ids); // rewards
  const returnStatuses = await lineReturnStatuses(db, ids); // returns
  const refunded = await lineRefundedUnits(db, ids); // returns
  const payments = await orderPayments(db, ids); // payments
  return assembleOrders(
    rows,
    { items, events, pointsByOrder, pointsReversed, returnStatuses, refunded, payments },
    now,
  );
}

/**
 * An order just placed, from what placing it wrote (its row, lines, first event and payment),
 * without reading any of it back: nothing else can have happened to it yet — no points, no
 * returns (five fewer reads in the transaction that holds the invoice number).
 */
export function placedOrderView(placed: {
  row: OrderRow;
  items: readonly OrderLineRow[];
  event: OrderEventRow;
  payment: OrderPayment;
}): Order {
  const { row, items, event, payment } = placed;
  const byName = [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return assembleOrders([row], {
    items: byName, // as orderLines reads them (by name; the databases here collate by code point)
    events: [event],
    pointsByOrder: new Map(),
    pointsReversed: new Map(),
    returnStatuses: new Map(),
    refunded: new Map(),
    payments: new Map([[row.id, payment]]),
  })[0]!;
}

function assembleOrders(
  rows: readonly OrderRow[],
  { items, events, pointsByOrder, pointsReversed, returnStatuses, refunded, payments }: OrderParts,
  now = new Date(),
): Order[] {
  return rows.map((row) => {
    const status = row.status;
    const lines = items.filter((i) => i.order_id === row.id);
    return {
      orderNumber: row.order_number,
      status,
      createdAt: new Date(row.created_at).toISOString(),
      cancelledAt: iso(row.cancelled_at),
      deliveredAt: iso(row.delivered_at),
      courier: row.courier,
      trackingNumber: row.tracking_number,
      timeline: events.filter((e) => e.order_id === row.id).map(toOrderEvent),
      paymentMethod: row.payment_method as Order['paymentMethod'],
      payment: paymentOrSettled(payments.get(row.id)),
      shippingAddress: row.shipping as ShippingInput,
      items: lines.map((i) => ({
        productId: i.product_id,
        name: i.name,
        image: i.image,
        price: fromPaise(i.price_paise),
        mrp: i.mrp_paise === null ? null : fromPaise(i.mrp_paise),
        quantity: i.quantity,
        lineTotal: fromPaise(i.price_paise * i.quantity),
        carbonKg: round1(i.carbon_kg),
        returnStatus: returnStatuses.get(`${i.order_id}:${i.product_id}`) ?? null,
        gstRate: i.gst_rate,
      })),
      itemCount: lines.reduce((n, i) => n + i.quantity, 0),
      subtotal: fromPaise(row.subtotal_paise),
      shipping: fromPaise(row.shipping_paise),
      gst: fromPaise(row.gst_paise),
      total: fromPaise(row.total_paise),
      savings: fromPaise(row.savings_paise),
      couponCode: row.coupon_code,
      couponDiscount: fromPaise(row.coupon_paise),
      pointsSpent: row.points_spent,
      pointsDiscount: fromPaise(row.points_paise),
      carbonImpact: {
        savings: round1(row.carbon_saved_kg),
        emissions: round1(row.carbon_emitted_kg),
        ecoProducts: row.eco_products,
        net: round1(row.carbon_saved_kg - row.carbon_emitted_kg),
      },
      carbonReversed: carbonReversed(row, lines, refunded),
      // What the order earned, or (not yet delivered) will earn on delivery (decision 024).
      rewardPoints:
        pointsByOrder.get(row.id) ??
        (status === 'cancelled' || status === 'delivered' ? 0 : rewardPoints(row.carbon_saved_kg)),
      rewardPointsReversed: pointsReversed.get(row.id) ?? 0,
      canCancel: canCancel(status),
      canReturn: canReturn({ status, deliveredAt: row.delivered_at }, now),
    };
  });
}

/**
 * What the order's cancellation or its refunded returns took back of its carbon impact
 * (decision 077): each line's figure per unit × the units no longer counted, by the same rule
 * (core recordImpact) as the impact itself and the tracker's entries.
 */
function carbonReversed(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  refunded: ReadonlyMap<string, number>,
): Order['carbonReversed'] {
  const cancelled = row.status === 'cancelled';
  const taken = lines.flatMap((line) => {
    const units = cancelled ? line.quantity : (refunded.get(`${row.id}:${line.product_id}`) ?? 0);
    return units > 0 ? [{ netKgPerUnit: line.carbon_kg / line.quantity, quantity: units }] : [];
  });
  if (taken.length === 0) return null;
  return { ...recordImpact(taken), reason: cancelled ? 'cancelled' : 'returned' };
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  return (await toOrders(db, [row]))[0]!;
}
