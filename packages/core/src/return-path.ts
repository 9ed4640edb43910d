// Where a person goes back to after signing in, paying or following a link that carries a
// return address (`/login?redirectTo=…`, Google's callbackURL, the test gateway's `return`). One
// rule for the web app and the identity service, so they never disagree: only a path on this
// site is followed, judged by what a browser makes of it — the *normalised* path — not by how it
// is written. `/../..//evil.example`, `/.//evil.example` and `/./\evil.example` all normalise to
// `//evil.example`, which a browser reads as another site; `/%2F%2Fevil.example` becomes one
// when a router decodes it.

const BASE = 'http://harit.invalid';

/** Two slashes (or backslashes, which browsers read as slashes) begin another site's address. */
const OTHER_SITE = /^[/\\]{2}/;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `value` as a normalised path with its query and fragment when it is a path on this site; null
 * for anything else: another site, a scheme (`javascript:`), a relative path, control characters.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  // Written as a path: one slash first. Tabs and line breaks, which URL parsing drops, never.
  if (!value?.startsWith('/') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (OTHER_SITE.test(url.pathname) || OTHER_SITE.test(decoded) || decoded.includes('\\')) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path to return to: `value` normalised when it is a path on this site, else `fallback`
 * (SPEC §2: sign-in lands on /). Back to the sign-in or sign-up page would only loop.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  const path = sameSitePath(value);
  if (path === null) return fallback;
  const pathname = path.replace(/[?#].*$/, '');
  return pathname === '/login' || pathname === '/signup' ? fallback : path;
}
