// Working together in the console (decision 081): admins invite staff by e-mail (a link that
// works once, for 7 days), staff keep notes on orders that shoppers never see, and staff keep
// saved replies for the support inbox. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import type { AuditEntry } from '@harit/core/admin';
import type { InviteDetails, OrderNote, SavedReply, StaffInvite } from '@harit/core/teamwork';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping, signInByPassword, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  admin = await t.signUp({ name: 'Meera Admin', role: 'admin' });
  staff = await t.signUp({ name: 'Ravi Staff', role: 'staff' });
  shopper = await t.signUp({ name: 'Asha Verma' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

let inviteNumber = 0;
const freshEmail = () => `invitee-${Date.now()}-${inviteNumber++}@example.in`;

const invite = (email: string, role = 'staff', by: TestUser = admin) =>
  t.as(by).post('/api/admin/staff/invites', { email, role });

/** The link's token, as the invitation mail gives it. */
async function tokenMailedTo(email: string): Promise<string> {
  await t.mailIdle();
  const mails = t.mails.filter((m) => m.to === email);
  const mail = mails.at(-1);
  expect(mail?.subject).toBe('You are invited to the Harit console');
  const token = mail!.text.match(/\/admin\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

const details = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` });
const createAccount = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/staff-invites/${token}/account`, payload: body });

const signIn = (email: string, password: string) => signInByPassword(t, email, password);

async function auditOf(entity: string, entityId: string): Promise<AuditEntry[]> {
  const response = await t.as(admin).get(`/api/admin/audit?entity=${entity}&entityId=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('inviting staff by e-mail', () => {
  it('mails a link; the invitee makes an account with the role and opens the console', async () => {
    const email = freshEmail();
    const sent = await invite(email, 'staff');
    expect(sent.statusCode).toBe(201);
    const created = sent.json<StaffInvite>();
    expect(created).toMatchObject({ email, role: 'staff', invitedBy: 'Meera Admin' });
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const open = (await t.as(admin).get('/api/admin/staff/invites')).json<StaffInvite[]>();
    expect(open.map((i) => i.id)).toContain(created.id);

    const token = await tokenMailedTo(email);
    // Only the token's hash is stored.
    const stored = await t.db
      .selectFrom('staff_invites')
      .select('token_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<InviteDetails>()).toMatchObject({
      shopName: 'Harit',
      email,
      role: 'staff',
      accountExists: false,
    });

    const accepted = await createAccount(token, {
      name: 'Kavya Nair',
      password: 'green-leaf-9',
      confirmPassword: 'green-leaf-9',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ email, role: 'staff', created: true });

    const kavya = await signIn(email, 'green-leaf-9');
    expect((await t.as(kavya).get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await t.as(kavya).get('/api/admin/staff/invites')).statusCode).toBe(403);
    const list = (await t.as(admin).get('/api/admin/staff/invites')).json<StaffInvite[]>();
    expect(list.map((i) => i.id)).not.toContain(created.id);

    const actions = (await auditOf('staff-invite', created.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['staff-invite.accept', 'staff-invite.create']);
  });

  it('answers a used link with a clear error, and never makes a second account', async () => {
    const email = freshEmail();
    await invite(email);
    const token = await tokenMailedTo(email);
    const body = { name: 'Dev Rao', password: 'secret-12', confirmPassword: 'secret-12' };
    expect((await createAccount(token, body)).statusCode).toBe(201);
    for (const again of [await details(token), await createAccount(token, body)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This invitation has already been used');
    }
  });

  it('answers an expired link with a clear error', async () => {
    const email = freshEmail();
    const { id } = (await invite(email)).json<StaffInvite>();
    const token = await tokenMailedTo(email);
    await t.db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const shown = await details(token);
    expect(shown.statusCode).toBe(409);
    expect(shown.json().message).toBe('This invitation has expired; ask the shop for a new one');
    const body = { name: 'Late Comer', password: 'secret-12', confirmPassword: 'secret-12' };
    expect((await createAccount(token, body)).statusCode).toBe(409);
    const list = (await t.as(admin).get('/api/admin/staff/invites')).json<StaffInvite[]>();
    expect(list.map((i) => i.id)).not.toContain(id);
  });

  it('answers an unknown link with 404', async () => {
    const shown = await details('no-such-token');
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe('This invitation link is not valid');
  });

  it('revokes an invite: its link stops working, and the revocation is audited', async () => {
    const email = freshEmail();
    const { id } = (await invite(email, 'admin')).json<StaffInvite>();
    const token = await tokenMailedTo(email);
    const revoked = await t.as(admin).delete(`/api/admin/staff/invites/${id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await t.as(admin).delete(`/api/admin/staff/invites/${id}`)).statusCode).toBe(404);
    const shown = await details(token);
    expect(shown.statusCode).toBe(409);
    expect(shown.json().message).toBe('This invitation was withdrawn; ask the shop for a new one');
    const [entry] = await auditOf('staff-invite', id);
    expect(entry).toMatchObject({
      action: 'staff-invite.revoke',
      actor: { id: admin.id },
      before: { email, role: 'admin' },
    });
  });

  it('keeps one open invite per e-mail: inviting again replaces the first link', async () => {
    const email = freshEmail();
    const first = (await invite(email, 'staff')).json<StaffInvite>();
    const firstToken = await tokenMailedTo(email);
    const second = (await invite(email.toUpperCase(), 'admin')).json<StaffInvite>();
    const secondToken = await tokenMailedTo(email.toUpperCase());
    expect(secondToken).not.toBe(firstToken);
    const open = (await t.as(admin).get('/api/admin/staff/invites')).json<StaffInvite[]>();
    const mine = open.filter((i) => i.email.toLowerCase() === email);
    expect(mine.map((i) => i.id)).toEqual([second.id]);
    expect(mine[0]!.role).toBe('admin');
    expect((await details(firstToken)).statusCode).toBe(409);
    expect((await details(secondToken)).json<InviteDetails>().role).toBe('admin');
    expect(first.id).not.toBe(second.id);
  });

  it('lets an existing account accept when signed in as it, and no other account', async () => {
    const customer = await t.signUp({ name: 'Neha Shah' });
    await invite(customer.email, 'staff');
    const token = await tokenMailedTo(customer.email);
    const shown = (await details(token)).json<InviteDetails>();
    expect(shown.accountExists).toBe(true);
    const body = { name: 'Neha Shah', password: 'secret-12', confirmPassword: 'secret-12' };
    const refused = await createAccount(token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An account with this e-mail exists; sign in with it to accept',
    );

    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/staff-invites/${token}/accept`,
    });
    expect(signedOut.statusCode).toBe(401);
    const someoneElse = await t.as(shopper).post(`/api/staff-invites/${token}/accept`);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe('This invitation is for another e-mail address');

    const accepted = await t.as(customer).post(`/api/staff-invites/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email: customer.email, role: 'staff', created: false });
    const again = await signIn(customer.email, customer.password);
    expect((await t.as(again).get('/api/admin/dashboard')).statusCode).toBe(200);
  });

  it('refuses a bad e-mail, role or password, naming the field', async () => {
    const badEmail = await invite('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email.');
    const badRole = await invite(freshEmail(), 'customer');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Role must be staff or admin');

    const email = freshEmail();
    await invite(email);
    const token = await tokenMailedTo(email);
    const short = await createAccount(token, {
      name: 'Short Pass',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
    const mismatch = await createAccount(token, {
      name: 'Mis Match',
      password: 'secret-12',
      confirmPassword: 'secret-13',
    });
    expect(mismatch.json().message).toBe('Passwords do not match');
    expect((await details(token)).statusCode).toBe(200);
  });

  it('refuses the invite routes to staff and to shoppers (403)', async () => {
    for (const user of [staff, shopper]) {
      expect((await t.as(user).get('/api/admin/staff/invites')).statusCode).toBe(403);
      const post = await invite(freshEmail(), 'staff', user);
      expect(post.statusCode).toBe(403);
      const { id } = (await invite(freshEmail())).json<StaffInvite>();
      expect((await t.as(user).delete(`/api/admin/staff/invites/${id}`)).statusCode).toBe(403);
    }
    expect((await invite(freshEmail(), 'staff', staff)).json().message).toBe(
      'Only an admin of the shop may do this',
    );
  });
});

