// Opening the shop by IP or from another device on the LAN: without
// PUBLIC_URL, sign-up, sign-in, identity tokens and writes work from the address the shop was
// reached at, when that is this machine or the local network; a foreign site stays refused.
// With PUBLIC_URL set, only it (and CORS_ORIGINS) is trusted, and the refusal names the settings.
import { describe, expect, it } from 'vitest';
import { cookieHeader, type TestApp, useTestApp } from './helpers.ts';

/** Signs up through the identity service as a browser at `origin` that reached the shop at `host`. */
function signUp(t: TestApp, host: string, origin: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host, origin },
    payload: { email, password: 'correct-horse-7', name: 'Asha Verma' },
  });
}

describe('the embedded default (no PUBLIC_URL)', () => {
  const t = useTestApp({ PUBLIC_URL: undefined, PORT: '3000' });

  it.each([
    ['127.0.0.1:3000', 'by IP'],
    ['192.168.1.20:3000', 'from a phone on the LAN'],
    ['[::1]:3000', 'by IPv6 loopback'],
  ])('at %s (%s): sign up, get a token, and use the API', async (host) => {
    const origin = `http://${host}`;
    const signedUp = await signUp(t, host, origin, `asha-${host.replace(/\W/g, '')}@example.in`);
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const cookie = cookieHeader(signedUp.headers['set-cookie']);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host, origin },
      payload: {
        email: `asha-${host.replace(/\W/g, '')}@example.in`,
        password: 'correct-horse-7',
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const token = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { host, cookie },
    });
    expect(token.statusCode).toBe(200);
    const goal = await t.app.inject({
      method: 'PUT',
      url: '/api/carbon/goal',
      headers: { host, origin, authorization: `Bearer ${token.json().token}` },
      payload: { goal: 500 },
    });
    expect(goal.statusCode, goal.body).toBe(200);
    expect(goal.json()).toEqual({ carbonGoal: 500 });
  });

  it.each([
    ['a foreign site', '127.0.0.1:3000', 'https://evil.example'],
    ['another LAN address than the one reached', '127.0.0.1:3000', 'http://192.168.1.20:3000'],
    ['a public name pointing at this machine', 'evil.example:3000', 'http://evil.example:3000'],
  ])('refuses %s, naming the settings to change', async (_case, host, origin) => {
    const response = await signUp(t, host, origin, 'mallory@example.in');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(
      /^Cross-origin request refused: .*PUBLIC_URL.*CORS_ORIGINS/,
    );
  });
});

describe('production (PUBLIC_URL set)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://harit.example', NODE_ENV: 'production' });

  it('signs up from PUBLIC_URL', async () => {
    const response = await signUp(t, 'harit.example', 'https://harit.example', 'ravi@example.in');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses the shop opened at another address, naming PUBLIC_URL and CORS_ORIGINS', async () => {
    const response = await signUp(t, '127.0.0.1:3000', 'http://127.0.0.1:3000', 'asha@example.in');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Cross-origin request refused: this shop is at https://harit.example (PUBLIC_URL). To let http://127.0.0.1:3000 call the API, add it to CORS_ORIGINS.',
    );
  });
});
