// Saved replies of the support inbox (decision 081): the support feature's
// support_saved_replies table. Every change is audited in its transaction.
import type { SavedReply, SavedReplyInput } from '@harit/core/teamwork';
import { type AuditChange, recordAudit } from '../../audit/record.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/errors.ts';

const columns = ['id', 'title', 'body', 'updated_by_name', 'updated_at'] as const;

function toSavedReply(row: {
  id: string;
  title: string;
  body: string;
  updated_by_name: string;
  updated_at: Date | string;
}): SavedReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    updatedBy: row.updated_by_name,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const ENTITY = 'saved-reply';

/** Every saved reply, by title. */
export async function savedReplies(db: Executor): Promise<SavedReply[]> {
  const rows = await db
    .selectFrom('support_saved_replies')
    .select(columns)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toSavedReply);
}

export async function createSavedReply(
  db: Executor,
  actor: AuditChange['actor'],
  input: SavedReplyInput,
): Promise<SavedReply> {
  return withTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('support_saved_replies')
      .values({ title: input.title, body: input.body, updated_by_name: actor.name })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'saved-reply.create',
      entity: ENTITY,
      entityId: row.id,
      after: input,
    });
    return toSavedReply(row);
  });
}

export async function updateSavedReply(
  db: Executor,
  actor: AuditChange['actor'],
  id: string,
  input: SavedReplyInput,
): Promise<SavedReply> {
  return withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('support_saved_replies')
      .select(['title', 'body'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('No saved reply with this id');
    const row = await trx
      .updateTable('support_saved_replies')
      .set({
        title: input.title,
        body: input.body,
        updated_by_name: actor.name,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'saved-reply.update',
      entity: ENTITY,
      entityId: id,
      before,
      after: input,
    });
    return toSavedReply(row);
  });
}

export async function deleteSavedReply(
  db: Executor,
  actor: AuditChange['actor'],
  id: string,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('support_saved_replies')
      .where('id', '=', id)
      .returning(['title', 'body'])
      .executeTakeFirst();
    if (!row) throw notFound('No saved reply with this id');
    await recordAudit(trx, {
      actor,
      action: 'saved-reply.delete',
      entity: ENTITY,
      entityId: id,
      before: row,
    });
  });
}
