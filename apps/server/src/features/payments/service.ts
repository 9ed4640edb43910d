// What other features ask of payments (decision 032), each with the caller's
// transaction: opening an order's payment when it is placed, the unpaid-order limit, whether
// staff may pack it, cash on delivery paid on delivery, what cancelling does to the money, the
// expiry of unpaid orders, refunds of returns, and the payment status the order views show.
import type { PaymentMethod } from '@harit/core/limits';
import {
  canPaymentTransition,
  canPayNow,
  initialPaymentStatus,
  MAX_UNPAID_ORDERS,
  PACK_UNPAID_MESSAGE,
  PAYMENT_MISMATCHES,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMismatch,
  type PaymentMismatchKind,
  type PaymentStatus,
  readyToPack,
  UNPAID_PAYMENT_STATUSES,
  unpaidLimitMessage,
} from '@harit/core/payments';
import type { OrderPayment } from '@harit/core/types';
import { type Executor, lockFor, type Trx } from '../../db/transaction.ts';
import { conflict } from '../../plugins/errors.ts';
import {
  insertPayment,
  insertRefund,
  isOverdue,
  mismatchedAttempts,
  overdueCount,
  overdueOrderIds,
  paymentByOrderId,
  paymentsByOrderIds,
  refundsByKeys,
  unpaidCount,
  updatePayment,
} from './repository.ts';

/** What placing an order needs to know about payments (from configuration). */
export interface PaymentRules {
  /** an unpaid card or UPI order is cancelled this long after it was placed */
  windowMs: number;
  maxUnpaidOrders: number;
  /** the id of the provider taking card and UPI payments (decision 065); null: nobody (decision 056) */
  provider: string | null;
}

/**
 * 409 for a card or UPI order when no provider takes online payments (decision 056): without
 * a provider configured and with the test gateway off, the shop takes cash on delivery only.
 */
export function checkPaymentMethod(method: PaymentMethod, rules: Pick<PaymentRules, 'provider'>) {
  if (initialPaymentStatus(method) === 'pending' && rules.provider === null) {
    throw conflict('Online payment is not set up; choose cash on delivery.');
  }
}

/**
 * Refuses a card or UPI order when the user already holds `maxUnpaidOrders` unpaid ones (409).
 * The user's lock makes two checkouts at once count one after the other (as the cart's limit).
 */
export async function checkUnpaidLimit(
  trx: Trx,
  userId: string,
  method: PaymentMethod,
  maxUnpaidOrders: number,
): Promise<void> {
  if (initialPaymentStatus(method) !== 'pending') return;
  await lockFor(trx, 'unpaid-orders', userId);
  if ((await unpaidCount(trx, userId)) >= maxUnpaidOrders) {
    throw conflict(unpaidLimitMessage(maxUnpaidOrders));
  }
}

/**
 * The payment of a new order: "Pay on delivery" for cash on delivery, else awaiting payment
 * until `rules.windowMs` from now. An order of the past (a seeded history) was settled then.
 * Returns it as the order's view shows it.
 */
export async function openPayment(
  trx: Executor,
  order: {
    id: string;
    orderNumber: string;
    userId: string;
    method: PaymentMethod;
    amountPaise: number;
    createdAt: Date;
  },
  rules: Pick<PaymentRules, 'windowMs' | 'provider'>,
  { history = false } = {},
): Promise<OrderPayment> {
  const status = initialPaymentStatus(order.method);
  const online = status === 'pending';
  const row = await insertPayment(trx, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    method: order.method,
    provider: online ? (rules.provider ?? 'none') : 'cod',
    status: history && online ? 'paid' : status,
    amountPaise: order.amountPaise,
    windowSeconds: online && !history ? rules.windowMs / 1000 : null,
    paidAt: history && online ? order.createdAt : null,
    createdAt: order.createdAt,
  });
  return toOrderPayment(row);
}

