// Return requests: the shopper asks to return units of a delivered line; staff
// approve or reject, mark the item received, and refund. Each change is one transaction of
// named steps, each the owning feature's function (decision 011): the line comes from orders,
// stock from catalog, carbon entries from carbon, points from rewards, the audit entry from
// audit. Restocking happens when the item is received (decision 025).

import { POINT_VALUE_PAISE, unitsDiscountPaise } from '@harit/core/coupons';
import { fromPaise, toPaise } from '@harit/core/money';
import { rewardPoints } from '@harit/core/orders';
import {
  type AdminReturnRequest,
  maskedRefundAccount,
  maxRefundPaise,
  nextReturnStatus,
  REFUND_METHOD_LABELS,
  type RefundAccount,
  type RefundMethod,
  type RefundProgress,
  type RefundStatusInput,
  type ReturnAction,
  type ReturnAdminQuery,
  type ReturnRefundInput,
  type ReturnRequest,
  type ReturnStatus,
  refundMethodFor,
  refundMethodText,
  returnActionRefusal,
  returnActions,
  returnableUnits,
  returnByDate,
} from '@harit/core/returns';
import { recordAudit } from '../audit/record.ts';
import type { SellerOf } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type Executor, lockFor, type Trx, withTransaction } from '../db/transaction.ts';
import { reverseReturnedUnits } from '../features/carbon/service.ts';
import { restoreStock } from '../features/catalog/service.ts';
import { creditRefund } from '../features/invoices/service.ts';
import { renderReturnLabel } from '../features/invoices/shipping-documents.ts';
import {
  deliveryAddressOf,
  type LineForReturn,
  lineKey,
  linesForReturns,
  lineToReturn,
} from '../features/orders/service.ts';
import { refundProgress, refundReturnPayment } from '../features/payments/service.ts';
import {
  type EventRow,
  eventsFor,
  insertEvent,
  insertReturn,
  lineRequests,
  type ReturnRequests,
  type ReturnRow,
  refundedUnits,
  returnById,
  returnPage,
  updateReturn,
  userReturns,
} from '../features/returns/service.ts';
import { refundSpentPoints, reverseReturnedPoints } from '../features/rewards/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors.ts';
import type { TokenUser } from '../plugins/identity/tokens.ts';
import type { ListPage } from '../plugins/list-reply.ts';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** What a request's view needs besides its row and line. */
interface ReturnExtras {
  /** the seller's address, where approved returns are sent */
  returnAddress: string;
  /** refunds sent through the payment provider, by key return:<id> (payments) */
  providerRefunds: ReadonlyMap<string, RefundProgress>;
  /** the shopper's own view: a bank account's number masked */
  masked: boolean;
}

/** Where the refund's money stands: the provider's word, or the payout staff recorded. */
function refundOf(row: ReturnRow, extras: ReturnExtras): RefundProgress | null {
  if (row.status !== 'refunded') return null;
  const sent = extras.providerRefunds.get(`return:${row.id}`);
  if (sent) return sent;
  if (row.refund_status) {
    return {
      state: row.refund_status,
      reference: row.refund_reference,
      failure: row.refund_failure,
    };
  }
  // Refunded before decision 076 recorded a payout's state: what staff recorded then.
  return { state: 'processed', reference: null, failure: null };
}

function toReturn(
  row: ReturnRow,
  line: LineForReturn | undefined,
  extras: ReturnExtras,
): ReturnRequest {
  const account = (row.refund_account as RefundAccount | null) ?? null;
  const approved = row.status === 'approved';
  return {
    id: row.id,
    orderNumber: line?.orderNumber ?? '',
    productId: row.product_id,
    productName: line?.name ?? '',
    quantity: row.quantity,
    reason: row.reason,
    status: row.status as ReturnStatus,
    rejectionReason: row.rejection_reason,
    refundAmount: row.refund_paise === null ? null : fromPaise(row.refund_paise),
    refundMethod: row.refund_method as RefundMethod | null,
    createdAt: new Date(row.created_at).toISOString(),
    returnBy: approved ? iso(row.return_by) : null,
    returnAddress: approved ? extras.returnAddress : null,
    pickupRequestedAt: iso(row.pickup_requested_at),
    cashOnDelivery: line?.paymentMethod === 'cod',
    refundAccount: account && extras.masked ? maskedRefundAccount(account) : account,
    refund: refundOf(row, extras),
  };
}

