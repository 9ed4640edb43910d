import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, REFRESH_MARGIN_MS, tokenExpiry } from './identity-token';

/** An unsigned JWT-shaped string with the given exp (seconds). */
function jwt(exp: number, extra: Record<string, unknown> = {}): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'EdDSA' })}.${part({ exp, ...extra })}.sig`;
}

describe('tokenExpiry', () => {
  it('reads exp in milliseconds, including base64url payloads', () => {
    expect(tokenExpiry(jwt(1_900_000_000, { name: 'Åsa ÿ?>' }))).toBe(1_900_000_000_000);
  });
  it('answers null for something that is not a JWT', () => {
    expect(tokenExpiry('nope')).toBeNull();
    expect(tokenExpiry('a.b.c')).toBeNull();
  });
});

/** A fetchToken whose requests wait until the test releases the latest one with a token. */
function heldTokenRequests() {
  let resolveLatest!: (token: string) => void;
  const fetchToken = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        resolveLatest = resolve;
      }),
  );
  return { fetchToken, release: (token: string) => resolveLatest(token) };
}

describe('identity token store', () => {
  it('reuses a token until a minute before it expires, then fetches a new one', async () => {
    let now = 1_000_000;
    const exp = now / 1000 + 15 * 60;
    const fetchToken = vi.fn(async () => jwt(exp));
    const store = createTokenStore({ fetchToken, now: () => now });

    await store.get('u1');
    now += 10 * 60 * 1000;
    await store.get('u1');
    expect(fetchToken).toHaveBeenCalledTimes(1);

    now = exp * 1000 - REFRESH_MARGIN_MS;
    await store.get('u1');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers', async () => {
    const fetchToken = vi.fn(async () => jwt(Date.now() / 1000 + 900));
    const store = createTokenStore({ fetchToken });
    const [a, b] = await Promise.all([store.get('u1'), store.get('u1')]);
    expect(a).toBe(b);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when signed out, and forgets the token on clear()', async () => {
    const fetchToken = vi.fn(async () => null as string | null);
    const store = createTokenStore({ fetchToken });
    expect(await store.get('u1')).toBeNull();
    fetchToken.mockResolvedValue(jwt(Date.now() / 1000 + 900));
    await store.get('u1');
    store.clear();
    await store.get('u1');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('does not keep a token whose request started before a sign-out', async () => {
    const { fetchToken, release } = heldTokenRequests();
    const store = createTokenStore({ fetchToken });
    const pending = store.get('u1');
    store.clear();
    release(jwt(Date.now() / 1000 + 900));
    expect(await pending).toBeNull();
  });

  it('fetches a new token for another user, and keeps the one on its way for this user', async () => {
    const { fetchToken, release } = heldTokenRequests();
    const store = createTokenStore({ fetchToken });
    const forAsha = store.get('asha');
    // The same user asks again while the request runs: one request, one token.
    const again = store.get('asha');
    release(jwt(Date.now() / 1000 + 900, { sub: 'asha' }));
    expect(await forAsha).toBe(await again);
    expect(fetchToken).toHaveBeenCalledTimes(1);

    const forRavi = store.get('ravi');
    release(jwt(Date.now() / 1000 + 900, { sub: 'ravi' }));
    expect(await forRavi).not.toBe(await forAsha);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
