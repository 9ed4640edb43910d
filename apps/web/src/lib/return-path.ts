// Where to go back after signing in (issue 12 item 14): /login?redirectTo=<path>. Only a path on
// this site is followed; anything else (another site, `//evil.com`, `javascript:`) goes home,
// so the sign-in page cannot be used to send someone elsewhere.

export const REDIRECT_PARAM = 'redirectTo';

/** The sign-in page, remembering `here` (a path with its query) to come back to. */
export function loginPathReturningTo(here: string): string {
  const target = safeReturnPath(here);
  return target === '/' ? '/login' : `/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** `value` when it is a path on this site, else '/' (SPEC §2: sign-in lands on /). */
export function safeReturnPath(value: string | null | undefined): string {
  // One leading slash, then not a second one or a backslash (browsers read `/\\` as `//`).
  if (!value || !/^\/(?![/\\])/.test(value)) return '/';
  const base = 'http://harit.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  // Back to the sign-in or sign-up page would only loop.
  if (url.pathname === '/login' || url.pathname === '/signup') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