/** The provider's refunds of these requests (payments). */
const providerRefundsOf = (db: Executor, rows: readonly ReturnRow[]) =>
  refundProgress(
    db,
    rows.filter((r) => r.status === 'refunded').map((r) => `return:${r.id}`),
  );

/**
 * What the views of these requests read besides their rows: each one's order line (orders) and
 * the provider's refunds (payments); `masked`: a bank account's number masked, as the shopper sees it.
 */
async function viewParts(db: Executor, rows: ReturnRow[], returnAddress: string, masked: boolean) {
  const lines = await linesForReturns(
    db,
    rows.map((r) => r.order_id),
  );
  const extras = { returnAddress, providerRefunds: await providerRefundsOf(db, rows), masked };
  return { lineOf: (r: ReturnRow) => lines.get(lineKey(r.order_id, r.product_id)), extras };
}

/** Requests with their order lines (orders), as the shopper sees them. */
async function toReturns(
  db: Executor,
  rows: ReturnRow[],
  returnAddress: string,
): Promise<ReturnRequest[]> {
  const { lineOf, extras } = await viewParts(db, rows, returnAddress, true);
  return rows.map((r) => toReturn(r, lineOf(r), extras));
}

async function toAdminReturns(
  db: Executor,
  rows: ReturnRow[],
  returnAddress: string,
): Promise<AdminReturnRequest[]> {
  const { lineOf, extras } = await viewParts(db, rows, returnAddress, false);
  const events = await eventsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const line = lineOf(row);
    const status = row.status as ReturnStatus;
    const timeline = events
      .filter((e: EventRow) => e.return_id === row.id)
      .map((e) => ({
        status: e.status as ReturnStatus,
        by: e.actor_name,
        note: e.note,
        at: new Date(e.created_at).toISOString(),
      }));
    return {
      ...toReturn(row, line, extras),
      customer: line?.customer ?? { name: '', email: '' },
      unitPrice: fromPaise(line?.unitPricePaise ?? 0),
      maxRefund: fromPaise(
        line
          ? maxRefundPaise(
              line.unitPricePaise,
              row.quantity,
              unitsDiscountPaise(line.discountPaise, line.quantity, row.quantity),
              line.gstRate,
            )
          : 0,
      ),
      decidedBy:
        timeline.find((e) => e.status === 'approved' || e.status === 'rejected')?.by ?? null,
      decidedAt: iso(row.decided_at),
      receivedAt: iso(row.received_at),
      refundedAt: iso(row.refunded_at),
      actions: returnActions(status),
      events: timeline,
    };
  });
}

/** The request, locked, if `action` may be taken from its status; else 404 or 409. */
async function lockForAction(trx: Trx, id: string, action: ReturnAction) {
  const row = await returnById(trx, id, { forUpdate: true });
  if (!row) throw notFound('Return request not found');
  const from = row.status as ReturnStatus;
  const to = nextReturnStatus(from, action);
  if (!to) {
    const refusal = returnActionRefusal(from, action);
    throw conflict(refusal.message, refusal.values);
  }
  return { row, to };
}

/**
 * What the audit log keeps of a request, named as a person reads it ("2 × Bamboo Toothbrush,
 * order #1234567890": core's auditSubject shows the name, not the request's id).
 */
