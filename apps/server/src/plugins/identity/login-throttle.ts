// Per-account sign-in throttling (docs/decisions/014). The per-address rate
// limit does not stop one account being guessed from many addresses, so each account (its
// normalised e-mail) gets MAX_FAILED_SIGN_INS attempts per window, whoever sends them; then it
// is locked for a minute, doubling with each lock up to 15 minutes. A lock always ends, and a
// password reset ends it at once, so an attacker can delay the owner but never lock them out.
//
// Attempts are counted before the password is checked, in a row locked for the update, so
// parallel guesses on any instance cannot all slip through: at most MAX_FAILED_SIGN_INS reach
// the password check. A correct password clears the count.
import type { Db } from '../../db/database.ts';

export const MAX_FAILED_SIGN_INS = 5;
/** Failures older than this are forgotten, and a quiet window resets the doubling. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_LOCK_MS = 60 * 1000;
const LONGEST_LOCK_MS = 15 * 60 * 1000;

export interface ThrottleState {
  attempts: number;
  windowStartedAt: number;
  lockedUntil: number | null;
  lockCount: number;
}

export type AttemptDecision =
  | { allowed: true; next: ThrottleState }
  | { allowed: false; retryAfterMs: number };

/** How long the lock after `lockCount` earlier locks lasts: 1, 2, 4, 8, then 15 minutes. */
export function lockDuration(lockCount: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** lockCount, LONGEST_LOCK_MS);
}

/** Whether a sign-in attempt may reach the password check now, and the state it leaves. */
export function decideAttempt(state: ThrottleState, now: number): AttemptDecision {
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { allowed: false, retryAfterMs: state.lockedUntil - now };
  }
  let { attempts, windowStartedAt, lockCount } = state;
  if (state.lockedUntil !== null) {
    // The lock has ended: a fresh window, but the next lock is longer.
    attempts = 0;
    windowStartedAt = now;
  } else if (windowStartedAt <= now - FAILURE_WINDOW_MS) {
    // A whole window without a lock: forgive everything.
    attempts = 0;
    windowStartedAt = now;
    lockCount = 0;
  }
  if (attempts >= MAX_FAILED_SIGN_INS) {
    // The last allowed attempts are still being checked; if they fail, this lock follows.
    return { allowed: false, retryAfterMs: lockDuration(lockCount) };
  }
  return {
    allowed: true,
    next: { attempts: attempts + 1, windowStartedAt, lockedUntil: null, lockCount },
  };
}

/** After a wrong password: lock the account once its attempts are used up. */
export function afterFailure(state: ThrottleState, now: number): ThrottleState {
  const locked = state.lockedUntil !== null && state.lockedUntil > now;
  if (locked || state.attempts < MAX_FAILED_SIGN_INS) return state;
  return {
    ...state,
    lockedUntil: now + lockDuration(state.lockCount),
    lockCount: state.lockCount + 1,
  };
}

/** The shopper's message for a locked account. */
export function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Rows untouched for this long are deleted now and then, so the table stays small. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_ONE_IN = 200;

export function createLoginThrottle(db: Db, now: () => number = () => Date.now()) {
  /** Runs `change` on the account's row, locked against every other instance's attempts. */
  async function withRow<T>(
    email: string,
    change: (state: ThrottleState, at: number) => { state: ThrottleState | null; result: T },
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const at = now();
      await trx
        .insertInto('login_throttle')
        .values({
          email,
          attempts: 0,
          window_started_at: new Date(at),
          locked_until: null,
          lock_count: 0,
          updated_at: new Date(at),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const row = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where('email', '=', email)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const { state, result } = change(
        {
          attempts: row.attempts,
          windowStartedAt: new Date(row.window_started_at).getTime(),
          lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : null,
          lockCount: row.lock_count,
        },
        at,
      );
      if (state) {
        await trx
          .updateTable('login_throttle')
          .set({
            attempts: state.attempts,
            window_started_at: new Date(state.windowStartedAt),
            locked_until: state.lockedUntil === null ? null : new Date(state.lockedUntil),
            lock_count: state.lockCount,
            updated_at: new Date(at),
          })
          .where('email', '=', email)
          .execute();
      }
      return result;
    });
  }

  return {
    /**
     * Counts an attempt before its password is checked: null when it may go on, else how
     * long (ms) until the account takes attempts again.
     */
    async begin(email: string): Promise<number | null> {
      const key = normaliseEmail(email);
      const wait = await withRow(key, (state, at) => {
        const decision = decideAttempt(state, at);
        return decision.allowed
          ? { state: decision.next, result: null }
          : { state: null, result: decision.retryAfterMs };
      });
      if (Math.random() * SWEEP_ONE_IN < 1) {
        await db
          .deleteFrom('login_throttle')
          .where('updated_at', '<', new Date(now() - FORGET_AFTER_MS))
          .where((eb) =>
            eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now()))]),
          )
          .execute();
      }
      return wait;
    },
    /** The password was wrong. */
    async failed(email: string): Promise<void> {
      await withRow(normaliseEmail(email), (state, at) => ({
        state: afterFailure(state, at),
        result: undefined,
      }));
    },
    /** A correct password, or a password reset: the account starts afresh. */
    async clear(email: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('email', '=', normaliseEmail(email)).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