function toOrderPayment(row: {
  status: PaymentStatus;
  pay_by: Date | string | null;
  failure_reason: string | null;
}): OrderPayment {
  const unpaid = (UNPAID_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(row.status);
  return {
    status: row.status,
    payBy: unpaid && row.pay_by !== null ? new Date(row.pay_by).toISOString() : null,
    canPay: canPayNow(row.status) && (row.pay_by === null || new Date(row.pay_by) > new Date()),
    failure: row.status === 'failed' ? row.failure_reason : null,
  };
}

/** Each order's payment as its views show it, by order id. */
export async function orderPayments(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderPayment>> {
  const rows = await paymentsByOrderIds(db, orderIds);
  return new Map(rows.map((row) => [row.order_id, toOrderPayment(row)]));
}

/** The confirmations that did not settle the order, for the merchant's order page (decision 056). */
export async function paymentMismatches(db: Executor, orderId: string): Promise<PaymentMismatch[]> {
  const rows = await mismatchedAttempts(db, orderId);
  return rows.map((row) => ({
    paymentId: row.provider_payment_id,
    mismatch: (PAYMENT_MISMATCHES as readonly string[]).includes(row.detail ?? '')
      ? (row.detail as PaymentMismatchKind)
      : 'amount',
    // Providers report amounts in the currency's smallest unit (paise, cents): 100 to one.
    amount: row.amount === null ? null : row.amount / 100,
    currency: row.currency,
    providerStatus: row.provider_status,
    refund: row.refund_status ?? null,
    at: new Date(row.created_at).toISOString(),
  }));
}

/** An order with no payment row (none should exist after migration 0021) counts as settled. */
const SETTLED: OrderPayment = { status: 'paid', payBy: null, canPay: false, failure: null };
export const paymentOrSettled = (payment: OrderPayment | undefined): OrderPayment =>
  payment ?? SETTLED;

/** 409 unless the order's money is in (or comes on delivery): staff do not pack unpaid orders. */
export async function assertReadyToPack(trx: Executor, orderId: string): Promise<void> {
  const payment = await paymentByOrderId(trx, orderId, { forUpdate: true });
  if (payment && !readyToPack(payment.status)) throw conflict(PACK_UNPAID_MESSAGE);
}

/** Cash on delivery: the order was delivered, so it was paid. */
export async function markPaidOnDelivery(trx: Executor, orderId: string, at: Date): Promise<void> {
  const payment = await paymentByOrderId(trx, orderId, { forUpdate: true });
  if (payment?.status === 'pay-on-delivery') {
    await updatePayment(trx, orderId, { status: 'paid', paidAt: at });
  }
}

/**
 * What cancelling an order does to its money: nothing was paid → not charged; paid → refunded
 * in full (queued; the sweeper sends it after commit). An expired payment stays expired.
 */
export async function closePaymentOnCancel(
  trx: Executor,
  order: { id: string; orderNumber: string },
): Promise<void> {
  const payment = await paymentByOrderId(trx, order.id, { forUpdate: true });
  if (!payment) return;
  if (payment.status === 'paid' && payment.method !== 'cod') {
    await updatePayment(trx, order.id, { status: 'refunded' });
    await insertRefund(trx, {
      key: `cancel:${order.id}`,
      orderId: order.id,
      amountPaise: payment.amount_paise,
      reason: `Order #${order.orderNumber} cancelled`,
    });
  } else if (canPaymentTransition(payment.status, 'cancelled')) {
    await updatePayment(trx, order.id, { status: 'cancelled' });
  }
}

/** Orders whose payment window ended unpaid (the sweeper's candidates), oldest first. */
export const overduePaymentOrderIds = (db: Executor, limit: number) => overdueOrderIds(db, limit);

/** How many such orders there are now (the metrics' unpaid-orders-due gauge, decision 070). */
export const overduePaymentCount = (db: Executor) => overdueCount(db);

/**
 * Marks the order's payment expired if it is still unpaid and overdue, holding its row until
 * the caller's transaction ends: a confirmation arriving meanwhile waits, then finds it expired
 * (and refunds the money). False when the payment was settled first: the order stays.
 */
export async function expireOverduePayment(trx: Executor, orderId: string): Promise<boolean> {
  const payment = await paymentByOrderId(trx, orderId, { forUpdate: true });
  if (!payment || !canPayNow(payment.status)) return false;
  if (!(await isOverdue(trx, orderId))) return false;
  await updatePayment(trx, orderId, { status: 'expired' });
  return true;
}

/**
 * A refunded return of an order paid online: the amount goes back through the provider (queued,
 * sent by the sweeper). Cash on delivery is paid back by the shop as staff recorded.
 */
export async function refundReturnPayment(
  trx: Executor,
  refund: { orderId: string; key: string; amountPaise: number; reason: string },
): Promise<void> {
  const payment = await paymentByOrderId(trx, refund.orderId, { forUpdate: true });
  if (!payment || payment.method === 'cod' || payment.status !== 'paid') return;
  if (refund.amountPaise <= 0) return;
  await insertRefund(trx, refund);
}

/**
 * Where the provider's refunds under these keys stand (decision 076): pending until sent and
 * accepted, processed with the provider's refund id, failed with why — as the sweeper and the
 * provider's refund.processed / refund.failed webhooks wrote it. By key.
 */
export async function refundProgress(
  db: Executor,
  keys: readonly string[],
): Promise<
  Map<
    string,
    { state: 'pending' | 'processed' | 'failed'; reference: string | null; failure: string | null }
  >
> {
  const rows = await refundsByKeys(db, keys);
  return new Map(
    rows.map((row) => [
      row.key,
      { state: row.status, reference: row.provider_refund_id, failure: row.last_error },
    ]),
  );
}

/** Rules for orders placed outside a request (the demo's history, whose orders are settled). */
export const DEFAULT_PAYMENT_RULES: PaymentRules = {
  windowMs: PAYMENT_WINDOW_MINUTES * 60_000,
  maxUnpaidOrders: MAX_UNPAID_ORDERS,
  provider: 'test',
};
