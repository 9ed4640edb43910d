// Cancelling an order that has not shipped (DESIGN.md §6.1, decision 011): one transaction of
// named steps, each the owning feature's function called with the transaction.
import { canCancel, orderStatus } from '@harit/core/orders';
import type { Trx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { removeOrderPurchases } from '../carbon/service.ts';
import { restoreStock } from '../catalog/service.ts';
import { reverseOrderPoints } from '../rewards/service.ts';
import { markCancelled, type OrderRow, orderByNumber, orderQuantities } from './repository.ts';

/** Why an order in this status cannot be cancelled. */
function notCancellable(status: ReturnType<typeof orderStatus>) {
  return conflict(
    status === 'cancelled'
      ? 'This order is already cancelled'
      : `This order has ${status === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled; request a return instead`,
  );
}

/** Runs in the caller's transaction (withTransaction retries it as a whole). */
export async function cancelOrderSteps(
  trx: Trx,
  userId: string,
  orderNumber: string,
): Promise<OrderRow> {
  // Locks the order row: two cancels of one order take turns, the second sees it cancelled.
  const order = await orderByNumber(trx, userId, orderNumber, { forUpdate: true });
  if (!order) throw notFound('Order not found');
  const status = orderStatus(new Date(order.created_at), order.cancelled_at);
  if (!canCancel(status)) throw notCancellable(status);
  await restoreStock(trx, await orderQuantities(trx, order.id)); // catalog
  await removeOrderPurchases(trx, order.id); // carbon
  await reverseOrderPoints(trx, {
    userId,
    orderId: order.id,
    reason: `Order #${order.order_number} cancelled`,
  }); // rewards
  return markCancelled(trx, order.id); // orders
}
