// The audit log, read by admins, newest first; written by every merchant action through
// src/audit/record.ts, in the transaction of the change.
import type { AuditEntry, AuditQuery } from '@harit/core/admin';
import { containsPattern } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page.ts';
import type { Executor } from '../../db/transaction.ts';
import type { ListPage } from '../../plugins/list-reply.ts';

export async function listAuditEntries(
  db: Executor,
  { entity, entityId, actor, limit, offset }: AuditQuery,
): Promise<ListPage<AuditEntry>> {
  let query = db.selectFrom('audit_log');
  if (entity) query = query.where('entity', '=', entity);
  if (entityId) query = query.where('entity_id', '=', entityId);
  if (actor) {
    const pattern = containsPattern(actor);
    query = query.where((eb) =>
      eb.or([eb('actor_email', 'ilike', pattern), eb('actor_name', 'ilike', pattern)]),
    );
  }
  const { rows, total } = await pageWithTotal(query, (matching) =>
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_user_id, name: row.actor_name, email: row.actor_email },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before ?? null,
      after: row.after ?? null,
      at: row.created_at.toISOString(),
    })),
  };
}
