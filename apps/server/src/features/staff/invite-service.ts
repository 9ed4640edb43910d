// Invitations to the console (decision 081): an admin invites an e-mail as staff or admin; the
// mail carries a random token whose SHA-256 alone is stored; the invitee opens the link within
// INVITE_DAYS and creates an account (or, signed in with that e-mail, accepts), and the account
// takes the role. Inviting, revoking and accepting are audited.
import { createHash, randomBytes } from 'node:crypto';
import { SITE_NAME } from '@harit/core/findable';
import type { Language } from '@harit/core/language';
import { hasRole } from '@harit/core/roles';
import {
  INVITE_DAYS,
  type InviteAcceptInput,
  type InviteDetails,
  type InviteRole,
  type StaffInvite,
  type StaffInviteInput,
} from '@harit/core/teamwork';
import { type AuditChange, recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { type Executor, lockFor, withTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import type { Auth } from '../../plugins/identity/auth.ts';
import {
  type InviteRow,
  insertInvite,
  inviteByTokenHash,
  markAccepted,
  openInvites,
  revokeInviteById,
  revokeOpenInviteOf,
  toStaffInvite,
} from './invite-repository.ts';
import { findAccount } from './repository.ts';
import { changeRole } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Actor = AuditChange['actor'];

/** Invites an e-mail; an open invite of the same e-mail is revoked (the new link replaces it). */
export async function inviteStaff(
  db: Db,
  admin: Actor,
  { email, role }: StaffInviteInput,
  language: Language,
): Promise<StaffInvite> {
  const token = randomBytes(32).toString('base64url');
  return withTransaction(db, async (trx) => {
    // One open invite per e-mail: two invites of one e-mail at once wait for each other.
    await lockFor(trx, 'staff-invites', email.toLowerCase());
    const replaced = await revokeOpenInviteOf(trx, email);
    const invite = await insertInvite(trx, {
      email,
      role,
      tokenHash: hashInviteToken(token),
      invitedBy: { id: admin.id, name: admin.name },
      expiresAt: new Date(Date.now() + INVITE_DAYS * DAY_MS),
    });
    await recordAudit(trx, {
      actor: admin,
      action: 'staff-invite.create',
      entity: 'staff-invite',
      entityId: invite.id,
      before: replaced ? { email: replaced.email, role: replaced.role } : undefined,
      after: { email: invite.email, role: invite.role },
    });
    const account = await findAccount(trx, email);
    await enqueueMail(trx, {
      key: `staff-invite:${invite.id}`,
      to: invite.email,
      template: 'staff-invite',
      data: { name: account?.name ?? null, inviterName: admin.name, role, token },
      language,
    });
    return toStaffInvite(invite);
  });
}

export async function listInvites(db: Executor): Promise<StaffInvite[]> {
  return (await openInvites(db)).map(toStaffInvite);
}

export async function revokeInvite(db: Db, admin: Actor, id: string): Promise<void> {
  await withTransaction(db, async (trx) => {
    const invite = await revokeInviteById(trx, id);
    if (!invite) throw notFound('No open invitation with this id');
    await recordAudit(trx, {
      actor: admin,
      action: 'staff-invite.revoke',
      entity: 'staff-invite',
      entityId: invite.id,
      before: { email: invite.email, role: invite.role },
    });
  });
}

/** The invite of this link while it can be accepted; otherwise the error its page shows. */
async function usableInvite(db: Executor, token: string, forUpdate = false): Promise<InviteRow> {
  const invite = await inviteByTokenHash(db, hashInviteToken(token), { forUpdate });
  if (!invite) throw notFound('This invitation link is not valid');
  if (invite.acceptedAt) throw conflict('This invitation has already been used');
  if (invite.revokedAt) throw conflict('This invitation was withdrawn; ask the shop for a new one');
  if (invite.expiresAt.getTime() <= Date.now()) {
    throw conflict('This invitation has expired; ask the shop for a new one');
  }
  return invite;
}

export async function inviteDetails(db: Executor, token: string): Promise<InviteDetails> {
  const invite = await usableInvite(db, token);
  return {
    shopName: SITE_NAME,
    email: invite.email,
    role: invite.role,
    accountExists: (await findAccount(db, invite.email)) !== null,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

export interface InviteAccepted {
  email: string;
  role: InviteRole;
  created: boolean;
}

/**
 * The account with the invited e-mail takes the invite's role (never a lower one than it has:
 * an admin accepting a staff invite stays admin). Ends its sessions, as every role change does.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  user: { id: string; name: string; email: string },
  created = false,
): Promise<InviteAccepted> {
  return withTransaction(db, async (trx) => {
    // The lock of role changes (./service.ts): an accept and a demotion do not interleave.
    await lockFor(trx, 'staff-roles', 'admins');
    const invite = await usableInvite(trx, token, true);
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden('This invitation is for another e-mail address');
    }
    const account = await findAccount(trx, user.email);
    if (!account) throw notFound('No account with this e-mail');
    const role: InviteRole = hasRole(account.role, 'admin') ? 'admin' : invite.role;
    await markAccepted(trx, invite.id, account.id);
    const actor = { id: account.id, name: account.name, email: account.email };
    await changeRole(trx, actor, account.email, role);
    await recordAudit(trx, {
      actor,
      action: 'staff-invite.accept',
      entity: 'staff-invite',
      entityId: invite.id,
      after: { email: account.email, role },
    });
    return { email: account.email, role, created };
  });
}

/** A new account for the invited e-mail (sign-up's rules), which then takes the role. */
export async function acceptInviteWithNewAccount(
  db: Db,
  auth: Auth,
  token: string,
  { name, password }: InviteAcceptInput,
): Promise<InviteAccepted> {
  const invite = await usableInvite(db, token);
  if (await findAccount(db, invite.email)) {
    throw conflict('An account with this e-mail exists; sign in with it to accept');
  }
  const created = await auth.api.signUpEmail({ body: { name, email: invite.email, password } });
  return acceptInvite(db, token, created.user, true);
}
