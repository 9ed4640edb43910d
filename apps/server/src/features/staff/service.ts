// Roles given from outside the console: ADMIN_EMAILS at every start, and `npm run admin`.
import type { Role } from '@harit/core/roles';
import type { Executor } from '../../db/transaction.ts';
import { type RoleChange, setRole } from './repository.ts';

export { findAccount, listStaff, type RoleChange, setRole } from './repository.ts';

/**
 * Makes every existing account named in ADMIN_EMAILS an admin (accounts that sign up later
 * become admins at sign-up: plugins/identity/auth.ts). Returns the accounts it changed.
 */
export async function grantConfiguredAdmins(
  db: Executor,
  emails: readonly string[],
): Promise<RoleChange[]> {
  const changed: RoleChange[] = [];
  for (const email of emails) {
    const change = await setRole(db, email, 'admin' satisfies Role);
    if (change && change.before !== change.after) changed.push(change);
  }
  return changed;
}
