// Where to go back after signing in: /login?redirectTo=<path>. Only a path on this site is
// followed (core's return-path rule, shared with the identity service); anything else goes home,
// so the sign-in page cannot be used to send someone elsewhere.
import { safeReturnPath } from '@harit/core/return-path';

export const REDIRECT_PARAM = 'redirectTo';

/** The sign-in page, remembering `here` (a path with its query) to come back to. */
export function loginPathReturningTo(here: string): string {
  const target = safeReturnPath(here);
  return target === '/' ? '/login' : `/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
