// The audit log: written by every feature's merchant actions through ./service.ts, in
// the transaction of the change; read by admins, newest first.
import type { AuditEntry, AuditQuery } from '@harit/core/admin';
import { containsPattern } from '../../db/like.ts';
import type { Executor } from '../../db/transaction.ts';
import type { ListPage } from '../../plugins/list-reply.ts';

export interface AuditRecord {
  actor: { id: string | null; name: string; email: string };
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export async function insertAuditEntry(db: Executor, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actor.id,
      actor_name: entry.actor.name,
      actor_email: entry.actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

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
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
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
