// The audit trail's one write, beside src/mail/ as infrastructure every feature and workflow
// uses (decision 063): one entry per change a staff member or admin makes, written with the
// change's own transaction (`trx`), so there is never a change without its entry or an entry for
// a change that rolled back. The audit feature (features/audit/) reads the entries for admins.
import type { Executor } from '../db/transaction.ts';
import type { TokenUser } from '../plugins/identity/tokens.ts';

export interface AuditChange {
  /** the signed-in staff member or admin (request.user); id null for the command line */
  actor: Pick<TokenUser, 'name' | 'email'> & { id: string | null };
  /** '<entity>.<verb>', e.g. 'product.update' */
  action: string;
  entity: string;
  entityId: string;
  /** the fields that changed, as they were and as they are (plain JSON; never secrets) */
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(trx: Executor, change: AuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_id: change.actor.id,
      actor_name: change.actor.name,
      actor_email: change.actor.email,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute();
}
