// Accounts beyond the identity token: password reset by e-mail, changing the name
// and password, signing out elsewhere, deleting the account, and one user never reaching
// another's data.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieHeader, PUBLIC_URL, useTestApp } from './helpers.ts';

const t = useTestApp();

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const signIn = (email: string, password: string) => post('/sign-in/email', { email, password });

/** Whether a session cookie still opens a session (Better Auth answers null when it does not). */
async function sessionIsLive(cookie: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.statusCode === 200 && response.json() !== null;
}

const linkIn = (text: string) =>
  text.match(/https?:\/\/\S+\/reset-password\?token=([^\s&]+)/) ?? null;

describe('password reset', () => {
  it('mails a /reset-password?token= link to the account holder', async () => {
    const user = await t.signUp({ name: 'Meera Iyer' });
    const before = t.mails.length;
    const response = await post('/request-password-reset', {
      email: user.email,
      redirectTo: `${PUBLIC_URL}/reset-password`,
    });
    expect(response.statusCode).toBe(200);
    await t.mailIdle();
    const mail = t.mails.slice(before).find((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/reset/i);
    const link = linkIn(mail!.text);
    expect(link?.[0].startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });

  it('sets a new password with the link: the new one signs in, the old one fails, other sessions end', async () => {
    const user = await t.signUp();
    const otherDevice = cookieHeader(
      (await signIn(user.email, user.password)).headers['set-cookie'],
    );
    expect(await sessionIsLive(otherDevice)).toBe(true);

    await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const mail = t.mails.findLast((m) => m.to === user.email);
    const token = decodeURIComponent(linkIn(mail!.text)![1]!);

    const reset = await post('/reset-password', { token, newPassword: 'a-brand-new-one-9' });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(user.email, 'a-brand-new-one-9')).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect(await sessionIsLive(otherDevice)).toBe(false);
    expect(await sessionIsLive(user.cookie)).toBe(false);

    // A reset token is single-use.
    const again = await post('/reset-password', { token, newPassword: 'yet-another-one-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a made-up token and a new password under 6 characters', async () => {
    const madeUp = await post('/reset-password', {
      token: 'not-a-token',
      newPassword: 'long-enough-1',
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('INVALID_TOKEN');

    const user = await t.signUp();
    await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const token = decodeURIComponent(
      linkIn(t.mails.findLast((m) => m.to === user.email)!.text)![1]!,
    );
    const short = await post('/reset-password', { token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('answers an unknown e-mail exactly as a known one, and mails nobody', async () => {
    const user = await t.signUp();
    const known = await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const before = t.mails.length;
    const unknown = await post('/request-password-reset', { email: 'no-such-person@example.in' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mailIdle();
    expect(t.mails.length).toBe(before);
  });
});

describe('profile and settings', () => {
  it('changes the display name, which the next identity token carries', async () => {
    const user = await t.signUp({ name: 'Ravi' });
    const update = await post('/update-user', { name: 'Ravi Shankar' }, user.cookie);
    expect(update.statusCode).toBe(200);
    const token = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: user.cookie },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${token.json().token}` },
    });
    expect(me.json().name).toBe('Ravi Shankar');
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const user = await t.signUp();
    const otherDevice = cookieHeader(
      (await signIn(user.email, user.password)).headers['set-cookie'],
    );

    const wrong = await post(
      '/change-password',
      { currentPassword: 'not-my-password', newPassword: 'fresh-password-2' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');

    const changed = await post(
      '/change-password',
      {
        currentPassword: user.password,
        newPassword: 'fresh-password-2',
        revokeOtherSessions: true,
      },
      user.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(await sessionIsLive(otherDevice)).toBe(false);
    // This device gets a new session cookie and stays signed in.
    const thisDevice = cookieHeader(changed.headers['set-cookie']);
    expect(await sessionIsLive(thisDevice)).toBe(true);
    expect((await signIn(user.email, 'fresh-password-2')).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('signs out of every other device, keeping this one', async () => {
    const user = await t.signUp();
    const otherDevice = cookieHeader(
      (await signIn(user.email, user.password)).headers['set-cookie'],
    );
    const response = await post('/revoke-other-sessions', {}, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(await sessionIsLive(otherDevice)).toBe(false);
    expect(await sessionIsLive(user.cookie)).toBe(true);
  });

  it('deletes the account only with the right password, removing the user and their data', async () => {
    const user = await t.signUp();
    const product = await t.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    const productId = product.json()[0]._id as string;
    for (const url of ['/api/wishlist/toggle', '/api/cart/add']) {
      const added = await t.app.inject({
        method: 'POST',
        url,
        headers: user.auth,
        payload: { userId: user.id, productId, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
    }

    const refused = await post('/delete-user', { password: 'not-my-password' }, user.cookie);
    expect(refused.statusCode).toBe(400);

    const deleted = await post('/delete-user', { password: user.password }, user.cookie);
    expect(deleted.statusCode).toBe(200);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from "user" where id = ${user.id}`.execute(t.db);
    expect(rows.rows[0]?.n).toBe(0);
    const lines = await sql<{ n: number }>`
      select (select count(*) from wishlist_items where user_id = ${user.id})::int
           + (select count(*) from cart_items where user_id = ${user.id})::int as n`.execute(t.db);
    expect(lines.rows[0]?.n).toBe(0);
    expect(await sessionIsLive(user.cookie)).toBe(false);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });
});

describe('user-scoped routes', () => {
  it("answer 403 when the path, query or body names another user's id", async () => {
    const asha = await t.signUp({ name: 'Asha' });
    const bilal = await t.signUp({ name: 'Bilal' });
    const own = await t.as(asha).get(`/api/account/me?userId=${asha.id}`);
    expect(own.statusCode).toBe(200);
    const other = await t.as(asha).get(`/api/account/me?userId=${bilal.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });

    const inPath = await t.as(asha).get(`/api/cart/${bilal.id}`);
    expect(inPath.statusCode).toBe(403);

    const productId = (
      await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })
    ).json()[0]._id as string;
    const inBody = await t.as(asha).post('/api/wishlist/toggle', { userId: bilal.id, productId });
    expect(inBody.statusCode).toBe(403);
    // Nothing was changed for Bilal.
    const bilalsWishlist = await t.as(bilal).get(`/api/wishlist/${bilal.id}`);
    expect(bilalsWishlist.json()).toEqual([]);
  });
});
