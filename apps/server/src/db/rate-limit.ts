// Rate limits shared by features: signed-out support requests per client address, review
// writes per user. The counts live in the database (table request_limits), not in
// process memory, so every instance behind a load balancer shares one limit (decision 014):
// two instances no longer double it.
import { sql } from 'kysely';
import type { Db } from './database.ts';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** About one take in this many also deletes windows that ended a day ago, so the table stays small. */
const SWEEP_ONE_IN = 200;
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A fixed-window counter per key, shared by every instance on the database. `scope` keeps
 * different limits apart in the one table (e.g. 'support-guest').
 */
export function createWindowLimiter(
  db: Db,
  scope: string,
  { max, windowMs }: WindowLimit,
  now: () => number = () => Date.now(),
) {
  return {
    /** Counts one attempt for `key`: 0 when allowed, else the seconds until one is allowed again. */
    async take(key: string): Promise<number> {
      const at = new Date(now());
      const windowStartedBefore = new Date(at.getTime() - windowMs);
      // One statement: concurrent requests on any instance each get their own count.
      const row = await db
        .insertInto('request_limits')
        .values({ key: `${scope}:${key}`, window_started_at: at, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when request_limits.window_started_at <= ${windowStartedBefore} then 1 else request_limits.hits + 1 end`,
            window_started_at: sql`case when request_limits.window_started_at <= ${windowStartedBefore} then ${at} else request_limits.window_started_at end`,
          }),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow();
      if (Math.random() * SWEEP_ONE_IN < 1) {
        await db
          .deleteFrom('request_limits')
          .where('window_started_at', '<', new Date(at.getTime() - SWEEP_AFTER_MS))
          .execute();
      }
      if (row.hits <= max) return 0;
      const endsAt = new Date(row.window_started_at).getTime() + windowMs;
      return Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));
    },
  };
}