describe('notes on an order that only staff see', () => {
  let order: Order;

  beforeAll(async () => {
    const product = catalogue.find((p) => p.stock > 0)!;
    const placed = await t
      .as(shopper)
      .post('/api/orders', { items: [{ productId: product._id, quantity: 1 }], shipping });
    expect(placed.statusCode).toBe(201);
    order = placed.json<Order>();
  });

  const notesUrl = () => `/api/admin/orders/${order.orderNumber}/notes`;

  it('lists notes newest first with author and time; several lines are kept', async () => {
    const first = await t.as(staff).post(notesUrl(), { note: 'Called the customer.' });
    expect(first.statusCode).toBe(201);
    const second = await t
      .as(admin)
      .post(notesUrl(), { note: 'Gift wrap asked for.\n\tUse the jute ribbon.' });
    expect(second.statusCode).toBe(201);
    const notes = (await t.as(staff).get(notesUrl())).json<OrderNote[]>();
    expect(notes.map((n) => [n.note, n.author])).toEqual([
      ['Gift wrap asked for.\n\tUse the jute ribbon.', 'Meera Admin'],
      ['Called the customer.', 'Ravi Staff'],
    ]);
    expect(Date.parse(notes[0]!.at)).toBeGreaterThanOrEqual(Date.parse(notes[1]!.at));
    const audit = await auditOf('order', order.orderNumber);
    expect(audit.filter((e) => e.action === 'order.note')).toHaveLength(2);
  });

  it('never shows the notes to the shopper: not in their order, and the route answers 403', async () => {
    await t.as(staff).post(notesUrl(), { note: 'Secret: fragile parcel' });
    const mine = await t.as(shopper).get(`/api/orders/${order.orderNumber}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Secret: fragile parcel');
    expect(mine.json()).not.toHaveProperty('notes');
    const list = await t.as(shopper).get('/api/orders');
    expect(list.body).not.toContain('Secret: fragile parcel');
    expect((await t.as(shopper).get(notesUrl())).statusCode).toBe(403);
    expect((await t.as(shopper).post(notesUrl(), { note: 'Mine?' })).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: notesUrl() });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an empty, too long or control-character note, and an unknown order', async () => {
    const empty = await t.as(staff).post(notesUrl(), { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write a note');
    const long = await t.as(staff).post(notesUrl(), { note: 'a'.repeat(2001) });
    expect(long.json().message).toBe('Note must be at most 2000 characters.');
    const bell = await t.as(staff).post(notesUrl(), { note: 'ring\u0007' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().message).toBe('Note must not contain control characters.');
    expect((await t.as(staff).post(notesUrl(), { note: 'a'.repeat(2000) })).statusCode).toBe(201);
    const missing = await t.as(staff).get('/api/admin/orders/0000000000/notes');
    expect(missing.statusCode).toBe(404);
  });
});

describe('saved replies of the support inbox', () => {
  const url = '/api/admin/support/saved-replies';

  it('lets staff create, edit and delete saved replies, each audited', async () => {
    const created = await t.as(staff).post(url, {
      title: 'Delivery delay',
      body: 'Sorry for the wait.\nYour parcel is on its way.',
    });
    expect(created.statusCode).toBe(201);
    const reply = created.json<SavedReply>();
    expect(reply).toMatchObject({ title: 'Delivery delay', updatedBy: 'Ravi Staff' });

    const edited = await t.as(admin).put(`${url}/${reply.id}`, {
      title: 'Delivery delay',
      body: 'Sorry for the wait: it arrives tomorrow.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SavedReply>()).toMatchObject({
      body: 'Sorry for the wait: it arrives tomorrow.',
      updatedBy: 'Meera Admin',
    });
    const listed = (await t.as(staff).get(url)).json<SavedReply[]>();
    expect(listed.find((r) => r.id === reply.id)?.body).toBe(
      'Sorry for the wait: it arrives tomorrow.',
    );

    expect((await t.as(staff).delete(`${url}/${reply.id}`)).statusCode).toBe(204);
    expect((await t.as(staff).delete(`${url}/${reply.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(staff).put(`${url}/${reply.id}`, { title: 'x', body: 'y' })).statusCode,
    ).toBe(404);
    const after = (await t.as(staff).get(url)).json<SavedReply[]>();
    expect(after.map((r) => r.id)).not.toContain(reply.id);
    const actions = (await auditOf('saved-reply', reply.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['saved-reply.create', 'saved-reply.delete', 'saved-reply.update']);
  });

  it('refuses a title with a line break and an empty body', async () => {
    const title = await t.as(staff).post(url, { title: 'Two\nlines', body: 'Hello' });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe('Title must not contain line breaks.');
    const body = await t.as(staff).post(url, { title: 'Empty', body: ' ' });
    expect(body.json().message).toBe('Please write a message');
  });

  it('refuses shoppers (403) and the signed-out (401)', async () => {
    expect((await t.as(shopper).get(url)).statusCode).toBe(403);
    expect((await t.as(shopper).post(url, { title: 'a', body: 'b' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
