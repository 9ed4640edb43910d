// Identity tokens end with their session (decision 013): after sign-out,
// "sign out of all other devices", password reset and account deletion, an already-issued token
// gets 401 within seconds, on every instance. And answers about a signed-in person are never
// stored (item 18).
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRevocations } from '../src/plugins/identity/revocation.ts';
import { createTokenVerifier } from '../src/plugins/identity/tokens.ts';
import { eventually } from './eventually.ts';
import { cookieHeader, PUBLIC_URL, postToAuth, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let productId: string;
beforeAll(async () => {
  productId = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json()[0]._id;
});

const post = (url: string, payload: unknown, cookie?: string) =>
  postToAuth(t.app, url, payload, cookie);

const addToCart = (user: TestUser) =>
  t.as(user).post('/api/cart/add', { userId: user.id, productId, quantity: 1 });

const me = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the user in again, as on another device: that session's cookie and token. */
async function otherDevice(user: TestUser): Promise<{ cookie: string; token: string }> {
  const signIn = await post('/sign-in/email', { email: user.email, password: user.password });
  const cookie = cookieHeader(signIn.headers['set-cookie']);
  const token = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  return { cookie, token: token.json().token };
}

/** The status a token gets, asked again until it is 401 or 5 seconds have passed. */
async function statusWithin5s(ask: () => Promise<{ statusCode: number }>): Promise<number> {
  return (await eventually(ask, ({ statusCode }) => statusCode === 401)).statusCode;
}

describe('an identity token ends with its session', () => {
  it('after sign-out', async () => {
    const user = await t.signUp();
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await post('/sign-out', {}, user.cookie)).statusCode).toBe(200);
    expect(await statusWithin5s(() => me(user.token))).toBe(401);
  });

  it('after "sign out of all other devices", for the other devices only', async () => {
    const user = await t.signUp();
    const other = await otherDevice(user);
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await post('/revoke-other-sessions', {}, user.cookie)).statusCode).toBe(200);
    expect(await statusWithin5s(() => me(other.token))).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('after a password reset, on every device', async () => {
    const user = await t.signUp();
    const other = await otherDevice(user);
    expect((await me(user.token)).statusCode).toBe(200);
    await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const mail = t.mails.findLast((m) => m.to === user.email)!;
    const token = decodeURIComponent(mail.text.match(/reset-password\?token=(\S+)/)![1]!);
    expect((await post('/reset-password', { token, newPassword: 'a-new-one-42' })).statusCode).toBe(
      200,
    );
    expect(await statusWithin5s(() => me(user.token))).toBe(401);
    expect(await statusWithin5s(() => me(other.token))).toBe(401);
  });

  it('after account deletion: reads and writes get 401, not 500', async () => {
    const user = await t.signUp();
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await post('/delete-user', { password: user.password }, user.cookie)).statusCode).toBe(
      200,
    );
    expect(await statusWithin5s(() => me(user.token))).toBe(401);
    const write = await addToCart(user);
    expect(write.statusCode).toBe(401);
    expect(write.json().message).toMatch(/sign in again/);
  });

  it('on another instance of the app too', async () => {
    const second = await t.anotherInstance();
    const user = await t.signUp();
    expect((await me(user.token, second)).statusCode).toBe(200);
    // Signed out through the first instance; the second learns it from the database.
    expect((await post('/sign-out', {}, user.cookie)).statusCode).toBe(200);
    expect(await statusWithin5s(() => me(user.token, second))).toBe(401);
  });

  it('answers 401, not 500, to a write for a user deleted unnoticed (defence in depth)', async () => {
    const user = await t.signUp();
    // As if the deletion's notification had been lost: no trigger tells the app.
    await sql`alter table "session" disable trigger session_revoked`.execute(t.db);
    await sql`alter table "user" disable trigger user_revoked`.execute(t.db);
    try {
      await sql`delete from "user" where id = ${user.id}`.execute(t.db);
    } finally {
      await sql`alter table "session" enable trigger session_revoked`.execute(t.db);
      await sql`alter table "user" enable trigger user_revoked`.execute(t.db);
    }
    const write = await addToCart(user);
    expect(write.statusCode).toBe(401);
    expect(write.json().message).toMatch(/sign in again/);
  });
});

describe('answers about a signed-in person are never stored', () => {
  it('user-scoped routes, whatever the outcome, and the session and token answers', async () => {
    const user = await t.signUp();
    const answers = [
      await t.as(user).get(`/api/cart/${user.id}`),
      await t.app.inject({ method: 'GET', url: `/api/cart/${user.id}` }),
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/token',
        headers: { cookie: user.cookie },
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: user.cookie },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    // The catalogue stays cacheable.
    const products = await t.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    expect(products.headers['cache-control']).not.toBe('no-store');
  });
});

describe('revocation list', () => {
  const claims = (issuedAtMs: number) => ({
    sessionId: 's1',
    userId: 'u1',
    issuedAt: Math.floor(issuedAtMs / 1000),
  });

  it('asks the database while notifications may be missed, then once per older session', async () => {
    let now = 1_000_000_000;
    const isSessionLive = vi.fn(async () => true);
    const list = createRevocations({ keepForMs: 60_000, isSessionLive, now: () => now });
    const old = claims(now - 1_000);

    // Not listening yet: every check goes to the database.
    expect(await list.isRevoked(old)).toBe(false);
    expect(await list.isRevoked(old)).toBe(false);
    expect(isSessionLive).toHaveBeenCalledTimes(2);

    // Listening: a token older than that is checked once, a newer one never.
    now += 1_000;
    list.onListening(true);
    await list.isRevoked(old);
    await list.isRevoked(old);
    expect(isSessionLive).toHaveBeenCalledTimes(3);
    now += 10_000;
    await list.isRevoked(claims(now));
    expect(isSessionLive).toHaveBeenCalledTimes(3);

    // A dropped channel forgets what was confirmed; a session deleted meanwhile is refused.
    list.onListening(false);
    isSessionLive.mockResolvedValue(false);
    expect(await list.isRevoked(old)).toBe(true);
  });

  it('refuses a notified session or user, and forgets it once no token of it can be valid', async () => {
    let now = 1_000_000_000;
    const list = createRevocations({
      keepForMs: 60_000,
      isSessionLive: async () => true,
      now: () => now,
    });
    list.onListening(true);
    now += 10_000;
    list.onNotify('session:s1');
    expect(await list.isRevoked(claims(now))).toBe(true);
    expect(await list.isRevoked({ ...claims(now), sessionId: 's2' })).toBe(false);
    list.onNotify('user:u1');
    expect(await list.isRevoked({ ...claims(now), sessionId: 's2' })).toBe(true);
    now += 61_000;
    list.onNotify('session:other');
    expect(await list.isRevoked({ ...claims(now), sessionId: 's2' })).toBe(false);
  });
});

describe('token verifier', () => {
  it('refuses a well-signed token without a session id, which nothing could revoke', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
    const isRevoked = vi.fn(async () => false);
    const verifier = createTokenVerifier({
      loadJwks: async () => ({ keys: [jwk] }),
      issuer: PUBLIC_URL,
      audience: PUBLIC_URL,
      isRevoked,
    });
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
        .setSubject('u1')
        .setIssuer(PUBLIC_URL)
        .setAudience(PUBLIC_URL)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(privateKey);

    expect(await verifier.verify(await sign({ sid: 's1' }))).toMatchObject({ id: 'u1' });
    expect(isRevoked).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's1' }));
    expect(await verifier.verify(await sign({}))).toBeNull();
  });
});
