// Transactions for the whole server. On PostgreSQL two transactions that lock
// the same rows can deadlock (40P01), and stricter isolation can fail to serialise (40001);
// PostgreSQL then rolls one of them back and expects the client to run it again. Every write
// transaction goes through withTransaction, so that retry lives here and nowhere else.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import { conflict } from '../plugins/errors.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

export type Trx = Transaction<Database>;
/**
 * What a feature's functions run their SQL on: the database, or the transaction of a
 * cross-feature operation that called them (so every step commits or rolls back together).
 */
export type Executor = Db | Trx;

/** serialization_failure and deadlock_detected: PostgreSQL's "run the transaction again". */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

export interface RetryOptions {
  /** Runs of the transaction at most, the first included. */
  attempts?: number;
  /** Upper bound of the first wait; each later wait's bound doubles. */
  baseDelayMs?: number;
}

/**
 * Runs `work` in one transaction, running it again (up to `attempts` times, after a random
 * wait) when PostgreSQL rolled it back for a deadlock or a serialization failure. `work` must
 * therefore do nothing outside the database that cannot be done twice. Called with an open
 * transaction, it joins it: the caller's transaction owns the retry.
 */
export async function withTransaction<T>(
  db: Executor,
  work: (trx: Trx) => Promise<T>,
  { attempts = 5, baseDelayMs = 20 }: RetryOptions = {},
): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= attempts) {
        // Still colliding after every retry: a clear "try again", never a 500.
        throw conflict('Many shoppers are changing the same items right now; please try again');
      }
      // Full jitter: the transactions rolled back together must not all come back together.
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Makes transactions that take the same lock wait for each other until commit (a
 * transaction-scoped advisory lock; no table is locked). Under READ COMMITTED each later
 * statement of the holder sees everything earlier holders committed, so "count, then insert"
 * becomes safe: e.g. one user's cart lines.
 */
export async function lockFor(trx: Trx, scope: string, id: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${id}))`.execute(trx);
}
