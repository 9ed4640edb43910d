// The merchant console's orders: every customer's orders, each with its staff
// timeline, and the status changes staff make (./order-fulfilment.ts).
import type {
  AdminOrder,
  AdminOrderSummary,
  AdminOrdersQuery,
  OrderStatusChange,
} from '@harit/core/fulfilment';
import { fromPaise } from '@harit/core/money';
import { nextStatuses } from '@harit/core/orders';
import type { ShippingInput } from '@harit/core/validation';
import type { Db } from '../db/database.ts';
import { type Executor, withTransaction } from '../db/transaction.ts';
import { type InvoiceSeller, issuedInvoice } from '../features/invoices/service.ts';
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
import { notFound } from '../plugins/errors.ts';
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
    nextStatuses: nextStatuses(row.status),
    paymentMismatches: await paymentMismatches(db, row.id), // payments
    invoice: await issuedInvoice(db, row.id), // invoices
  };
}

/** `seller`: who sells, printed on the tax invoice that shipping an order issues (decision 068). */
export function createOrderAdmin(db: Db, seller: InvoiceSeller): OrderAdmin {
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
          seller,
        });
        return toAdminOrder(trx, moved);
      });
    },
  };
}
