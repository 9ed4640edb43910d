// Roles of accounts. The role is a column of Better Auth's "user" table (an additional
// field, plugins/identity/auth.ts), read into every identity token; this feature is the only
// one that writes it.
import type { StaffMember } from '@harit/core/admin';
import { isRole, type Role } from '@harit/core/roles';
import { containsPattern } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page.ts';
import type { Executor } from '../../db/transaction.ts';

export interface RoleChange {
  userId: string;
  name: string;
  email: string;
  before: Role;
  after: Role;
}

/** The account with this e-mail (any letter case), or null. */
export async function findAccount(db: Executor, email: string): Promise<StaffMember | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? { ...row, role: isRole(row.role) ? row.role : 'customer' } : null;
}

/**
 * Gives the account its role. When the role changes, the account's sessions end on every
 * instance (decision 013): its tokens stop working at once, and the next sign-in's token
 * carries the new role. Null when no account has this e-mail.
 */
export async function setRole(db: Executor, email: string, role: Role): Promise<RoleChange | null> {
  const account = await findAccount(db, email);
  if (!account) return null;
  const change = { userId: account.id, name: account.name, email: account.email };
  if (account.role === role) return { ...change, before: role, after: role };
  await db.updateTable('user').set({ role }).where('id', '=', account.id).execute();
  await db.deleteFrom('session').where('userId', '=', account.id).execute();
  return { ...change, before: account.role, after: role };
}

/** Everyone who is staff or admin, admins first, then by name. */
export async function listStaff(db: Executor): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role'])
    .where('role', 'in', ['staff', 'admin'])
    .orderBy('role', 'asc')
    .orderBy('name', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, role: row.role === 'admin' ? 'admin' : 'staff' }));
}

/** How many accounts are admins. */
export async function adminCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('role', '=', 'admin' satisfies Role)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** An account of a customer (role customer, or none yet), as the console lists it. */
export interface CustomerAccount {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
}

/**
 * A page of customers' accounts, newest first (decision 075): with `search`, those whose name or
 * e-mail contains it, or whose id is among `alsoIds` (found by their phone elsewhere).
 */
export async function customerAccounts(
  db: Executor,
  {
    search,
    alsoIds = [],
    limit,
    offset,
  }: { search?: string; alsoIds?: readonly string[]; limit: number; offset: number },
): Promise<{ items: CustomerAccount[]; total: number }> {
  let query = db
    .selectFrom('user')
    .where((eb) => eb.or([eb('role', 'is', null), eb('role', '=', 'customer' satisfies Role)]));
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        ...(alsoIds.length > 0 ? [eb('id', 'in', alsoIds)] : []),
      ]),
    );
  }
  const { rows, total } = await pageWithTotal(query, (matching) =>
    matching
      .select(['id', 'name', 'email', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset),
  );
  return { items: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })), total };
}

/** One customer's account (not staff), or null. */
export async function customerAccount(db: Executor, id: string): Promise<CustomerAccount | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'createdAt'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('role', 'is', null), eb('role', '=', 'customer' satisfies Role)]))
    .executeTakeFirst();
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/** The names of these accounts, by id (an account since deleted is absent). */
export async function accountNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
