// What other features call: one audit entry per change a staff member or admin makes, written
// with the change's own transaction (`trx`), so there is never a change without its entry or an
// entry for a change that rolled back.
import type { Executor } from '../../db/transaction.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import { insertAuditEntry } from './repository.ts';

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

export function recordAudit(trx: Executor, change: AuditChange): Promise<void> {
  return insertAuditEntry(trx, change);
}
