// Who is signed in, as the server's session says (DESIGN.md §5), read with one plain request to
// Better Auth's session endpoint: the header needs only that on every page, so Better Auth's
// client (13.5 kB gzip) stays out of the first view and loads with the first sign-in, sign-out
// or account page (lib/auth-client.ts, decision 037). Like Better Auth's own session hook, it
// asks again when the tab comes back into view or back online, when another tab signs in or
// out, and after every call that changes the session.

/** Same path as Better Auth's client uses (apps/server mounts Better Auth there). */
export const AUTH_BASE_PATH = '/api/auth';

/** The user of the session, as Better Auth's session endpoint answers it. */
export interface SessionUser {
  id: string;
  name?: string | null;
  email?: string | null;
  createdAt?: string | Date | null;
  role?: unknown;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  /** True until the first answer. */
  isPending: boolean;
}

/** Before the first answer, and on the server, which renders every page signed out. */
const PENDING: SessionSnapshot = { user: null, isPending: true };
/** Better Auth's client tells other tabs of a sign-in, sign-out or new name under this key. */
const BROADCAST_KEY = 'better-auth.message';
/** Coming back to the tab asks again at most this often (Better Auth's client waits 5 s too). */
const FOCUS_REFETCH_MS = 5_000;

let snapshot: SessionSnapshot = PENDING;
let asked = 0;
let lastAskedAt = 0;
let inFlight: Promise<void> | null = null;
let watching = false;
const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function getServerSession(): SessionSnapshot {
  return PENDING;
}

/** The signed-in user's id; null signed out or before the first answer. */
export function sessionUserId(): string | null {
  return snapshot.user?.id ?? null;
}

/**
 * Asks the server who is signed in. A request already on its way is shared unless `fresh` (the
 * session has just changed, so an answer that left before the change is stale); the newest
 * request's answer wins.
 */
export function refreshSession({ fresh = false } = {}): Promise<void> {
  if (inFlight && !fresh) return inFlight;
  const ticket = ++asked;
  lastAskedAt = Date.now();
  const request = (async () => {
    let user: SessionUser | null = snapshot.user;
    try {
      const response = await fetch(`${AUTH_BASE_PATH}/get-session`, { credentials: 'same-origin' });
      if (response.ok) {
        const body = (await response.json()) as { user?: SessionUser } | null;
        user = body?.user?.id ? body.user : null;
      }
    } catch {
      // Offline: who was signed in still is, as far as this tab knows; asked again once online.
    }
    if (ticket !== asked) return;
    snapshot = { user, isPending: false };
    for (const listener of listeners) listener();
  })();
  inFlight = request;
  void request.finally(() => {
    if (inFlight === request) inFlight = null;
  });
  return request;
}

/** The first question, then the reasons to ask again; once per page (AuthProvider's mount). */
export function watchSession(): void {
  void refreshSession();
  if (watching || typeof window === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastAskedAt < FOCUS_REFETCH_MS) return;
    void refreshSession();
  });
  window.addEventListener('online', () => void refreshSession());
  window.addEventListener('storage', (event) => {
    if (event.key === BROADCAST_KEY) void refreshSession({ fresh: true });
  });
}
