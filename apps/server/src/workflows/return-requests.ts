// Return requests: the shopper asks to return units of a delivered line; staff
// approve or reject, mark the item received, and refund. Each change is one transaction of
// named steps, each the owning feature's function (decision 011): the line comes from orders,
// stock from catalog, carbon entries from carbon, points from rewards, the audit entry from
// audit. Restocking happens when the item is received (decision 025).
import { fromPaise, toPaise } from '@harit/core/money';
import { rewardPoints } from '@harit/core/orders';
import {
  type AdminReturnRequest,
  maxRefundPaise,
  nextReturnStatus,
  REFUND_METHOD_LABELS,
  type RefundMethod,
  type ReturnAction,
  type ReturnAdminQuery,
  type ReturnRefundInput,
  type ReturnRequest,
  type ReturnStatus,
  returnActionRefusal,
  returnActions,
  returnableUnits,
} from '@harit/core/returns';
import type { Db } from '../db/database.ts';
import { type Executor, lockFor, type Trx, withTransaction } from '../db/transaction.ts';
import { recordAudit } from '../features/audit/service.ts';
import { reverseReturnedUnits } from '../features/carbon/service.ts';
import { restoreStock } from '../features/catalog/service.ts';
import { creditRefund } from '../features/invoices/service.ts';
import {
  type LineForReturn,
  lineKey,
  linesForReturns,
  lineToReturn,
} from '../features/orders/service.ts';
import { refundReturnPayment } from '../features/payments/service.ts';
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
import { reverseReturnedPoints } from '../features/rewards/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { badRequest, conflict, notFound } from '../plugins/errors.ts';
import type { TokenUser } from '../plugins/identity/tokens.ts';
import type { ListPage } from '../plugins/list-reply.ts';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

function toReturn(row: ReturnRow, line: LineForReturn | undefined): ReturnRequest {
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
  };
}

/** Requests with their order lines (orders) and, for the console, timelines. */
async function toReturns(db: Executor, rows: ReturnRow[]): Promise<ReturnRequest[]> {
  const lines = await linesForReturns(
    db,
    rows.map((r) => r.order_id),
  );
  return rows.map((r) => toReturn(r, lines.get(lineKey(r.order_id, r.product_id))));
}

async function toAdminReturns(db: Executor, rows: ReturnRow[]): Promise<AdminReturnRequest[]> {
  const lines = await linesForReturns(
    db,
    rows.map((r) => r.order_id),
  );
  const events = await eventsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const line = lines.get(lineKey(row.order_id, row.product_id));
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
      ...toReturn(row, line),
      customer: line?.customer ?? { name: '', email: '' },
      unitPrice: fromPaise(line?.unitPricePaise ?? 0),
      maxRefund: fromPaise(maxRefundPaise(line?.unitPricePaise ?? 0, row.quantity, line?.gstRate)),
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

/** What the audit log keeps of a request. */
const audited = (row: ReturnRow) => ({
  status: row.status,
  quantity: row.quantity,
  rejectionReason: row.rejection_reason,
  refund: row.refund_paise === null ? null : fromPaise(row.refund_paise),
  refundMethod: row.refund_method,
});

export function createReturnRequests(db: Db): ReturnRequests {
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
      await insertEvent(trx, { returnId: id, status: to, actor: staff, note: note ?? null });
      await recordAudit(trx, {
        actor: staff,
        action: `return.${action}`,
        entity: 'return',
        entityId: id,
        before: audited(row),
        after: audited(updated),
      }); // audit
      return (await toAdminReturns(trx, [updated]))[0]!;
    });
  }

  return {
    async listForUser(userId: string): Promise<ReturnRequest[]> {
      return toReturns(db, await userReturns(db, userId));
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
        return toReturn(row, line);
      });
    },

    async list(query: ReturnAdminQuery): Promise<ListPage<AdminReturnRequest>> {
      const { rows, total } = await returnPage(db, query);
      return { items: await toAdminReturns(db, rows), total };
    },

    async get(id: string): Promise<AdminReturnRequest> {
      const row = await returnById(db, id);
      if (!row) throw notFound('Return request not found');
      return (await toAdminReturns(db, [row]))[0]!;
    },

    /** Approved: the shopper is e-mailed once this commits (decision 023). */
    approve: (staff: TokenUser, id: string) =>
      act(staff, id, 'approve', async (trx, row) => {
        const line = await lineOf(trx, row); // orders
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
          },
        }); // mail
        return { change: { decided_by: staff.id, decided_at: new Date() } };
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
        const most = maxRefundPaise(line.unitPricePaise, row.quantity, line.gstRate);
        const amount = toPaise(input.amount);
        if (amount > most) {
          throw badRequest(
            'Amount must be at most ₹{amount}: the price and GST of {quantity, plural, one {{quantity} unit} other {{quantity} units}}.',
            { amount: fromPaise(most).toFixed(2), quantity: row.quantity },
          );
        }
        await reverseReturnedUnits(trx, {
          orderId: row.order_id,
          productId: row.product_id,
          units: row.quantity,
        }); // carbon
        await reverseRefundedPoints(trx, line, row); // rewards
        if (input.method === 'original-payment') {
          // Paid by card or UPI: the provider sends it back (queued; decision 032).
          await refundReturnPayment(trx, {
            orderId: row.order_id,
            key: `return:${row.id}`,
            amountPaise: amount,
            reason: `Order #${line.orderNumber}: return refunded`,
          }); // payments
        }
        await creditRefund(trx, {
          orderId: row.order_id,
          returnId: row.id,
          productId: row.product_id,
          quantity: row.quantity,
          amountPaise: amount,
          reason: `Return of ${unitsOf(row, line)} refunded`,
        }); // invoices: a credit note for what was refunded
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
          change: { refunded_at: new Date(), refund_paise: amount, refund_method: input.method },
          note: `₹${input.amount.toFixed(2)} by ${input.method}`,
        };
      }),
  };
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
}
