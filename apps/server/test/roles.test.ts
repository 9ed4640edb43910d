// Roles: where the first admin comes from, that a request can never give itself a
// role, and that a role change reaches the identity token.
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../src/features/staff/demo-merchant.ts';
import { grantConfiguredAdmins, setRole } from '../src/features/staff/service.ts';
import { postToAuth, signInByPassword, type TestApp, useTestApp } from './helpers.ts';

/** Signs in; the headers carrying the identity token the API reads. */
const signIn = async (t: TestApp, email: string, password: string) =>
  (await signInByPassword(t, email, password)).auth;

const roleIn = (token: { authorization: string }) =>
  JSON.parse(Buffer.from(token.authorization.split('.')[1]!, 'base64url').toString()).role;

const consoleStatus = async (t: TestApp, headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode;

describe('ADMIN_EMAILS', () => {
  const t = useTestApp({ ADMIN_EMAILS: ' Owner@Harit.example , second@harit.example' });

  it('makes an account that signs up with a listed e-mail (any letter case) an admin', async () => {
    const owner = await t.signUp({ email: 'owner@harit.example' });
    expect(roleIn(owner.auth)).toBe('admin');
    expect(await consoleStatus(t, owner.auth)).toBe(200);
  });

  it('leaves every other account a customer', async () => {
    const shopper = await t.signUp();
    expect(roleIn(shopper.auth)).toBe('customer');
    expect(await consoleStatus(t, shopper.auth)).toBe(403);
  });

  it('promotes an existing account at start, ending its sessions so the next token says admin', async () => {
    const later = await t.signUp({ email: 'later@harit.example', password: 'correct-horse-7' });
    expect(await consoleStatus(t, later.auth)).toBe(403);
    const changed = await grantConfiguredAdmins(t.db, ['later@harit.example', 'nobody@x.in']);
    expect(changed.map((c) => c.email)).toEqual(['later@harit.example']);
    // The old token died with its session (decision 013): within the NOTIFY's time.
    await expect.poll(() => consoleStatus(t, later.auth), { timeout: 5000 }).toBe(401);
    const again = await signIn(t, 'later@harit.example', 'correct-horse-7');
    expect(await consoleStatus(t, again)).toBe(200);
    // Granting again changes nothing and ends nothing.
    expect(await grantConfiguredAdmins(t.db, ['later@harit.example'])).toEqual([]);
    expect(await consoleStatus(t, again)).toBe(200);
  });
});

describe('a request cannot give itself a role', () => {
  const t = useTestApp();

  it('ignores a role in the sign-up body', async () => {
    const response = await postToAuth(t.app, '/sign-up/email', {
      email: 'sneaky@example.in',
      password: 'correct-horse-7',
      name: 'Sneaky',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('user')
      .select('role')
      .where('email', '=', 'sneaky@example.in')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');
  });

  it('refuses a role in a profile update', async () => {
    const user = await t.signUp();
    const response = await postToAuth(t.app, '/update-user', { role: 'admin' }, user.cookie);
    expect(response.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('user')
      .select('role')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');
  });

  it('takes a demotion at once: the staff token stops working', async () => {
    const staff = await t.signUp({ role: 'staff' });
    // The audit log is admins-only: staff are known (403), not signed out (401).
    expect(await consoleStatus(t, staff.auth)).toBe(403);
    const change = await setRole(t.db, staff.email, 'customer');
    expect(change).toMatchObject({ before: 'staff', after: 'customer' });
    await expect.poll(() => consoleStatus(t, staff.auth), { timeout: 5000 }).toBe(401);
  });
});

describe('the demo merchant', () => {
  const t = useTestApp({ SEED_DEMO: 'true' });

  it('signs in with the README password and is an admin', async () => {
    const token = await signIn(t, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    expect(roleIn(token)).toBe('admin');
    expect(await consoleStatus(t, token)).toBe(200);
  });
});
