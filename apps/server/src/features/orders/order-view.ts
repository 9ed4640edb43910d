// An order as the customer's API sends it (core types Order): lines, totals in rupees, status,
// timeline without staff names, points earned. The console's view (./admin.ts) adds to it.
import { round1 } from '@harit/core/carbon';
import { fromPaise } from '@harit/core/money';
import { canCancel, canReturn, rewardPoints } from '@harit/core/orders';
import type { Order, OrderEvent } from '@harit/core/types';
import type { ShippingInput } from '@harit/core/validation';
import type { Executor } from '../../db/transaction.ts';
import { orderPayments, paymentOrSettled } from '../payments/service.ts';
import { lineReturnStatuses } from '../returns/service.ts';
import { pointsEarnedByOrders } from '../rewards/service.ts';
import { type OrderEventRow, type OrderRow, orderEvents, orderLines } from './repository.ts';

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

/** Orders as the API sends them: lines, totals in rupees, status, timeline, points earned. */
export async function toOrders(db: Executor, rows: OrderRow[], now = new Date()): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await orderLines(db, ids);
  const events = await orderEvents(db, ids);
  const pointsByOrder = await pointsEarnedByOrders(db, ids);
  const returnStatuses = await lineReturnStatuses(db, ids); // returns
  const payments = await orderPayments(db, ids); // payments
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
      })),
      itemCount: lines.reduce((n, i) => n + i.quantity, 0),
      subtotal: fromPaise(row.subtotal_paise),
      shipping: fromPaise(row.shipping_paise),
      gst: fromPaise(row.gst_paise),
      total: fromPaise(row.total_paise),
      savings: fromPaise(row.savings_paise),
      carbonImpact: {
        savings: round1(row.carbon_saved_kg),
        emissions: round1(row.carbon_emitted_kg),
        ecoProducts: row.eco_products,
        net: round1(row.carbon_saved_kg - row.carbon_emitted_kg),
      },
      // What the order earned, or (not yet delivered) will earn on delivery (decision 024).
      rewardPoints:
        pointsByOrder.get(row.id) ??
        (status === 'cancelled' || status === 'delivered' ? 0 : rewardPoints(row.carbon_saved_kg)),
      canCancel: canCancel(status),
      canReturn: canReturn({ status, deliveredAt: row.delivered_at }, now),
    };
  });
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  return (await toOrders(db, [row]))[0]!;
}