const audited = (row: ReturnRow, name: string) => ({
  name,
  status: row.status,
  quantity: row.quantity,
  rejectionReason: row.rejection_reason,
  refund: row.refund_paise === null ? null : fromPaise(row.refund_paise),
  refundMethod: row.refund_method,
});

/**
 * `seller`: where approved returns are sent (its address, decision 076). The shopper's own
 * requests are found by id and owner: 404 for none, 403 for another shopper's.
 */
export function createReturnRequests(db: Db, seller: SellerOf): ReturnRequests {
  /** The seller in force's name and address (decision 083). */
  const returnAddressOf = async (ex: Executor) => {
    const s = await seller(ex);
    return `${s.legalName}, ${s.address}`;
  };
  const adminView = async (trx: Executor, row: ReturnRow) =>
    (await toAdminReturns(trx, [row], await returnAddressOf(trx)))[0]!;

  /** The shopper's request, locked when `forUpdate`: 404 for none, 403 for another's. */
  async function ownReturn(trx: Executor, userId: string, id: string, forUpdate = false) {
    const row = await returnById(trx, id, { forUpdate });
    if (!row) throw notFound('Return request not found');
    if (row.user_id !== userId) throw forbidden('This return request is not yours');
    return row;
  }

  /** One staff action: lock, move the state, run its own steps, add the timeline and audit. */
  async function act(
    staff: TokenUser,
    id: string,
    action: ReturnAction,
    steps: (
      trx: Trx,
      row: ReturnRow,
    ) => Promise<{ change: Parameters<typeof updateReturn>[2]; note?: string }>,
  ): Promise<AdminReturnRequest> {
    return withTransaction(db, async (trx) => {
      const { row, to } = await lockForAction(trx, id, action);
      const { change, note } = await steps(trx, row);
      const updated = await updateReturn(trx, id, { ...change, status: to });
      const line = await lineOf(trx, row); // orders
      const name = `${unitsOf(row, line)}, order #${line.orderNumber}`;
      await insertEvent(trx, { returnId: id, status: to, actor: staff, note: note ?? null });
      await recordAudit(trx, {
        actor: staff,
        action: `return.${action}`,
        entity: 'return',
        entityId: id,
        before: audited(row, name),
        after: audited(updated, name),
      }); // audit
      return adminView(trx, updated);
    });
  }

  return {
    async listForUser(userId: string): Promise<ReturnRequest[]> {
      return toReturns(db, await userReturns(db, userId), await returnAddressOf(db));
    },

    /**
     * Asks to return `quantity` units of a delivered line. Requests on one line take turns
     * (an advisory lock on the line), so two at once can never together return more units
     * than were bought: the second sees the first's units taken.
     */
    async request(
      user: Pick<TokenUser, 'id' | 'name'>,
      input: { orderNumber: string; productId: string; quantity: number; reason: string },
    ): Promise<ReturnRequest> {
      return withTransaction(db, async (trx) => {
        const line = await lineToReturn(trx, { userId: user.id, ...input }); // orders
        await lockFor(trx, 'return-line', lineKey(line.orderId, line.productId));
        const left = returnableUnits(
          line.quantity,
          await lineRequests(trx, line.orderId, line.productId),
        );
        if (left === 0)
          throw conflict('A return has already been requested for every unit of this item');
        if (input.quantity > left) {
          throw badRequest(
            'Quantity must be at most {left}: only {left} of {quantity} can still be returned.',
            { left, quantity: line.quantity },
          );
        }
        const row = await insertReturn(trx, {
          userId: user.id,
          orderId: line.orderId,
          productId: line.productId,
          quantity: input.quantity,
          reason: input.reason,
        });
        await insertEvent(trx, { returnId: row.id, status: 'requested', actor: user });
        return (await toReturns(trx, [row], await returnAddressOf(trx)))[0]!;
      });
    },

    async list(query: ReturnAdminQuery): Promise<ListPage<AdminReturnRequest>> {
      const { rows, total } = await returnPage(db, query);
      return { items: await toAdminReturns(db, rows, await returnAddressOf(db)), total };
    },

    async get(id: string): Promise<AdminReturnRequest> {
      const row = await returnById(db, id);
      if (!row) throw notFound('Return request not found');
      return adminView(db, row);
    },

    /**
     * Approved: the shopper is e-mailed once this commits (decision 023) how to send it back —
     * where, by when, the label or a pickup, and for cash on delivery the account to give.
     */
    approve: (staff: TokenUser, id: string) =>
      act(staff, id, 'approve', async (trx, row) => {
        const line = await lineOf(trx, row); // orders
        const now = new Date();
        const returnBy = returnByDate(now);
        await enqueueMail(trx, {
          key: `return-approved:${row.id}`,
          to: line.customer.email,
          userId: row.user_id, // the shopper's language (decision 044)
          template: 'return-approved',
          data: {
            name: line.customer.name,
            orderNumber: line.orderNumber,
            productName: unitsOf(row, line),
            note: null,
            returnAddress: await returnAddressOf(trx),
            returnBy: returnBy.toISOString(),
            cashOnDelivery: line.paymentMethod === 'cod',
          },
        }); // mail
        return { change: { decided_by: staff.id, decided_at: now, return_by: returnBy } };
      }),

    reject: (staff: TokenUser, id: string, reason: string) =>
      act(staff, id, 'reject', async () => ({
        change: { decided_by: staff.id, decided_at: new Date(), rejection_reason: reason },
        note: reason,
      })),

    /** The item is back: its units return to stock (decision 025). */
    receive: (staff: TokenUser, id: string) =>
      act(staff, id, 'receive', async (trx, row) => {
        await restoreStock(trx, [{ productId: row.product_id, quantity: row.quantity }]); // catalog
        return { change: { received_at: new Date() } };
      }),

    /**
     * Refunds at most what the shopper paid for the units (their price and GST). The units'
     * carbon entry shrinks (carbon) and the order's points fall to what the units kept earn
     * (rewards), in the same transaction.
     */
    refund: (staff: TokenUser, id: string, input: ReturnRefundInput) =>
      act(staff, id, 'refund', async (trx, row) => {
        const line = await lineOf(trx, row); // orders
        // The discounted price the shopper paid for these units, and its GST at the rate they
        // were sold at (decisions 073 and 074).
        const most = maxRefundPaise(
          line.unitPricePaise,
          row.quantity,
          unitsDiscountPaise(line.discountPaise, line.quantity, row.quantity),
          line.gstRate,
        );
        const amount = toPaise(input.amount);
        if (amount > most) {
          throw badRequest(
            'Amount must be at most ₹{amount}: the price and GST of {quantity, plural, one {{quantity} unit} other {{quantity} units}}.',
            { amount: fromPaise(most).toFixed(2), quantity: row.quantity },
          );
        }
        const payout = payoutOf(row, line, input.method);
        await reverseReturnedUnits(trx, {
          orderId: row.order_id,
          productId: row.product_id,
          units: row.quantity,
        }); // carbon
        await reverseRefundedPoints(trx, line, row); // rewards
        if (input.method === 'original-payment') {
          // Paid by card or UPI: the provider sends it back (queued; decision 032); its state
          // comes from the provider (refund.processed / refund.failed, decision 076).
          await refundReturnPayment(trx, {
            orderId: row.order_id,
            key: `return:${row.id}`,
            amountPaise: amount,
            reason: `Order #${line.orderNumber}: return refunded`,
          }); // payments
        }
        await creditRefund(
          trx,
          {
            orderId: row.order_id,
            returnId: row.id,
            productId: row.product_id,
            quantity: row.quantity,
            amountPaise: amount,
            reason: `Return of ${unitsOf(row, line)} refunded`,
          },
          await seller(trx),
        ); // invoices: a credit note for what was refunded
        await enqueueMail(trx, {
          key: `return-refunded:${row.id}`,
          to: line.customer.email,
          userId: row.user_id, // the shopper's language (decision 044)
          template: 'return-refunded',
          data: {
            name: line.customer.name,
            orderNumber: line.orderNumber,
            productName: unitsOf(row, line),
            amountPaise: amount,
            method: REFUND_METHOD_LABELS[input.method],
          },
        }); // mail
        return {
          change: {
            refunded_at: new Date(),
            refund_paise: amount,
            refund_method: input.method,
            refund_status: payout,
          },
          // A person reads the timeline: the method's name, not its API value.
          note: `₹${input.amount.toFixed(2)} by ${refundMethodText(input.method).toLowerCase()}`,
        };
      }),

    /**
     * Where a cash-on-delivery refund goes: the shopper's UPI ID or bank account, until the
     * refund is made (409 after, or for an order paid online, which is refunded to its payment).
     */
    async setRefundAccount(user: Pick<TokenUser, 'id'>, id: string, account: RefundAccount) {
      return withTransaction(db, async (trx) => {
        const row = await ownReturn(trx, user.id, id, true);
        const line = await lineOf(trx, row); // orders
        if (line.paymentMethod !== 'cod') {
          throw conflict('This order was paid online: its refund goes back to that payment.');
        }
        if (row.status === 'rejected' || row.status === 'refunded') {
          throw conflict('This return is closed; its refund account can no longer change.');
        }
        const updated = await updateReturn(trx, id, { refund_account: JSON.stringify(account) });
        return (await toReturns(trx, [updated], await returnAddressOf(trx)))[0]!;
      });
    },

    /** The shopper asks the courier to collect an approved return (409 otherwise). */
    async requestPickup(user: Pick<TokenUser, 'id'>, id: string) {
      return withTransaction(db, async (trx) => {
        const row = await ownReturn(trx, user.id, id, true);
        if (row.status !== 'approved') {
          throw conflict('Only an approved return that has not reached us can be collected.');
        }
        const updated = row.pickup_requested_at
          ? row
          : await updateReturn(trx, id, { pickup_requested_at: new Date() });
        return (await toReturns(trx, [updated], await returnAddressOf(trx)))[0]!;
      });
    },

    /** The return label: from the shopper's delivery address to the shop (approved only). */
    async returnLabel(user: Pick<TokenUser, 'id'>, id: string): Promise<Buffer> {
      const row = await ownReturn(db, user.id, id);
      if (row.status !== 'approved' || !row.return_by) {
        throw conflict('Only an approved return that has not reached us has a label.');
      }
      const line = await lineOf(db, row); // orders
      const s = await seller(db);
      return renderReturnLabel({
        orderNumber: line.orderNumber,
        returnBy: row.return_by,
        item: unitsOf(row, line),
        from: await deliveryAddressOf(db, line.orderNumber), // orders
        to: { name: s.legalName, address: s.address },
      }); // invoices: the printed documents
    },

    /** Staff record what became of a payout the shop made itself: processed, or failed. */
    recordRefundStatus: (staff: TokenUser, id: string, input: RefundStatusInput) =>
      withTransaction(db, async (trx) => {
        const row = await returnById(trx, id, { forUpdate: true });
        if (!row) throw notFound('Return request not found');
        if (row.status !== 'refunded' || row.refund_status === null) {
          throw conflict(
            'Only a refund the shop pays itself (UPI, bank transfer) has a state to record here.',
          );
        }
        const updated = await updateReturn(trx, id, {
          refund_status: input.state,
          refund_reference: input.reference ?? row.refund_reference,
          refund_failure: input.state === 'failed' ? (input.failure ?? null) : null,
        });
        const line = await lineOf(trx, row); // orders
        const name = `${unitsOf(row, line)}, order #${line.orderNumber}`;
        await recordAudit(trx, {
          actor: staff,
          action: `return.refund-${input.state}`,
          entity: 'return',
          entityId: id,
          before: { name, refundStatus: row.refund_status, reference: row.refund_reference },
          after: { name, refundStatus: updated.refund_status, reference: updated.refund_reference },
        }); // audit
        return adminView(trx, updated);
      }),
  };
}

