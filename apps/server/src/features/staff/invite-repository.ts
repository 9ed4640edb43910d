// Invitations to the console (decision 081): the staff feature's staff_invites table. A token
// is stored only as its SHA-256; an invite is open while neither accepted nor revoked (and works
// until it expires).
import type { InviteRole, StaffInvite } from '@harit/core/teamwork';
import type { Executor } from '../../db/transaction.ts';

export interface InviteRow {
  id: string;
  email: string;
  role: InviteRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const columns = [
  'id',
  'email',
  'role',
  'invited_by_name',
  'created_at',
  'expires_at',
  'accepted_at',
  'revoked_at',
] as const;

function toRow(row: {
  id: string;
  email: string;
  role: string;
  invited_by_name: string;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
}): InviteRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'staff',
    invitedBy: row.invited_by_name,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  };
}

export function toStaffInvite(row: InviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Revokes the open invite of this e-mail (any letter case), if any; returns it. */
export async function revokeOpenInviteOf(trx: Executor, email: string): Promise<InviteRow | null> {
  const row = await trx
    .updateTable('staff_invites')
    .set({ revoked_at: new Date() })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertInvite(
  trx: Executor,
  invite: {
    email: string;
    role: InviteRole;
    tokenHash: string;
    invitedBy: { id: string | null; name: string };
    expiresAt: Date;
  },
): Promise<InviteRow> {
  const row = await trx
    .insertInto('staff_invites')
    .values({
      email: invite.email,
      role: invite.role,
      token_hash: invite.tokenHash,
      invited_by_user_id: invite.invitedBy.id,
      invited_by_name: invite.invitedBy.name,
      expires_at: invite.expiresAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Open invites not yet expired, newest first. */
export async function openInvites(db: Executor, now = new Date()): Promise<InviteRow[]> {
  const rows = await db
    .selectFrom('staff_invites')
    .select(columns)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/** Revokes this open invite; null when there is no such open invite. */
export async function revokeInviteById(trx: Executor, id: string): Promise<InviteRow | null> {
  const row = await trx
    .updateTable('staff_invites')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The invite whose token has this hash, whatever its state; locked with `forUpdate`. */
export async function inviteByTokenHash(
  db: Executor,
  tokenHash: string,
  { forUpdate = false } = {},
): Promise<InviteRow | null> {
  let query = db.selectFrom('staff_invites').select(columns).where('token_hash', '=', tokenHash);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function markAccepted(trx: Executor, id: string, userId: string): Promise<void> {
  await trx
    .updateTable('staff_invites')
    .set({ accepted_at: new Date(), accepted_user_id: userId })
    .where('id', '=', id)
    .execute();
}
