// Sessions per account are capped (decision 057): a script signing in again and again would
// otherwise leave thousands of live sessions, each a cookie that keeps working for 30 days.
// The newest MAX_SESSIONS_PER_ACCOUNT stay; older ones are deleted, and the delete trigger's
// NOTIFY ends their identity tokens on every instance (decision 013).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const MAX_SESSIONS_PER_ACCOUNT = 20;

/**
 * Ends the account's sessions beyond the newest MAX_SESSIONS_PER_ACCOUNT. Run after each new
 * session commits. Parallel sign-ins of one account take turns on an advisory lock for it, so
 * their deletes neither deadlock nor miss a session the other has just made: the last one to
 * run sees every session committed before it.
 */
export async function endOldestSessions(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`session-cap:${userId}`}))`.execute(trx);
    await sql`
      delete from "session"
      where "userId" = ${userId}
        and id not in (
          select id from "session"
          where "userId" = ${userId}
          order by "createdAt" desc, id desc
          limit ${MAX_SESSIONS_PER_ACCOUNT}
        )`.execute(trx);
  });
}
