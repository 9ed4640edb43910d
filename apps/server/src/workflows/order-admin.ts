// The merchant console's orders: every customer's orders, each with its staff
// timeline, and the status changes staff make (./order-fulfilment.ts).

import type {
  AdminOrder,
  AdminOrderSummary,
  AdminOrdersQuery,
  OrderStatusChange,
} from '@harit/core/fulfilment';
import { fromPaise, toPaise } from '@harit/core/money';
import { nextStatuses } from '@harit/core/orders';
import { readyToPack } from '@harit/core/payments';
import { postalAddress } from '@harit/core/postal-address';
import type { ShippingInput } from '@harit/core/validation';
import type { SellerOf } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type Executor, withTransaction } from '../db/transaction.ts';
import { parcelWeightGrams } from '../features/catalog/service.ts';
import { issuedInvoice } from '../features/invoices/service.ts';
import {
  renderPackingSlip,
  renderShippingLabel,
  type ShippingLabel,
} from '../features/invoices/shipping-documents.ts';
import {
  adminOrderPage,
  anyOrderByNumber,
  type OrderAdmin,
  type OrderRow,
  orderEvents,
  orderItemCounts,
} from '../features/orders/service.ts';
import {
  orderPayments,
  paymentMismatches,
  paymentOrSettled,
} from '../features/payments/service.ts';
import { conflict, notFound } from '../plugins/errors.ts';
import type { TokenUser } from '../plugins/identity/tokens.ts';
import type { ListPage } from '../plugins/list-reply.ts';
import { moveOrderSteps } from './order-fulfilment.ts';
import { toOrder, toOrderEvent } from './order-view.ts';

/** The customer as they gave their name and e-mail at checkout. */
function customerOf(row: OrderRow) {
  const shipping = row.shipping as ShippingInput;
  return { name: `${shipping.firstName} ${shipping.lastName}`.trim(), email: shipping.email };
}

async function toAdminOrder(db: Executor, row: OrderRow): Promise<AdminOrder> {
  const order = await toOrder(db, row);
  const events = await orderEvents(db, [row.id]);
  return {
    ...order,
    customer: { id: row.user_id, ...customerOf(row) },
    timeline: events.map((event) => ({
      ...toOrderEvent(event),
      actor: { id: event.actor_user_id, name: event.actor_name },
      note: event.note,
    })),
    // Staff pack only paid (or cash on delivery) orders: packing an unpaid one is a 409, so it
    // is not offered (decision 032).
    nextStatuses: nextStatuses(row.status).filter(
      (status) => status !== 'packed' || readyToPack(order.payment.status),
    ),
    paymentMismatches: await paymentMismatches(db, row.id), // payments
    invoice: await issuedInvoice(db, row.id), // invoices
  };
}

/** Who the parcel goes to, as the order was placed. */
function recipientOf(order: AdminOrder): ShippingLabel['recipient'] {
  return postalAddress(order.shippingAddress);
}

/** The order for printing: 404 when there is none, 409 once cancelled (nothing to send). */
async function printableOrder(db: Db, orderNumber: string): Promise<AdminOrder> {
  const row = await anyOrderByNumber(db, orderNumber);
  if (!row) throw notFound('Order not found');
  if (row.status === 'cancelled')
    throw conflict('This order was cancelled; there is nothing to send.');
  return toAdminOrder(db, row);
}

/**
 * `seller`: who sells (the seller in force, decision 083), printed on the tax invoice that
 * shipping an order issues (decision 068), its labels and packing slips.
 */
export function createOrderAdmin(db: Db, seller: SellerOf): OrderAdmin {
  return {
    async listOrders(query: AdminOrdersQuery): Promise<ListPage<AdminOrderSummary>> {
      const { rows, total } = await adminOrderPage(db, query);
      const ids = rows.map((r) => r.id);
      const counts = await orderItemCounts(db, ids);
      const payments = await orderPayments(db, ids); // payments
      return {
        total,
        items: rows.map((row) => ({
          orderNumber: row.order_number,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
          customer: customerOf(row),
          itemCount: counts.get(row.id) ?? 0,
          total: fromPaise(row.total_paise),
          payment: paymentOrSettled(payments.get(row.id)).status,
        })),
      };
    },

    async getOrder(orderNumber: string): Promise<AdminOrder> {
      const row = await anyOrderByNumber(db, orderNumber);
      if (!row) throw notFound('Order not found');
      return toAdminOrder(db, row);
    },

    /**
     * The shipping label: cash to collect is the order's Total while cash on delivery is still
     * to be paid (the figure the shopper was shown), else nothing (decision 076).
     */
    async shippingLabel(orderNumber: string, weightGrams: number | null): Promise<Buffer> {
      const order = await printableOrder(db, orderNumber);
      const s = await seller(db);
      // Decision 080: the packer's weighed figure, else the lines' weights added up.
      const weight = weightGrams ?? (await parcelWeightGrams(db, order.items)); // catalog
      return renderShippingLabel({
        orderNumber: order.orderNumber,
        placedAt: new Date(order.createdAt),
        sender: { name: s.legalName, address: s.address },
        recipient: recipientOf(order),
        collectPaise: order.payment.status === 'pay-on-delivery' ? toPaise(order.total) : 0,
        weightGrams: weight,
        courier: order.courier,
        trackingNumber: order.trackingNumber,
        itemCount: order.itemCount,
      });
    },

    async packingSlip(orderNumber: string): Promise<Buffer> {
      const order = await printableOrder(db, orderNumber);
      const s = await seller(db);
      return renderPackingSlip({
        orderNumber: order.orderNumber,
        placedAt: new Date(order.createdAt),
        sender: { name: s.legalName },
        recipient: recipientOf(order),
        lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
      });
    },

    /**
     * Moves the order on as a staff member. The order row is locked first, so of two staff
     * shipping it at once one succeeds and the other is told it has already shipped (409).
     */
    async changeStatus(
      user: TokenUser,
      orderNumber: string,
      change: OrderStatusChange,
    ): Promise<AdminOrder> {
      return withTransaction(db, async (trx) => {
        const row = await anyOrderByNumber(trx, orderNumber, { forUpdate: true });
        if (!row) throw notFound('Order not found');
        const moved = await moveOrderSteps(trx, row, {
          to: change.status,
          actor: { kind: 'staff', user },
          courier: change.courier,
          trackingNumber: change.trackingNumber,
          note: change.note,
          seller: await seller(trx),
        });
        return toAdminOrder(trx, moved);
      });
    },
  };
}
