// Roles of accounts: given in the console by an admin (./admin-routes.ts), by ADMIN_EMAILS at
// every start, and by `npm run admin`.
import type { StaffMember, StaffRoleInput } from '@harit/core/admin';
import type { Role } from '@harit/core/roles';
import { type AuditChange, recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { type Executor, lockFor, withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { adminCount, findAccount, type RoleChange, setRole } from './repository.ts';

export {
  accountNames,
  type CustomerAccount,
  customerAccount,
  customerAccounts,
  findAccount,
  listStaff,
  type RoleChange,
  setRole,
} from './repository.ts';

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

/**
 * Gives the account with this e-mail its role and writes the audit entry, in one transaction
 * (`trx` when given one). Null when no account has this e-mail.
 */
export async function changeRole(
  db: Executor,
  actor: AuditChange['actor'],
  email: string,
  role: Role,
): Promise<RoleChange | null> {
  return withTransaction(db, async (trx) => {
    const change = await setRole(trx, email, role);
    if (change && change.before !== change.after) {
      await recordAudit(trx, {
        actor,
        action: 'staff.role',
        entity: 'user',
        entityId: change.userId,
        before: { email: change.email, role: change.before },
        after: { email: change.email, role: change.after },
      });
    }
    return change;
  });
}

/**
 * An admin grants, changes or revokes (role 'customer') someone's role from the console. An
 * admin cannot take away their own admin role, and the shop always keeps one admin: role
 * changes take one lock, so two admins demoting each other at once cannot both succeed.
 */
export async function assignRole(
  db: Db,
  admin: AuditChange['actor'] & { id: string },
  { email, role }: StaffRoleInput,
): Promise<StaffMember> {
  return withTransaction(db, async (trx) => {
    await lockFor(trx, 'staff-roles', 'admins');
    const account = await findAccount(trx, email);
    if (!account) throw notFound('No account with this e-mail');
    if (account.role === 'admin' && role !== 'admin') {
      if (account.id === admin.id) {
        throw conflict('You cannot remove your own admin role; ask another admin');
      }
      if ((await adminCount(trx)) <= 1) {
        throw conflict("This is the shop's last admin; make someone else an admin first");
      }
    }
    await changeRole(trx, admin, account.email, role);
    return { id: account.id, name: account.name, email: account.email, role };
  });
}
