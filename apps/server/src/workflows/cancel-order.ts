// Cancelling an order that has not shipped (DESIGN.md §6.1, decision 011): one transaction of
// named steps, each the owning feature's function called with the transaction. Whoever cancels
// (the customer or staff), ./order-fulfilment.ts runs these steps after the state machine allowed it.
import type { Trx } from '../db/transaction.ts';
import { reverseOrderPurchases } from '../features/carbon/service.ts';
import { restoreStock } from '../features/catalog/service.ts';
import { releaseCoupon } from '../features/coupons/service.ts';
import { creditCancelledOrder, type InvoiceSeller } from '../features/invoices/service.ts';
import { type OrderRow, orderQuantities } from '../features/orders/service.ts';
import { closePaymentOnCancel } from '../features/payments/service.ts';
import { refundSpentPoints, reverseOrderPoints } from '../features/rewards/service.ts';

/**
 * What cancelling undoes in the other features: stock back, carbon entries and points reversed,
 * points spent and the coupon's use given back, the invoice credited.
 */
export async function cancelSteps(
  trx: Trx,
  order: OrderRow,
  /** the seller in force, who credits an invoiced order (decision 083) */
  seller?: InvoiceSeller,
): Promise<void> {
  await restoreStock(trx, await orderQuantities(trx, order.id)); // catalog
  await reverseOrderPurchases(trx, order.id); // carbon: kept, counted as reversed (decision 077)
  await reverseOrderPoints(trx, {
    userId: order.user_id,
    orderId: order.id,
    reason: `Order #${order.order_number} cancelled`,
  }); // rewards
  await refundSpentPoints(trx, {
    userId: order.user_id,
    orderId: order.id,
    reason: `Order #${order.order_number} cancelled: points spent given back`,
  }); // rewards (decision 074)
  await releaseCoupon(trx, order.id); // coupons: the use is given back (decision 074)
  await closePaymentOnCancel(trx, { id: order.id, orderNumber: order.order_number }); // payments: not charged, or refunded
  await creditCancelledOrder(trx, order.id, `Order #${order.order_number} cancelled`, seller); // invoices
}
