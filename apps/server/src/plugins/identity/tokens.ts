// Verifies identity tokens (EdDSA JWTs from Better Auth's jwt plugin) against the server's
// own JWKS, held in memory: no database round trip per request. An unknown key id (a key
// rotated by another instance) refreshes the set, at most once every few seconds.
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';

export interface TokenUser {
  id: string;
  name: string;
  email: string;
}

const REFRESH_AT_MOST_EVERY_MS = 5_000;

export function createTokenVerifier(options: {
  loadJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
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

  async function verifyWith(token: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, keys!, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['EdDSA'],
    });
    return payload;
  }

  return {
    /** Loads the key set ahead of the first request. */
    warm: () => refresh(),
    /**
     * The token's user, or null when the token is malformed, forged, expired or not ours.
     * Throws (→ 503) only when the key set cannot be loaded: an outage is not a bad token.
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
      return {
        id: payload.sub,
        name: typeof payload.name === 'string' ? payload.name : '',
        email: typeof payload.email === 'string' ? payload.email : '',
      };
    },
  };
}
