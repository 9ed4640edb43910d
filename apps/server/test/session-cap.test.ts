// Sessions per account are capped (decision 057): the newest 20 stay, older ones end, and an
// ended session's identity tokens stop working on every instance (decision 013). Signing in
// in parallel, as a script would, as fast as the per-account throttle lets it. PGlite and PostgreSQL.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT } from '../src/plugins/identity/session-cap.ts';
import { eventually } from './eventually.ts';
import { cookieHeader, postToAuth, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();

/**
 * `count` sign-ins of one account, five at a time: as many as the per-account throttle lets
 * reach the password check at once (decision 014).
 */
async function signInMany(user: TestUser, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let done = 0; done < count; done += 5) {
    const batch = Array.from({ length: Math.min(5, count - done) }, () => signIn(user));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

async function signIn(user: TestUser): Promise<string> {
  const response = await postToAuth(t.app, '/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

const sessionsOf = async (user: TestUser) =>
  (
    await sql<{ id: string }>`
      select id from "session" where "userId" = ${user.id}`.execute(t.db)
  ).rows.length;

const tokenFor = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });

const me = (token: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/account/me',
    headers: { authorization: `Bearer ${token}` },
  });

/** The status `ask` answers, asked again until it is `wanted` or 5 s have passed. */
async function statusUntil(ask: () => Promise<{ statusCode: number }>, wanted: number) {
  return (await eventually(ask, ({ statusCode }) => statusCode === wanted)).statusCode;
}

describe('sessions per account', () => {
  it(`keeps the newest ${MAX_SESSIONS_PER_ACCOUNT} when a script signs in again and again at once`, async () => {
    const user = await t.signUp();
    await signInMany(user, 30);
    expect(await sessionsOf(user)).toBe(MAX_SESSIONS_PER_ACCOUNT);
  });

  it('ends the oldest: its cookie and its identity tokens stop working, on every instance', async () => {
    const other = await t.anotherInstance();
    const user = await t.signUp();
    const oldest = { cookie: user.cookie, token: user.token };
    expect((await me(oldest.token)).statusCode).toBe(200);
    expect((await me(oldest.token, other)).statusCode).toBe(200);
    // Twenty newer sessions, signed in in parallel.
    const newer = await signInMany(user, MAX_SESSIONS_PER_ACCOUNT);
    expect(await sessionsOf(user)).toBe(MAX_SESSIONS_PER_ACCOUNT);
    expect(await statusUntil(() => me(oldest.token), 401)).toBe(401);
    expect(await statusUntil(() => me(oldest.token, other), 401)).toBe(401);
    expect((await tokenFor(oldest.cookie)).statusCode).toBe(401);
    // The newest still work.
    const newest = (await tokenFor(newer.at(-1)!)).json<{ token: string }>().token;
    expect((await me(newest)).statusCode).toBe(200);
    expect((await me(newest, other)).statusCode).toBe(200);
  });

  it("leaves other accounts' sessions alone", async () => {
    const asha = await t.signUp();
    const ravi = await t.signUp();
    await signInMany(ravi, MAX_SESSIONS_PER_ACCOUNT + 3);
    expect(await sessionsOf(asha)).toBe(1);
    expect((await me(asha.token)).statusCode).toBe(200);
  });
});
