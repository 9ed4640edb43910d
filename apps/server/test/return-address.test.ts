// A return address handed to the identity service (Google's callbackURL, a reset mail's page) is
// followed only when it is a page of this shop once normalised — the rule the web's sign-in page
// applies to ?redirectTo= (core's return-path). `/../..//evil.example` reads as a path but a
// browser takes it to `//evil.example`, another site.
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestApp } from './helpers.ts';

const t = useTestApp();

const FOREIGN = [
  '/../..//evil.example',
  '/.//evil.example',
  '/%2F%2Fevil.example',
  '/\\evil.example',
  '//evil.example',
  'javascript:alert(1)',
];

let address = 0;

/** From an address of its own each time: sign-in's per-address limit is not what is tested. */
function post(url: string, payload: Record<string, unknown>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: PUBLIC_URL },
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    payload,
  });
}

describe('return addresses given to the identity service', () => {
  it.each(FOREIGN)('refuses %j as a password-reset page with 400', async (redirectTo) => {
    const response = await post('/api/auth/request-password-reset', {
      email: 'asha@example.in',
      redirectTo,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The return address must be a page of this shop.');
  });

  it.each(FOREIGN)('refuses %j as the callback of a sign-in with Google', async (callbackURL) => {
    const response = await post('/api/auth/sign-in/social', { provider: 'google', callbackURL });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The return address must be a page of this shop.');
  });

  it('accepts a page of this shop, written as a path or as its address', async () => {
    for (const redirectTo of ['/reset-password', `${PUBLIC_URL}/reset-password`]) {
      const response = await post('/api/auth/request-password-reset', {
        email: 'nobody@example.in',
        redirectTo,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
