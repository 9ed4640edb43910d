// The identity token (DESIGN.md §5): a short-lived JWT from /api/auth/token, kept in memory
// only (never in storage a script could read later), reused until a minute before it expires,
// then fetched again. Concurrent callers share one request. A token belongs to one user: asked
// for another (a sign-in just happened), the store fetches anew instead of handing back, or
// dropping, what it holds (the first cart call after sign-in got 401).

/** Refresh this long before `exp`, so a token never expires on its way to the server. */
export const REFRESH_MARGIN_MS = 60_000;

export interface TokenStoreOptions {
  /** Fetches a new token; null when there is no session. */
  fetchToken: () => Promise<string | null>;
  now?: () => number;
}

/** The `exp` claim of a JWT in milliseconds, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function createTokenStore({ fetchToken, now = Date.now }: TokenStoreOptions) {
  let cached: { userId: string; token: string; refreshAt: number } | null = null;
  let inflight: { userId: string; request: Promise<string | null> } | null = null;
  // Bumped by clear(): a fetch that started before a sign-out must not be cached after it.
  let generation = 0;

  async function load(userId: string): Promise<string | null> {
    const started = generation;
    const token = await fetchToken();
    if (started !== generation) return null;
    const expiry = token ? tokenExpiry(token) : null;
    cached = token && expiry ? { userId, token, refreshAt: expiry - REFRESH_MARGIN_MS } : null;
    return token;
  }

  const store = {
    /** A token of `userId` valid for at least another minute, or null when signed out. */
    async get(userId: string): Promise<string | null> {
      if (cached?.userId === userId && now() < cached.refreshAt) return cached.token;
      if (inflight?.userId === userId) return inflight.request;
      // Someone else's token, or none: what was held or on its way is not this user's.
      if (cached || inflight) store.clear();
      const request = load(userId).finally(() => {
        if (inflight?.request === request) inflight = null;
      });
      inflight = { userId, request };
      return request;
    },
    /** Forgets the token (sign-out, another user, a changed name). */
    clear(): void {
      cached = null;
      inflight = null;
      generation++;
    },
  };
  return store;
}

export type TokenStore = ReturnType<typeof createTokenStore>;
