// All SQL on the payments feature's tables (migration 0021): payments, payment_attempts,
// payment_events, payment_refunds. Every function takes an Executor so the order workflows run
// them in their transaction.
import type { PaymentMethod } from '@harit/core/limits';
import { type PaymentStatus, UNPAID_PAYMENT_STATUSES } from '@harit/core/payments';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(
  trx: Executor,
  payment: {
    orderId: string;
    orderNumber: string;
    userId: string;
    method: PaymentMethod;
    provider: string;
    status: PaymentStatus;
    amountPaise: number;
    /** seconds from now until an unpaid order is cancelled; null: no deadline */
    windowSeconds: number | null;
    paidAt: Date | null;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  return trx
    .insertInto('payments')
    .values({
      order_id: payment.orderId,
      order_number: payment.orderNumber,
      user_id: payment.userId,
      method: payment.method,
      provider: payment.provider,
      status: payment.status,
      amount_paise: payment.amountPaise,
      pay_by:
        payment.windowSeconds === null
          ? null
          : sql<Date>`now() + make_interval(secs => ${payment.windowSeconds})`,
      paid_at: payment.paidAt,
      created_at: payment.createdAt,
      updated_at: payment.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many card or UPI orders the user has not paid for yet. */
export async function unpaidCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', UNPAID_PAYMENT_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function paymentsByOrderIds(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as PaymentRow[]);
  return db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).execute();
}

/** The latest failure reason of each of these orders' attempts is in payments.failure_reason. */
export function paymentByOrderId(db: Executor, orderId: string, { forUpdate = false } = {}) {
  let query = db.selectFrom('payments').selectAll().where('order_id', '=', orderId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function paymentByOrderNumber(db: Executor, orderNumber: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

/** The payment a provider order belongs to, locked: whoever settles it holds the row. */
export function paymentByProviderOrder(db: Executor, providerOrderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores the provider's order for a payment that has none yet; the row as it now is. */
export async function setProviderOrder(
  db: Executor,
  orderId: string,
  provider: string,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  await db
    .updateTable('payments')
    .set({ provider, provider_order_id: providerOrderId, updated_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('provider_order_id', 'is', null)
    .execute();
  return paymentByOrderId(db, orderId);
}

export async function updatePayment(
  trx: Executor,
  orderId: string,
  change: {
    status: PaymentStatus;
    providerPaymentId?: string;
    failureReason?: string | null;
    paidAt?: Date;
  },
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({
      status: change.status,
      updated_at: sql<Date>`now()`,
      ...(change.providerPaymentId === undefined
        ? {}
        : { provider_payment_id: change.providerPaymentId }),
      ...(change.failureReason === undefined ? {} : { failure_reason: change.failureReason }),
      ...(change.paidAt === undefined ? {} : { paid_at: change.paidAt, pay_by: null }),
      ...(change.status === 'expired' || change.status === 'cancelled' ? { pay_by: null } : {}),
    })
    .where('order_id', '=', orderId)
    .execute();
}

export async function insertAttempt(
  trx: Executor,
  attempt: {
    orderId: string;
    providerPaymentId: string | null;
    outcome: 'paid' | 'failed' | 'mismatch';
    detail: string | null;
    /** what a mismatch reported (decision 056) */
    reported?: { amount: number | null; currency: string | null; status: string | null };
  },
): Promise<void> {
  await trx
    .insertInto('payment_attempts')
    .values({
      order_id: attempt.orderId,
      provider_payment_id: attempt.providerPaymentId,
      outcome: attempt.outcome,
      detail: attempt.detail,
      amount: attempt.reported?.amount ?? null,
      currency: attempt.reported?.currency ?? null,
      provider_status: attempt.reported?.status ?? null,
    })
    .execute();
}

/** Whether this provider payment was already recorded as not matching the order. */
export async function hasMismatch(trx: Executor, orderId: string, paymentId: string) {
  const row = await trx
    .selectFrom('payment_attempts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('provider_payment_id', '=', paymentId)
    .where('outcome', '=', 'mismatch')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The confirmations of this order that did not settle it (decision 056), oldest first, each with
 * the refund queued for it (null: none, e.g. an authorised payment, where no money moved).
 */
export function mismatchedAttempts(db: Executor, orderId: string) {
  return db
    .selectFrom('payment_attempts as a')
    .leftJoin('payment_refunds as r', (join) =>
      join
        .onRef('r.order_id', '=', 'a.order_id')
        .onRef('r.provider_payment_id', '=', 'a.provider_payment_id'),
    )
    .select([
      'a.provider_payment_id',
      'a.detail',
      'a.amount',
      'a.currency',
      'a.provider_status',
      'a.created_at',
      'r.status as refund_status',
    ])
    .where('a.order_id', '=', orderId)
    .where('a.outcome', '=', 'mismatch')
    .orderBy('a.created_at')
    .execute();
}

/** Records a webhook event; false when it was processed before (a replay). */
export async function recordEvent(
  trx: Executor,
  event: { provider: string; eventId: string; event: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_events')
    .values({ provider: event.provider, event_id: event.eventId, event: event.event })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Queues a refund unless one with this key was queued before. */
export async function insertRefund(
  trx: Executor,
  refund: {
    key: string;
    orderId: string;
    amountPaise: number;
    reason: string;
    /** the payment to send it back to; unset: the order's payment */
    providerPaymentId?: string;
  },
): Promise<void> {
  await trx
    .insertInto('payment_refunds')
    .values({
      key: refund.key,
      order_id: refund.orderId,
      amount_paise: refund.amountPaise,
      reason: refund.reason,
      provider_payment_id: refund.providerPaymentId ?? null,
      next_attempt_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Orders whose payment window has ended unpaid, the longest overdue first. */
export async function overdueOrderIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('order_id')
    .where('status', 'in', UNPAID_PAYMENT_STATUSES)
    .where('pay_by', '<=', sql<Date>`now()`)
    .orderBy('pay_by')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}

/** Whether the payment's window has ended (by the database's clock, as the sweeper's). */
export async function isOverdue(db: Executor, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select(sql<boolean>`pay_by is not null and pay_by <= now()`.as('overdue'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.overdue === true;
}

export interface DueRefund {
  id: string;
  key: string;
  amount_paise: number;
  attempts: number;
  provider: string;
  provider_payment_id: string | null;
}

/**
 * Claims the oldest due refund for `leaseMs` (as the mail outbox claims mail): SKIP LOCKED, so
 * two instances never send the same refund at once.
 */
export async function claimDueRefund(db: Db, leaseMs: number): Promise<DueRefund | undefined> {
  const result = await sql<DueRefund>`
    update payment_refunds r set
      attempts = r.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    from payments p
    where p.order_id = r.order_id and r.id = (
      select id from payment_refunds
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, created_at
      limit 1
      for update skip locked
    )
    returning r.id, r.key, r.amount_paise, r.attempts, p.provider,
      coalesce(r.provider_payment_id, p.provider_payment_id) as provider_payment_id`.execute(db);
  return result.rows[0];
}

export async function markRefund(
  db: Db,
  id: string,
  outcome:
    | { status: 'processed'; refundId: string }
    | { status: 'retry'; delayMs: number; error: string }
    | { status: 'failed'; error: string },
): Promise<void> {
  if (outcome.status === 'processed') {
    await db
      .updateTable('payment_refunds')
      .set({
        status: 'processed',
        provider_refund_id: outcome.refundId,
        processed_at: sql<Date>`now()`,
        last_error: null,
      })
      .where('id', '=', id)
      .execute();
  } else if (outcome.status === 'retry') {
    await db
      .updateTable('payment_refunds')
      .set({
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.delayMs / 1000})`,
        last_error: outcome.error,
      })
      .where('id', '=', id)
      .execute();
  } else {
    await db
      .updateTable('payment_refunds')
      .set({ status: 'failed', last_error: outcome.error })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * What a provider's webhook says of a refund it accepted (decision 065): processed, or failed
 * after all. False when no refund of ours has that id, or it already says so.
 */
export async function refundReported(
  trx: Executor,
  providerRefundId: string,
  report: { status: 'processed' | 'failed'; error: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('payment_refunds')
    .set(
      report.status === 'processed'
        ? { status: 'processed', processed_at: sql<Date>`coalesce(processed_at, now())` }
        : { status: 'failed', last_error: report.error },
    )
    .where('provider_refund_id', '=', providerRefundId)
    .where('status', '!=', report.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many payments' windows have ended unpaid and are not yet expired (decision 070's gauge). */
export async function overdueCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', UNPAID_PAYMENT_STATUSES)
    .where('pay_by', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The refunds queued under these keys (one per cause, e.g. return:<id>), by key. */
export function refundsByKeys(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_refunds')
    .select(['key', 'status', 'provider_refund_id', 'last_error'])
    .where('key', 'in', keys)
    .execute();
}
