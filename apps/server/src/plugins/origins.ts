// Which browser origins may change things. One rule for the server's own
// check on writes (security.ts) and for the identity service's (Better Auth trustedOrigins), so
// the two never disagree.
//
// With PUBLIC_URL set (production): its origin and CORS_ORIGINS, nothing else.
// Without it (the embedded default, `npm start`): also the address the shop was actually reached
// at — http://127.0.0.1:3000, or http://192.168.1.20:3000 from a phone on the LAN — as long as
// the page's origin names the same host as the request and that host is this machine or the
// local network. A foreign site's origin never matches the Host header, so cross-site requests
// stay refused; public host names are never trusted this way, so DNS rebinding gains nothing.
import { isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../config.ts';

/** Origins trusted for a request that arrived with this Host header. */
export function trustedOrigins(config: Config, host: string | undefined): string[] {
  const origins = [new URL(config.publicUrl).origin, ...config.corsOrigins];
  const reachedAt = config.publicUrlIsDefault && host ? localOrigin(host) : null;
  return reachedAt ? [...origins, reachedAt] : origins;
}

export function isTrustedOrigin(config: Config, origin: string, host: string | undefined): boolean {
  return trustedOrigins(config, host).includes(origin);
}

/** The answer to a write from an untrusted origin: which setting lets that address in. */
export function untrustedOriginMessage(config: Config, origin: string): string {
  return config.publicUrlIsDefault
    ? `Cross-origin request refused: ${origin} is not this shop's address. To open the shop there, set PUBLIC_URL to it; to let another site call the API, add it to CORS_ORIGINS.`
    : `Cross-origin request refused: this shop is at ${config.publicUrl} (PUBLIC_URL). To let ${origin} call the API, add it to CORS_ORIGINS.`;
}

/**
 * The origin a page's absolute URLs (canonical, Open Graph, JSON-LD; decision 034) are built on.
 * With PUBLIC_URL set, always its origin: a request's Host header is the client's to write, and a
 * page that named it would hand any host a canonical, and a cached page, of its choosing. Without
 * it, the local address the shop was reached at (decision 010), else the default PUBLIC_URL.
 */
export function pageOrigin(
  config: Pick<Config, 'publicUrl' | 'publicUrlIsDefault'>,
  host: string | undefined,
): string {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (!config.publicUrlIsDefault) return publicOrigin;
  return (host ? localOrigin(host) : null) ?? publicOrigin;
}

/** http://<host> when the Host header names this machine or the local network, else null. */
function localOrigin(host: string): string | null {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (url.host !== host.toLowerCase()) return null;
  return isLocalHostname(url.hostname) ? url.origin : null;
}

function isLocalHostname(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local')) return true;
  if (isIPv4(name)) {
    const [a = 0, b = 0] = name.split('.').map(Number);
    return (
      a === 127 || // loopback
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || // private networks (RFC 1918)
      (a === 169 && b === 254) // link-local
    );
  }
  if (isIPv6(name)) {
    // loopback, unique local (fc00::/7), link-local (fe80::/10)
    return name === '::1' || /^f[cd]/.test(name) || /^fe[89ab]/.test(name);
  }
  return false;
}
