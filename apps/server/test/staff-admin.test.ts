// Staff management from the console: admins give, change and take away roles by
// e-mail; the change ends that person's sessions and is audited; an admin cannot demote
// themselves and the shop never loses its last admin, not even to two admins racing.
import type { AuditEntry, StaffMember } from '@harit/core/admin';
import { describe, expect, it } from 'vitest';
import { cookieHeader, postToAuth, type TestApp, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();

const grant = (admin: TestUser, email: string, role: string) =>
  t.as(admin).post('/api/admin/staff', { email, role });

/** A new token from a fresh sign-in: it carries the role the account has now. */
async function signIn(app: TestApp, user: TestUser): Promise<TestUser> {
  const response = await postToAuth(app.app, '/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(response.statusCode).toBe(200);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const token = (
    await app.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })
  ).json<{ token: string }>().token;
  return { ...user, token, cookie, auth: { authorization: `Bearer ${token}` } };
}

/** The role the account has in the database now. */
async function roleOf(userId: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('user')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.role;
}

const dashboardStatus = async (user: TestUser) =>
  (await t.as(user).get('/api/admin/dashboard')).statusCode;

async function auditFor(admin: TestUser, userId: string): Promise<AuditEntry[]> {
  const response = await t.as(admin).get(`/api/admin/audit?entity=user&entityId=${userId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('giving and taking away roles', () => {
  it('makes a customer staff: their old token stops, the next one opens the console', async () => {
    const admin = await t.signUp({ role: 'admin', name: 'Meera Admin' });
    const asha = await t.signUp({ name: 'Asha Verma' });
    expect(await dashboardStatus(asha)).toBe(403);

    const response = await grant(admin, asha.email.toUpperCase(), 'staff');
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMember>()).toEqual({
      id: asha.id,
      name: 'Asha Verma',
      email: asha.email,
      role: 'staff',
    });
    // Her session ended (decision 013): the token she had is refused within the NOTIFY's time.
    await expect.poll(() => dashboardStatus(asha), { timeout: 5000 }).toBe(401);
    const again = await signIn(t, asha);
    expect(await dashboardStatus(again)).toBe(200);

    const staff = (await t.as(admin).get('/api/admin/staff')).json<StaffMember[]>();
    expect(staff).toContainEqual({
      id: asha.id,
      name: 'Asha Verma',
      email: asha.email,
      role: 'staff',
    });
    expect(staff.every((m) => m.role === 'staff' || m.role === 'admin')).toBe(true);
    expect(staff.findIndex((m) => m.id === admin.id)).toBeLessThan(
      staff.findIndex((m) => m.id === asha.id),
    );

    const [entry] = await auditFor(admin, asha.id);
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: 'Meera Admin', email: admin.email },
      action: 'staff.role',
      entity: 'user',
      entityId: asha.id,
      before: { email: asha.email, role: 'customer' },
      after: { email: asha.email, role: 'staff' },
    });
  });

  it('revokes a role with "customer", and changes nothing when the role is already so', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const ravi = await t.signUp({ role: 'staff' });
    const same = await grant(admin, ravi.email, 'staff');
    expect(same.statusCode).toBe(200);
    expect(await auditFor(admin, ravi.id)).toEqual([]);
    expect(await dashboardStatus(ravi)).toBe(200);

    expect((await grant(admin, ravi.email, 'customer')).json<StaffMember>().role).toBe('customer');
    await expect.poll(() => dashboardStatus(ravi), { timeout: 5000 }).toBe(401);
    expect(await dashboardStatus(await signIn(t, ravi))).toBe(403);
    const staff = (await t.as(admin).get('/api/admin/staff')).json<StaffMember[]>();
    expect(staff.map((m) => m.id)).not.toContain(ravi.id);
    expect((await auditFor(admin, ravi.id))[0]).toMatchObject({
      before: { role: 'staff' },
      after: { role: 'customer' },
    });
  });

  it('makes another admin, who can then manage staff', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const priya = await t.signUp();
    expect((await grant(admin, priya.email, 'admin')).statusCode).toBe(200);
    const promoted = await signIn(t, priya);
    expect((await t.as(promoted).get('/api/admin/staff')).statusCode).toBe(200);
  });

  it('answers 404 for an e-mail with no account', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const response = await grant(admin, 'nobody@example.in', 'staff');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No account with this e-mail');
  });

  it('refuses a bad e-mail or role, naming the field', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const someone = await t.signUp();
    const badEmail = await grant(admin, 'not-an-email', 'staff');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email.');
    const badRole = await grant(admin, someone.email, 'owner');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Role must be customer, staff or admin');
    const nul = await grant(admin, `${someone.email}\u0000`, 'staff');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^Email /);
  });
});

describe('what an admin may not do', () => {
  it('refuses to let an admin remove their own admin role (409)', async () => {
    const admin = await t.signUp({ role: 'admin' });
    await t.signUp({ role: 'admin' });
    for (const role of ['staff', 'customer']) {
      const response = await grant(admin, admin.email, role);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'You cannot remove your own admin role; ask another admin',
      );
    }
    expect(await dashboardStatus(admin)).toBe(200);
  });

  it('refuses to demote the last admin, even for an admin whose own role just ended', async () => {
    const lastAdmins = await t.db
      .selectFrom('user')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    const first = await t.signUp({ role: 'admin' });
    const second = await t.signUp({ role: 'admin' });
    // Everyone else stops being an admin, and so does `second` (as a stale token would still
    // say admin for a moment): `first` is the shop's last admin.
    await t.db
      .updateTable('user')
      .set({ role: 'staff' })
      .where('email', 'in', [...lastAdmins.map((a) => a.email), second.email])
      .execute();
    const response = await grant(second, first.email, 'staff');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This is the shop's last admin; make someone else an admin first",
    );
    expect(await roleOf(first.id)).toBe('admin');
  });
});

describe('two admins demoting each other at once', () => {
  const t2 = useTestApp();

  it('lets exactly one of them succeed, whichever goes first', async () => {
    for (const order of [0, 1]) {
      const a = await t2.signUp({ role: 'admin' });
      const b = await t2.signUp({ role: 'admin' });
      await t2.db
        .updateTable('user')
        .set({ role: 'staff' })
        .where('role', '=', 'admin')
        .where('id', 'not in', [a.id, b.id])
        .execute();
      const calls = [
        () => t2.as(a).post('/api/admin/staff', { email: b.email, role: 'staff' }),
        () => t2.as(b).post('/api/admin/staff', { email: a.email, role: 'staff' }),
      ];
      if (order === 1) calls.reverse();
      const statuses = (await Promise.all(calls.map((call) => call()))).map((r) => r.statusCode);
      // The loser is either refused as the last admin (409) or, if the winner's NOTIFY came
      // first, signed out (401): never both demoted.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.find((s) => s !== 200)).toBeOneOf([401, 409]);
      const admins = await t2.db
        .selectFrom('user')
        .select('id')
        .where('role', '=', 'admin')
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(admins).toHaveLength(1);
    }
  });
});

describe('who may manage staff', () => {
  it('refuses staff (403) on the staff list, role changes and the audit log', async () => {
    const staff = await t.signUp({ role: 'staff' });
    const someone = await t.signUp();
    expect((await t.as(staff).get('/api/admin/staff')).statusCode).toBe(403);
    const post = await grant(staff, someone.email, 'staff');
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe('Only an admin of the shop may do this');
    expect((await t.as(staff).get('/api/admin/audit')).statusCode).toBe(403);
    expect(await roleOf(someone.id)).toBe('customer');
  });
});
