// Notes on an order that only staff see (decision 081): the orders feature's order_notes table.
import type { OrderNote } from '@harit/core/teamwork';
import { type AuditChange, recordAudit } from '../../audit/record.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/errors.ts';

/** The order's id by its number, or null. */
export async function orderIdByNumber(db: Executor, orderNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The order's notes, newest first. */
export async function orderNotes(db: Executor, orderId: string): Promise<OrderNote[]> {
  const rows = await db
    .selectFrom('order_notes')
    .select(['id', 'note', 'author_name', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    author: r.author_name,
    at: new Date(r.created_at).toISOString(),
  }));
}

export async function insertOrderNote(
  trx: Executor,
  note: { orderId: string; note: string; author: { id: string | null; name: string } },
): Promise<OrderNote> {
  const row = await trx
    .insertInto('order_notes')
    .values({
      order_id: note.orderId,
      note: note.note,
      author_user_id: note.author.id,
      author_name: note.author.name,
    })
    .returning(['id', 'note', 'author_name', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    note: row.note,
    author: row.author_name,
    at: new Date(row.created_at).toISOString(),
  };
}

async function orderIdOrThrow(db: Executor, orderNumber: string): Promise<string> {
  const id = await orderIdByNumber(db, orderNumber);
  if (!id) throw notFound('Order not found');
  return id;
}

/** The notes of the order with this number, newest first; 404 for no such order. */
export async function notesOfOrder(db: Executor, orderNumber: string): Promise<OrderNote[]> {
  return orderNotes(db, await orderIdOrThrow(db, orderNumber));
}

/** Adds a staff member's note to the order, audited in the same transaction. */
export async function addOrderNote(
  db: Executor,
  actor: AuditChange['actor'],
  orderNumber: string,
  note: string,
): Promise<OrderNote> {
  return withTransaction(db, async (trx) => {
    const orderId = await orderIdOrThrow(trx, orderNumber);
    const added = await insertOrderNote(trx, {
      orderId,
      note,
      author: { id: actor.id, name: actor.name },
    });
    await recordAudit(trx, {
      actor,
      action: 'order.note',
      entity: 'order',
      entityId: orderNumber,
      after: { note: added.note },
    });
    return added;
  });
}
