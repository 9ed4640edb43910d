// Better Auth's client, for the calls that sign in, sign out or change the account (DESIGN.md
// §5). Imported on demand (decision 037): pages without those calls only read the session
// (lib/session.ts). Every call that changes the session has the session asked for again.
import { createAuthClient } from 'better-auth/client';
import { AUTH_BASE_PATH, refreshSession } from './session';

/** Same origin as the page: the one server serves the app and /api/auth (DESIGN.md §1). */
function origin(): string {
  const here = typeof window === 'undefined' ? '' : window.location.origin;
  return here && here !== 'null' ? here : 'http://localhost';
}

export const authClient = createAuthClient({
  baseURL: origin(),
  basePath: AUTH_BASE_PATH,
  // Look fetch up on every call rather than keeping the one there at start-up, so a test's
  // fake server (vi.stubGlobal) reaches the identity client as it reaches the API client.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

// Better Auth flips this signal after a sign-in, sign-up, sign-out, name change or account
// deletion; `listen`, unlike `subscribe`, does not also call at once.
authClient.$store.atoms.$sessionSignal?.listen(() => {
  void refreshSession({ fresh: true });
});
