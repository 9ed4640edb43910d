import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  cookieHeader,
  PUBLIC_URL,
  postToAuth,
  type TestUser,
  useTestApp,
} from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
});

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/account/me', headers });

describe('identity token', () => {
  it("sets the request's user from a valid token", async () => {
    const response = await me(asha.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: asha.id,
      name: 'Asha Verma',
      email: asha.email,
      role: 'customer',
      // The account's language: English until chosen.
      language: 'en',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Sign in required/);
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload, signature] = asha.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(
      (await me({ authorization: `Bearer ${header}.${forged}.${signature}` })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for an alg:none token and for one signed with another key', async () => {
    const claims = { sub: asha.id, iss: PUBLIC_URL, aud: PUBLIC_URL, exp: 4e9 };
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await me({ authorization: `Bearer ${none}` })).statusCode).toBe(401);
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('guessed-secret-guessed-secret-guessed'));
    expect((await me({ authorization: `Bearer ${hs}` })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: asha.cookie },
    });
    expect(expired.statusCode).toBe(200);
    // Tokens live 15 minutes: verify one as if 16 minutes had passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    try {
      expect((await me(asha.auth)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('issues no token without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const ok = await postToAuth(t.app, '/sign-in/email', {
      email: asha.email,
      password: asha.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(cookieHeader(ok.headers['set-cookie'])).toMatch(/session_token=/);
    const wrong = await postToAuth(t.app, '/sign-in/email', {
      email: asha.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBeTruthy();
  });

  it('refuses a sign-up with a password under 6 characters', async () => {
    const response = await postToAuth(t.app, '/sign-up/email', {
      email: 'short@example.in',
      password: '12345',
      name: 'Short',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('the fourth rapid sign-in, or password-reset request, from one address gets 429', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    /** A POST to Better Auth from the browser at `address` (the peer address the server sees). */
    const postFrom = (address: string, url: string, payload: object, headers = {}) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/auth${url}`,
        headers: { origin: PUBLIC_URL, ...headers },
        payload,
        remoteAddress: address,
      });
    const signIn = { email: 'nobody@example.in', password: 'whatever-1' };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await postFrom('203.0.113.7', '/sign-in/email', signIn);
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      // A forged X-Forwarded-For does not escape the limit.
      const forged = await postFrom('203.0.113.7', '/sign-in/email', signIn, {
        'x-forwarded-for': '198.51.100.1',
      });
      expect(forged.statusCode).toBe(429);

      // Password-reset requests are limited the same way, per address.
      const resets: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await postFrom('198.51.100.23', '/request-password-reset', {
          email: `someone-${i}@example.in`,
          redirectTo: `${PUBLIC_URL}/reset-password`,
        });
        resets.push(response.statusCode);
      }
      expect(resets.slice(0, 3)).toEqual([200, 200, 200]);
      expect(resets[3]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits spare session reads', () => {
  it('never limits get-session and token, however often a page loads', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const user = await limited.signUp();
      const statuses = new Set<number>();
      for (let i = 0; i < 120; i++) {
        for (const url of ['/api/auth/get-session', '/api/auth/token']) {
          const response = await limited.app.inject({
            method: 'GET',
            url,
            headers: { cookie: user.cookie },
            remoteAddress: '203.0.113.9',
          });
          statuses.add(response.statusCode);
        }
      }
      expect([...statuses]).toEqual([200]);
    } finally {
      await limited.close();
    }
  });
});
