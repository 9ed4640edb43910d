// Expiring an unpaid order (decision 032): the payment sweeper (features/payments/sweeper.ts,
// handed this at composition in server.ts) finds overdue card and UPI payments; each order is
// cancelled here in its own transaction, as named steps of the owning features.
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { orderByIdSkipLocked } from '../features/orders/service.ts';
import { expireOverduePayment, overduePaymentOrderIds } from '../features/payments/service.ts';
import { moveOrderSteps } from './order-fulfilment.ts';

const BATCH = 50;

/** Who cancels an order whose payment did not arrive in time, on its timeline. */
export const PAYMENT_EXPIRY_ACTOR = 'Harit';

/**
 * Cancels an order whose card or UPI payment did not arrive in time (the payment sweeper, issue
 * 16): the same steps as any cancellation (stock back, carbon and points reversed), in one
 * transaction that holds the order row (skipped when another instance holds it) and then the
 * payment row (a confirmation arriving now waits, then finds it expired and is refunded).
 * Whether it cancelled it: not when the payment was settled first or the order moved on.
 */
export async function cancelUnpaidOrder(db: Db, orderId: string): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const order = await orderByIdSkipLocked(trx, orderId);
    if (order?.status !== 'placed') return false;
    if (!(await expireOverduePayment(trx, orderId))) return false; // payments
    await moveOrderSteps(trx, order, {
      to: 'cancelled',
      actor: { kind: 'system', name: PAYMENT_EXPIRY_ACTOR },
      note: 'The payment did not arrive in time.',
    });
    return true;
  });
}

/** Cancels every overdue unpaid order it can claim; how many it cancelled. */
export async function expireOverdueOrders(db: Db): Promise<number> {
  let expired = 0;
  for (const orderId of await overduePaymentOrderIds(db, BATCH)) {
    if (await cancelUnpaidOrder(db, orderId)) expired++; // orders + payments
  }
  return expired;
}
