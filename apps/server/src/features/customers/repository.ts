// All SQL on the customers feature's table: customer_notes (migration 0036, decision 075), the
// shop's own note about a customer, never shown to them.
import type { CustomerNote } from '@harit/core/customers';
import type { Executor } from '../../db/transaction.ts';

export async function noteOf(db: Executor, userId: string): Promise<CustomerNote | null> {
  const row = await db
    .selectFrom('customer_notes')
    .select(['note', 'updated_by_name', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { text: row.note, by: row.updated_by_name, at: new Date(row.updated_at).toISOString() }
    : null;
}

/** Sets the note (an empty one removes it); answers the note as it was, for the audit log. */
export async function saveNote(
  db: Executor,
  userId: string,
  text: string,
  by: { id: string; name: string },
): Promise<{ before: string | null }> {
  const before = await db
    .selectFrom('customer_notes')
    .select('note')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (text === '') {
    await db.deleteFrom('customer_notes').where('user_id', '=', userId).execute();
  } else {
    await db
      .insertInto('customer_notes')
      .values({ user_id: userId, note: text, updated_by_user_id: by.id, updated_by_name: by.name })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          note: text,
          updated_by_user_id: by.id,
          updated_by_name: by.name,
          updated_at: new Date(),
        }),
      )
      .execute();
  }
  return { before: before?.note ?? null };
}
