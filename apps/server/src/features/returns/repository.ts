// All SQL on the returns feature's tables: return_requests and return_events.
import type { ReturnAdminQuery, ReturnStatus } from '@harit/core/returns';
import type { Selectable, Updateable } from 'kysely';
import { pageWithTotal, type RowPage } from '../../db/page.ts';
import type { ReturnRequestsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type ReturnRow = Selectable<ReturnRequestsTable>;
export type EventRow = {
  return_id: string;
  status: string;
  actor_name: string;
  note: string | null;
  created_at: Date;
};

/** Who did something: the shopper or a staff member (id null once the account is gone). */
export interface Actor {
  id: string;
  name: string;
}

export async function insertReturn(
  trx: Executor,
  request: { userId: string; orderId: string; productId: string; quantity: number; reason: string },
): Promise<ReturnRow> {
  return trx
    .insertInto('return_requests')
    .values({
      user_id: request.userId,
      order_id: request.orderId,
      product_id: request.productId,
      quantity: request.quantity,
      reason: request.reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds a step to a return's timeline. */
export async function insertEvent(
  trx: Executor,
  event: { returnId: string; status: ReturnStatus; actor: Actor; note?: string | null },
): Promise<void> {
  await trx
    .insertInto('return_events')
    .values({
      return_id: event.returnId,
      status: event.status,
      actor_user_id: event.actor.id,
      actor_name: event.actor.name,
      note: event.note ?? null,
    })
    .execute();
}

/** The requests on one order line: what they hold of its units. */
export function lineRequests(trx: Executor, orderId: string, productId: string) {
  return trx
    .selectFrom('return_requests')
    .select(['status', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', '=', productId)
    .execute() as Promise<{ status: ReturnStatus; quantity: number }[]>;
}

/** The user's requests, newest first. */
export function userReturns(db: Executor, userId: string): Promise<ReturnRow[]> {
  return db
    .selectFrom('return_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** One request; locked for the rest of the transaction when `forUpdate`. */
export function returnById(
  db: Executor,
  id: string,
  { forUpdate = false } = {},
): Promise<ReturnRow | undefined> {
  let query = db.selectFrom('return_requests').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A page of every request, newest first, optionally in one status, and how many match. */
export async function returnPage(
  db: Executor,
  { status, limit, offset }: ReturnAdminQuery,
): Promise<RowPage<ReturnRow>> {
  let matching = db.selectFrom('return_requests');
  if (status) matching = matching.where('status', '=', status);
  return pageWithTotal(matching, (requests) =>
    requests.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset),
  );
}

export function updateReturn(
  trx: Executor,
  id: string,
  change: Updateable<ReturnRequestsTable>,
): Promise<ReturnRow> {
  return trx
    .updateTable('return_requests')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The timelines of these requests, oldest step first. */
export function eventsFor(db: Executor, returnIds: readonly string[]): Promise<EventRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_events')
    .select(['return_id', 'status', 'actor_name', 'note', 'created_at'])
    .where('return_id', 'in', returnIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Units refunded so far on each line of an order. */
export function refundedUnits(trx: Executor, orderId: string) {
  return trx
    .selectFrom('return_requests')
    .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .where('order_id', '=', orderId)
    .where('status', '=', 'refunded')
    .groupBy('product_id')
    .execute();
}

/** Units refunded so far on each line of these orders, by "<orderId>:<productId>". */
export async function refundedUnitsByLine(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('return_requests')
    .select(['order_id', 'product_id', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'refunded')
    .groupBy(['order_id', 'product_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.order_id}:${r.product_id}`, Number(r.units)]));
}

/** The newest request's status on each line of these orders, by "<orderId>:<productId>". */
export async function newestStatuses(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, ReturnStatus>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('return_requests')
    .select(['order_id', 'product_id', 'status'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // Oldest first, so the newest of a line is the one left in the map.
  return new Map(rows.map((r) => [`${r.order_id}:${r.product_id}`, r.status as ReturnStatus]));
}

/** Requests still waiting for the shop (requested, approved or received): the dashboard's figure. */
export async function countOpenReturns(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('return_requests')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', 'in', ['requested', 'approved', 'received'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
