// Which sessions have ended, as far as this instance knows, so that an identity token dies with
// its session (decision 013). Tokens are verified in memory; the database
// notifies 'harit_revoked' when a session or a user is deleted (migration 0008), and this list
// keeps those ids until every token issued before the deletion has expired.
//
// While the notification channel is down, deletions may be missed: a token is then checked
// against the database once per session (and never trusted from memory alone) until the channel
// is back. After it is back, a token issued before the reconnect is checked once per session,
// since its session may have been deleted during the gap; newer tokens need no check at all.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const REVOCATION_CHANNEL = 'harit_revoked';

/**
 * A token issued this long after the channel started listening is known to belong to a session
 * that existed while this instance was listening. Covers clock skew between instances and the
 * moment between Better Auth reading the session and signing the token.
 */
const ISSUED_AFTER_LISTENING_MARGIN_MS = 5_000;

export interface TokenClaims {
  /** The session id (sid claim). */
  sessionId: string;
  userId: string;
  /** iat, in seconds. */
  issuedAt: number;
}

export interface RevocationsOptions {
  /** Longest lifetime of an identity token plus clock skew: how long an ended id is kept. */
  keepForMs: number;
  /** Whether the session still exists and belongs to the user (one database query). */
  isSessionLive: (sessionId: string, userId: string) => Promise<boolean>;
  now?: () => number;
}

export function createRevocations({
  keepForMs,
  isSessionLive,
  now = Date.now,
}: RevocationsOptions) {
  /** "session:<id>" or "user:<id>" → when this instance learned it ended. */
  const ended = new Map<string, number>();
  /** When the channel last started listening; null while it is down. */
  let listeningSince: number | null = null;
  /** Sessions found live in the database since listeningSince. */
  const confirmed = new Set<string>();

  function forgetOld(): void {
    const cutoff = now() - keepForMs;
    // Insertion order is time order: stop at the first entry still needed.
    for (const [id, at] of ended) {
      if (at > cutoff) break;
      ended.delete(id);
    }
  }

  const isEnded = ({ sessionId, userId }: TokenClaims) =>
    ended.has(`session:${sessionId}`) || ended.has(`user:${userId}`);

  return {
    /** A 'harit_revoked' payload: "session:<id>" or "user:<id>". */
    onNotify(payload: string): void {
      forgetOld();
      ended.delete(payload);
      ended.set(payload, now());
      if (payload.startsWith('session:')) confirmed.delete(payload.slice('session:'.length));
    },
    onListening(listening: boolean): void {
      listeningSince = listening ? now() : null;
      confirmed.clear();
    },
    /** Whether the token's session or user has ended. */
    async isRevoked(claims: TokenClaims): Promise<boolean> {
      if (isEnded(claims)) return true;
      const since = listeningSince;
      if (since !== null) {
        if (claims.issuedAt * 1000 >= since + ISSUED_AFTER_LISTENING_MARGIN_MS) return false;
        if (confirmed.has(claims.sessionId)) return false;
      }
      const live = await isSessionLive(claims.sessionId, claims.userId);
      // A deletion notified while the query ran wins; so does a channel that dropped meanwhile.
      if (!live || isEnded(claims)) return true;
      if (since !== null && listeningSince === since) confirmed.add(claims.sessionId);
      return false;
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;

/** The one query behind isSessionLive: the session exists, is the user's and has not expired. */
export async function sessionIsLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const result = await sql<{ live: number }>`
    select 1 as live from "session"
    where id = ${sessionId} and "userId" = ${userId} and "expiresAt" > now()`.execute(db);
  return result.rows.length > 0;
}
