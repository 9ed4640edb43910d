// Verifies identity tokens (EdDSA JWTs from Better Auth's jwt plugin) against the server's
// own JWKS, held in memory: no database round trip per request. An unknown key id (a key
// rotated by another instance) refreshes the set, at most once every few seconds. A token
// whose session has ended is refused too (revocation.ts, decision 013).
//
// A client sends the same token with every request for its whole lifetime, and checking its
// EdDSA signature is the largest CPU cost of a signed-in request (about an eighth of
// a cart read). So a token whose signature checked out is remembered, by its exact text, until
// it expires: a forged or altered token is a different text and is checked in full. Revocation
// is still asked on every request, so a remembered token dies with its session as before.
import { isRole, type Role } from '@harit/core/roles';
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { TokenClaims } from './revocation.ts';

export interface TokenUser {
  id: string;
  name: string;
  email: string;
  /** what the merchant console allows; 'customer' when the token names none */
  role: Role;
}

const REFRESH_AT_MOST_EVERY_MS = 5_000;
/** Tokens remembered at most (about 1 kB each); the oldest is forgotten first. */
const REMEMBERED_TOKENS = 5_000;

export function createTokenVerifier(options: {
  loadJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  /** Whether the token's session or user has ended since it was issued. */
  isRevoked: (claims: TokenClaims) => Promise<boolean>;
}) {
  let keys: ReturnType<typeof createLocalJWKSet> | null = null;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    loading ??= options
      .loadJwks()
      .then((set) => {
        keys = createLocalJWKSet(set);
        // No key yet (none signed so far): let the first token's key id refresh at once.
        loadedAt = set.keys.length > 0 ? Date.now() : 0;
      })
      .finally(() => {
        loading = null;
      });
    await loading;
  }

  /** Tokens whose signature, issuer and audience checked out, with when each expires (ms). */
  const verified = new Map<string, { payload: JWTPayload; expiresAt: number }>();

  async function verifyWith(token: string): Promise<JWTPayload> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.payload;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, keys!, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['EdDSA'],
    });
    // Only a token that expires is remembered: jwtVerify checked exp, so it is in the future.
    if (typeof payload.exp === 'number') {
      if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, { payload, expiresAt: payload.exp * 1000 });
    }
    return payload;
  }

  return {
    /** Loads the key set ahead of the first request. */
    warm: () => refresh(),
    /**
     * The token's user, or null when the token is malformed, forged, expired, not ours, or its
     * session has ended. Throws (→ 503) only when the key set (or, while revocations may have
     * been missed, the session) cannot be read: an outage is not a bad token.
     */
    async verify(token: string): Promise<TokenUser | null> {
      if (!keys) await refresh();
      let payload: JWTPayload;
      try {
        payload = await verifyWith(token);
      } catch (error) {
        const noKey = (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY';
        if (!noKey || Date.now() - loadedAt < REFRESH_AT_MOST_EVERY_MS) return null;
        await refresh();
        try {
          payload = await verifyWith(token);
        } catch {
          return null;
        }
      }
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
      // Without a session id the token cannot be revoked: refuse it (the web app fetches a new one).
      if (typeof payload.sid !== 'string' || typeof payload.iat !== 'number') return null;
      const claims = { sessionId: payload.sid, userId: payload.sub, issuedAt: payload.iat };
      if (await options.isRevoked(claims)) return null;
      return {
        id: payload.sub,
        name: typeof payload.name === 'string' ? payload.name : '',
        email: typeof payload.email === 'string' ? payload.email : '',
        role: isRole(payload.role) ? payload.role : 'customer',
      };
    },
  };
}