/**
 * What a refund by `method` leaves to the shop (decision 076): a payout to the shopper's UPI ID
 * or bank account is pending until staff record it — and, for cash on delivery, needs that
 * account (409 until the shopper gives it); store credit is made at once; the original payment
 * is the provider's (its state is the provider's: null here). Cash paid on delivery has no
 * payment to go back to.
 */
function payoutOf(row: ReturnRow, line: LineForReturn, method: RefundMethod) {
  if (method === 'store-credit') return 'processed' as const;
  if (method === 'original-payment') {
    if (line.paymentMethod === 'cod') {
      throw conflict(
        'This order was paid in cash on delivery: refund it to the UPI ID or bank account the shopper gives, or as store credit.',
      );
    }
    return null;
  }
  const account = row.refund_account as RefundAccount | null;
  if (line.paymentMethod === 'cod' && (!account || refundMethodFor(account) !== method)) {
    throw conflict(
      method === 'upi'
        ? 'The shopper has not given a UPI ID for this refund yet.'
        : 'The shopper has not given a bank account for this refund yet.',
    );
  }
  return 'pending' as const;
}

/** The order line a request returns units of (orders). */
async function lineOf(trx: Executor, row: ReturnRow): Promise<LineForReturn> {
  const line = (await linesForReturns(trx, [row.order_id])).get(
    lineKey(row.order_id, row.product_id),
  );
  if (!line) throw notFound('The order line of this return is gone');
  return line;
}

