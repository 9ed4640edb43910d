// An account's picture (Better Auth's `image`, decision 057): Better Auth stores whatever a
// client sends, so the bridge accepts only an https: address of at most 500 characters, or null,
// and the database hook stores nothing else whichever way a value arrives.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createAuth } from '../src/plugins/identity/auth.ts';
import { PUBLIC_URL, postToAuth, TEST_ENV, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();

const pictureOf = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    })
  ).json<{ user: { image: string | null } }>().user.image;

/** The name and picture as stored (Better Auth's columns our table types leave out). */
const profileRow = async (id: string) =>
  (
    await sql<{ name: string; image: string | null }>`
      select name, image from "user" where id = ${id}`.execute(t.db)
  ).rows[0];

const storedPictureOf = async (user: TestUser) => (await profileRow(user.id))?.image;

describe('update-user image', () => {
  it('stores an https: address, and null removes it', async () => {
    const asha = await t.signUp();
    const picture = 'https://images.example.in/asha.webp';
    const set = await postToAuth(t.app, '/update-user', { image: picture }, asha.cookie);
    expect(set.statusCode).toBe(200);
    expect(await pictureOf(asha)).toBe(picture);
    const removed = await postToAuth(t.app, '/update-user', { image: null }, asha.cookie);
    expect(removed.statusCode).toBe(200);
    expect(await pictureOf(asha)).toBeNull();
  });

  it.each([
    ['an object', { url: 'https://x.example/a.png' }, 'Image must be text.'],
    ['a list', ['https://x.example/a.png'], 'Image must be text.'],
    ['a number', 42, 'Image must be text.'],
    [
      'a javascript: address',
      'javascript:alert(document.cookie)',
      'Image must be an https:// address.',
    ],
    [
      'a data: address',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'Image must be an https:// address.',
    ],
    ['an http: address', 'http://images.example.in/a.png', 'Image must be an https:// address.'],
    ['a path', '/uploads/a.png', 'Image must be an https:// address.'],
    ['empty', '', 'Image must be an https:// address.'],
    [
      '100 kB',
      `https://images.example.in/${'a'.repeat(100_000)}`,
      'Image must be at most 500 characters.',
    ],
    ['two lines', 'https://images.example.in/a.png\r\nX', 'Image must not contain line breaks.'],
  ])('refuses %s with 400 and keeps the picture', async (_, image, message) => {
    const ravi = await t.signUp();
    const response = await postToAuth(t.app, '/update-user', { image }, ravi.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedPictureOf(ravi)).toBeNull();
  });

  it('refuses the same on sign-up, and makes no account', async () => {
    const email = `picture-${Math.random().toString(36).slice(2)}@example.in`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: { email, password: 'correct-horse-7', name: 'Meera', image: { a: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image must be text.' });
    const row = await t.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(row).toEqual([]);
  });

  it('stores nothing unsafe whatever the spelling of the route', async () => {
    const meera = await t.signUp();
    for (const url of [
      '/api/auth/update-user/',
      '/api/auth//update-user',
      '/api/auth/Update-User',
      '/api/auth/./update-user',
      '/api/auth/x/../update-user',
      '/api/auth/update%2Duser',
      '/api/auth/update-user?x=1',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: PUBLIC_URL, cookie: meera.cookie },
        payload: { image: 'javascript:alert(1)', name: 'Meera\r\nIyer' },
      });
      expect([400, 404], `${url}: ${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
      expect(await profileRow(meera.id), url).toEqual({ name: meera.name, image: null });
    }
  });
});

describe("what no request body carries (an identity provider's name and picture)", () => {
  /** Better Auth on the same database, written to as a Google sign-in writes: no bridge between. */
  const directly = async () => {
    const config = loadConfig({ ...TEST_ENV, PASSWORD_HASH_THREADS: '0' });
    return (await createAuth(config, t.db).auth.$context).internalAdapter;
  };

  it('stores the name on one line and drops a picture that is not an https: address', async () => {
    const adapter = await directly();
    // As a first Google sign-in makes the account (generic-oauth's callback).
    const { user: created } = await adapter.createOAuthUser(
      {
        email: `google-${randomUUID().slice(0, 8)}@example.in`,
        name: 'Asha\r\nVerma',
        image: 'javascript:alert(1)',
        emailVerified: true,
      },
      { providerId: 'google', accountId: randomUUID() },
    );
    const row = () => profileRow(created.id);
    expect(await row()).toEqual({ name: 'Asha Verma', image: null });
    await adapter.updateUser(created.id, {
      name: 'Asha\n Verma \u2028Rao',
      image: 'data:image/svg+xml,<svg onload=alert(1)>',
    });
    expect(await row()).toEqual({ name: 'Asha Verma Rao', image: null });
    const picture = 'https://lh3.googleusercontent.com/a/asha=s96-c';
    await adapter.updateUser(created.id, { image: picture });
    expect(await row()).toEqual({ name: 'Asha Verma Rao', image: picture });
  });
});
