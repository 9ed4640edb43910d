// The outbox's SQL (migration 0014). Every statement is one short transaction of its own, except
// insertMail, which runs in the caller's: a mail is queued with the change it tells about.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from '../db/transaction.ts';

export interface OutboxRow {
  id: string;
  key: string;
  recipient: string;
  template: string;
  data: unknown;
  /** AttachmentRef[]: what to attach, rendered when the mail is sent (../outbox.ts) */
  attachments: unknown;
  /** this claim included */
  attempts: number;
}

/**
 * The language of the account a mail is for (decision 044): the account `userId` names, else
 * the one with the recipient's e-mail (Better Auth keeps e-mails in lower case); null when
 * there is none. Read from Better Auth's "user" table (decision 043), in the queueing
 * transaction.
 */
export async function accountLanguage(
  executor: Executor,
  { userId, email }: { userId: string | null; email: string },
): Promise<string | null> {
  if (userId) {
    const row = await executor
      .selectFrom('user')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (row?.language) return row.language;
  }
  const row = await executor
    .selectFrom('user')
    .select('language')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Queues a mail unless one with this key was already queued; whether it queued it. */
export async function insertMail(
  executor: Executor,
  mail: { key: string; recipient: string; template: string; data: unknown; attachments: unknown },
): Promise<boolean> {
  const inserted = await executor
    .insertInto('outbox_mails')
    .values({
      key: mail.key,
      recipient: mail.recipient,
      template: mail.template,
      data: JSON.stringify(mail.data),
      attachments: JSON.stringify(mail.attachments),
      next_attempt_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims the oldest due mail for `leaseMs`: counts the attempt and pushes next_attempt_at past
 * the lease, so no other worker takes it meanwhile. SKIP LOCKED: two workers claiming at once
 * take different rows, never the same one. A worker that dies holding a claim leaves the row
 * pending; it is due again when the lease ends.
 */
export async function claimDueMail(db: Db, leaseMs: number): Promise<OutboxRow | undefined> {
  const result = await sql<OutboxRow>`
    update outbox_mails set
      attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id = (
      select id from outbox_mails
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, created_at
      limit 1
      for update skip locked
    )
    returning id, key, recipient, template, data, attachments, attempts`.execute(db);
  return result.rows[0];
}

/**
 * Keeps a claim while its send runs: the lease ends `leaseMs` from now again. Only the claim
 * this worker made (its attempt, counted by the claim), of a row still pending: a claim that
 * lapsed and was taken by another worker stays theirs. Whether it was renewed.
 */
export async function renewClaim(
  db: Db,
  claim: { id: string; attempts: number },
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_mails')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .updateTable('outbox_mails')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** After a failed attempt: due again in `delayMs`. */
export async function markRetry(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable('outbox_mails')
    .set({
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})`,
      last_error: error,
    })
    .where('id', '=', id)
    .execute();
}

/** Given up: kept with its last error for whoever looks into it. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('outbox_mails')
    .set({ status: 'failed', last_error: error })
    .where('id', '=', id)
    .execute();
}

/**
 * Milliseconds until the next pending mail is due (0 when one is due now), or null when none
 * is pending. Measured by the database's clock, as the claims are.
 */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const result = await sql<{ ms: number | null }>`
    select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms
    from outbox_mails where status = 'pending'`.execute(db);
  const ms = result.rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
}

/** Sent mail is kept `keepDays` (so a key stays taken), then deleted. */
export async function deleteSentBefore(db: Db, keepDays: number): Promise<void> {
  await db
    .deleteFrom('outbox_mails')
    .where('status', '=', 'sent')
    .where('sent_at', '<', sql<Date>`now() - make_interval(days => ${keepDays})`)
    .execute();
}

/**
 * Mail not yet sent, and the age of the oldest (seconds, by the database's clock; 0 when none):
 * the outbox's metrics (decision 070). A growing age means mail is not leaving.
 */
export async function outboxBacklog(
  db: Db,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const result = await sql<{ pending: number; age: number | null }>`
    select count(*)::int as pending,
      extract(epoch from now() - min(created_at))::float8 as age
    from outbox_mails where status = 'pending'`.execute(db);
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)),
  };
}

/**
 * Gives a claim back at a stop (decision 070): the mail is due again now, for another instance,
 * and this attempt is not counted. Only this worker's claim of a row still pending.
 */
export async function releaseClaim(db: Db, claim: { id: string; attempts: number }): Promise<void> {
  await db
    .updateTable('outbox_mails')
    .set({ next_attempt_at: sql<Date>`now()`, attempts: sql<number>`attempts - 1` })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'pending')
    .execute();
}