/** "2 × Bamboo Toothbrush", or the name alone for one unit. */
const unitsOf = (row: ReturnRow, line: LineForReturn) =>
  row.quantity > 1 ? `${row.quantity} × ${line.name}` : line.name;

/**
 * The order keeps the points its remaining units earn: rewardPoints of its kg CO2e saved minus
 * what every refunded unit (this one included) had saved.
 */
async function reverseRefundedPoints(trx: Trx, line: LineForReturn, refunding: ReturnRow) {
  const lines = await linesForReturns(trx, [line.orderId]); // orders
  let returnedKg = line.unitSavedKg * refunding.quantity;
  for (const done of await refundedUnits(trx, line.orderId)) {
    returnedKg +=
      (lines.get(lineKey(line.orderId, done.product_id))?.unitSavedKg ?? 0) * Number(done.units);
  }
  await reverseReturnedPoints(trx, {
    userId: line.userId,
    orderId: line.orderId,
    keepPoints: rewardPoints(line.orderSavedKg - returnedKg),
    reason: `Order #${line.orderNumber}: ${refunding.quantity} × ${line.name} returned`,
  });
  // Points spent on the refunded units come back as points (decision 074): the order keeps
  // spent only what its other units carry.
  if (line.orderPointsSpent > 0) {
    let returnedPointsPaise = unitsDiscountPaise(
      line.pointsPaise,
      line.quantity,
      refunding.quantity,
    );
    for (const done of await refundedUnits(trx, line.orderId)) {
      const other = lines.get(lineKey(line.orderId, done.product_id));
      if (other) {
        returnedPointsPaise += unitsDiscountPaise(
          other.pointsPaise,
          other.quantity,
          Number(done.units),
        );
      }
    }
    await refundSpentPoints(trx, {
      userId: line.userId,
      orderId: line.orderId,
      keepPoints: line.orderPointsSpent - Math.floor(returnedPointsPaise / POINT_VALUE_PAISE),
      reason: `Order #${line.orderNumber}: points spent on ${refunding.quantity} × ${line.name} given back`,
    });
  }
}
