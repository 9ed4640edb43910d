// The shop's language per account (decision 043). Stored on the account, read back by
// GET /api/account/me and by Better Auth's session read (the web app's lib/session.ts), changed
// only by its owner.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

async function sessionUser(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.json<{ user: { id: string; language?: string | null } }>().user;
}

describe('language per account', () => {
  it('is English for a new account', async () => {
    const asha = await t.signUp();
    const me = await t.as(asha).get('/api/account/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: asha.id, email: asha.email, language: 'en' });
    expect((await sessionUser(asha.cookie)).language).toBe('en');
  });

  it('stores Hindi and answers it from /api/account/me and the session read', async () => {
    const asha = await t.signUp();
    const put = await t.as(asha).put('/api/account/language', { language: 'hi' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ language: 'hi' });
    expect((await t.as(asha).get('/api/account/me')).json().language).toBe('hi');
    expect((await sessionUser(asha.cookie)).language).toBe('hi');

    await t.as(asha).put('/api/account/language', { language: 'en' });
    expect((await t.as(asha).get('/api/account/me')).json().language).toBe('en');
  });

  it('changes only the caller’s own account', async () => {
    const asha = await t.signUp();
    const ravi = await t.signUp();
    // Naming another account is refused by the guard of every user route (403); Ravi's token
    // changes Ravi's language only.
    const put = await t
      .as(ravi)
      .put('/api/account/language', { language: 'hi', userId: asha.id } as object);
    expect(put.statusCode).toBe(403);
    expect((await t.as(ravi).put('/api/account/language', { language: 'hi' })).statusCode).toBe(
      200,
    );
    expect((await t.as(ravi).get('/api/account/me')).json().language).toBe('hi');
    expect((await t.as(asha).get('/api/account/me')).json().language).toBe('en');
  });

  it('refuses a language the shop does not have with a clear 400', async () => {
    const asha = await t.signUp();
    for (const body of [{ language: 'xx' }, { language: 'HI' }, {}, { language: 1 }]) {
      const response = await t.as(asha).put('/api/account/language', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await t.as(asha).put('/api/account/language', { language: 'fr' });
    expect(bad.json().message).toBe('Language must be en or hi.');
    expect((await t.as(asha).get('/api/account/me')).json().language).toBe('en');
  });

  it('needs a signed-in user: 401 without a token', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
    });
    expect(put.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(me.statusCode).toBe(401);
  });

  it('cannot be set through Better Auth’s own update-user', async () => {
    const asha = await t.signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: asha.cookie, origin: 'http://localhost:3000' },
      payload: { language: 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect((await t.as(asha).get('/api/account/me')).json().language).toBe('en');
  });
});
