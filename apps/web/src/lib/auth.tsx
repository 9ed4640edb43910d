// Identity in the browser (DESIGN.md §5). Better Auth keeps the session in an HttpOnly cookie,
// so the signed-in state survives a refresh; the API gets a short-lived identity token as
// `Authorization: Bearer` through the one API client. Everything that switches between
// signed-in and signed-out reads useAuth().

import { isRole, type Role } from '@harit/core/roles';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setIdentity } from './api-client';
import { createTokenStore } from './identity-token';
import {
  AUTH_BASE_PATH,
  getServerSession,
  getSession,
  sessionUserId,
  subscribeSession,
  watchSession,
} from './session';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  createdAt?: Date;
  /** customer (also when absent), staff or admin: what the console shows; the API decides */
  role?: Role;
}

export interface AuthState {
  user: AuthUser | null;
  /** True until the first session check has answered. */
  isPending: boolean;
  /** Ends the session, forgets the identity token and every cached server answer. */
  signOut: () => Promise<void>;
}

/** A hung token request must not hold every API call back for ever. */
const TOKEN_REQUEST_TIMEOUT_MS = 10_000;

const identityToken = createTokenStore({
  async fetchToken() {
    try {
      const response = await fetch(`${AUTH_BASE_PATH}/token`, {
        credentials: 'same-origin',
        signal: AbortSignal.timeout(TOKEN_REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { token?: unknown };
      return typeof body.token === 'string' ? body.token : null;
    } catch {
      // Offline or timed out: the call goes out without a token and its 401 says so.
      return null;
    }
  },
});

/** Told when the server refused even a fresh token: the session has ended. */
const sessionEndedListeners = new Set<() => void>();
// Several calls can be refused at once: the person is told once per session.
let sessionEndAnnounced = false;

/** Subscribes to the end of the session; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

// Registered on import, before anything renders. Only a known session asks for a token:
// visitors browse without a token request per call. The token is asked for by user, so a call
// made just after sign-in waits for that user's token instead of going out without one.
setIdentity({
  signedIn: () => sessionUserId() !== null,
  async token() {
    const userId = sessionUserId();
    return userId ? identityToken.get(userId) : null;
  },
  async renewToken() {
    const userId = sessionUserId();
    identityToken.clear();
    return userId ? identityToken.get(userId) : null;
  },
  sessionEnded() {
    if (sessionEndAnnounced || !sessionUserId()) return;
    sessionEndAnnounced = true;
    for (const listener of sessionEndedListeners) listener();
  },
});

/** Drops the identity token so the next API call fetches one with fresh claims (a new name). */
export function forgetIdentityToken(): void {
  identityToken.clear();
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The session as React shows it. Its first answer (pending → known) re-renders every part that
 * reads the user — the header, each product card's heart — just after the page has hydrated:
 * as a transition, React renders that in slices and yields to the browser between them, where
 * useSyncExternalStore would render it in one synchronous task (decision 059). Later changes
 * (a sign-in, a sign-out, another tab's) are plain updates, rendered before a navigation that
 * follows them.
 */
function useSessionSnapshot() {
  const [session, setSession] = useState(getServerSession);
  const firstAnswer = useRef(true);
  useEffect(() => {
    const sync = () => {
      const next = getSession();
      if (!firstAnswer.current) setSession(next);
      else if (!next.isPending) {
        firstAnswer.current = false;
        startTransition(() => setSession(next));
      }
    };
    sync();
    return subscribeSession(sync);
  }, []);
  return session;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionSnapshot();
  useEffect(() => watchSession(), []);
  // Primitives, so the user object (and every consumer) changes only when the user does.
  const id = session.user?.id;
  const name = session.user?.name ?? '';
  const email = session.user?.email ?? '';
  const createdAt = session.user?.createdAt;
  const sessionRole = session.user?.role;
  const role: Role = isRole(sessionRole) ? sessionRole : 'customer';
  const createdMs = createdAt ? new Date(createdAt).getTime() : undefined;
  const user = useMemo<AuthUser | null>(
    () =>
      id
        ? {
            id,
            name,
            email,
            createdAt: createdMs === undefined ? undefined : new Date(createdMs),
            role,
          }
        : null,
    [id, name, email, createdMs, role],
  );

  // Another user, or nobody (signed out here, in another tab, or the account deleted):
  // the old token and the old user's cached data must not outlive the session. (A new user's
  // token is fetched by user id: clearing here would drop the one their first calls wait for.)
  const previousId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (session.isPending) return;
    const id = user?.id ?? null;
    if (previousId.current !== undefined && previousId.current !== id) {
      if (id === null) identityToken.clear();
      if (previousId.current !== null) queryClient.clear();
    }
    // A new person signed in: their session's end is news again.
    if (id !== null && previousId.current !== id) sessionEndAnnounced = false;
    previousId.current = id;
  }, [user?.id, session.isPending, queryClient]);

  const signOut = useCallback(async () => {
    // Signing out on purpose: calls still in flight come back 401, and that is no news to tell
    // (without this, Logout could land on "Your session has ended" at /login instead of home).
    sessionEndAnnounced = true;
    try {
      // SPEC §2: Logout signs out here, then goes home; it does not also sign the user out
      // of Google (Better Auth would otherwise send the browser to the provider's logout).
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut({ disableRedirect: true });
      if (error) throw new Error(error.message ?? 'Sign-out failed');
    } finally {
      identityToken.clear();
      queryClient.clear();
    }
  }, [queryClient]);

  // The server ended the session (signed out elsewhere, password reset, account deleted):
  // signed out here too, so the header stops showing the name. Telling the person and taking
  // them to sign in is SessionEndedRedirect's part, inside the router.
  useEffect(
    () =>
      onSessionEnded(() => {
        signOut().catch(() => {});
      }),
    [signOut],
  );

  const value = useMemo<AuthState>(
    () => ({ user, isPending: session.isPending, signOut }),
    [user, session.isPending, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Outside <AuthProvider> (a component rendered alone in a unit test): signed out. */
const signedOut: AuthState = { user: null, isPending: false, signOut: async () => {} };

export function useAuth(): AuthState {
  return useContext(AuthContext) ?? signedOut;
}

/** SPEC §2: the display name, else the part of the e-mail before the @, else 'User'. */
export function displayName(
  user: { name?: string | null; email?: string | null } | null | undefined,
): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
}
