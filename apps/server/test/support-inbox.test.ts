import type { AdminSupportTicket } from '@harit/core/support';
import type { SupportTicket } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;
let arjun: TestUser;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  meera = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  arjun = await t.signUp({ name: 'Arjun Admin', role: 'admin' });
});

const request = {
  topic: 'delivery',
  orderNumber: '4827163950',
  message: 'My parcel has not arrived after eight days.',
};

let guestAddress = 10;
async function fileTicket(
  user?: TestUser,
  headers: Record<string, string> = {},
): Promise<SupportTicket> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: { ...user?.auth, ...headers },
    payload: user ? request : { ...request, email: 'guest@example.in' },
    remoteAddress: `198.51.100.${guestAddress++}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<SupportTicket>();
}

const inbox = (user: TestUser, reference: string, action = '', body?: object) =>
  action
    ? t.as(user).post(`/api/admin/support/${reference}/${action}`, body ?? {})
    : t.as(user).get(`/api/admin/support/${reference}`);

describe('staff answering a request', () => {
  it('replies: the ticket is answered, the shopper reads the reply on /support', async () => {
    const ticket = await fileTicket(asha);
    const replied = await inbox(meera, ticket.reference, 'replies', {
      body: 'It is with the courier and arrives tomorrow.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<AdminSupportTicket>()).toMatchObject({
      status: 'answered',
      guest: false,
      replies: [{ author: 'Meera Staff', fromStaff: true }],
    });
    const mine = (await t.as(asha).get('/api/support/tickets')).json<SupportTicket[]>();
    expect(mine.find((x) => x.reference === ticket.reference)?.replies).toMatchObject([
      { body: 'It is with the courier and arrives tomorrow.', fromStaff: true },
    ]);
    await t.mailIdle();
    const mail = t.mails.find((m) => m.subject.includes(ticket.reference));
    expect(mail).toMatchObject({ to: asha.email });
    expect(mail!.text).toContain('It is with the courier and arrives tomorrow.');
  });

  it('the shopper follows up: the ticket is open again; closed, it takes no more messages', async () => {
    const ticket = await fileTicket(asha);
    await inbox(meera, ticket.reference, 'replies', { body: 'Which address did you use?' });
    const followUp = await t
      .as(asha)
      .post(`/api/support/tickets/${ticket.reference}/replies`, { body: 'The office one.' });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json<SupportTicket>()).toMatchObject({
      status: 'open',
      replies: [{ fromStaff: true }, { fromStaff: false, author: 'Asha Verma' }],
    });
    expect((await inbox(meera, ticket.reference, 'close')).json()).toMatchObject({
      status: 'closed',
    });
    expect((await inbox(meera, ticket.reference, 'close')).statusCode).toBe(409);
    const late = await t
      .as(asha)
      .post(`/api/support/tickets/${ticket.reference}/replies`, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect((await inbox(meera, ticket.reference, 'replies', { body: 'Hello?' })).statusCode).toBe(
      409,
    );
  });

  it("refuses another shopper's ticket as not found, for reading and following up", async () => {
    const ticket = await fileTicket(asha);
    const follow = await t
      .as(ravi)
      .post(`/api/support/tickets/${ticket.reference}/replies`, { body: 'Not mine' });
    expect(follow.statusCode).toBe(404);
    expect((await t.as(ravi).get(`/api/support/tickets/${ticket.reference}`)).statusCode).toBe(404);
  });

  it('answers a guest by e-mail only: the ticket is marked guest', async () => {
    const ticket = await fileTicket();
    const replied = await inbox(arjun, ticket.reference, 'replies', { body: 'Thanks for asking.' });
    expect(replied.json<AdminSupportTicket>()).toMatchObject({ guest: true, status: 'answered' });
    await t.mailIdle();
    const mails = t.mails.filter((m) => m.subject.includes(ticket.reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'guest@example.in' });
    expect(mails[0]!.text).toContain('Thanks for asking.');
  });

  it('assigns to a staff member or admin, never to a customer, and filters “mine”', async () => {
    const ticket = await fileTicket(asha);
    const assigned = await inbox(meera, ticket.reference, 'assign', { staffId: arjun.id });
    expect(assigned.json<AdminSupportTicket>().assignedTo).toEqual({
      id: arjun.id,
      name: 'Arjun Admin',
    });
    const customer = await inbox(meera, ticket.reference, 'assign', { staffId: asha.id });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toBe(
      'Staff member must be someone with the staff or admin role.',
    );
    const mine = (await t.as(arjun).get('/api/admin/support?mine=true')).json<
      AdminSupportTicket[]
    >();
    expect(mine.map((x) => x.reference)).toContain(ticket.reference);
    const notMeera = (await t.as(meera).get('/api/admin/support?mine=true')).json<
      AdminSupportTicket[]
    >();
    expect(notMeera.map((x) => x.reference)).not.toContain(ticket.reference);
    const unassigned = await inbox(meera, ticket.reference, 'assign', { staffId: null });
    expect(unassigned.json().assignedTo).toBeNull();
  });

  it('lists by status and searches by reference or e-mail', async () => {
    const ticket = await fileTicket(ravi);
    const byReference = await t
      .as(meera)
      .get(`/api/admin/support?search=${ticket.reference.toLowerCase()}`);
    expect(byReference.json<AdminSupportTicket[]>().map((x) => x.reference)).toEqual([
      ticket.reference,
    ]);
    const byEmail = (
      await t.as(meera).get(`/api/admin/support?search=${encodeURIComponent(ravi.email)}`)
    ).json<AdminSupportTicket[]>();
    expect(byEmail.every((x) => x.email === ravi.email)).toBe(true);
    const open = await t.as(meera).get('/api/admin/support?status=open&limit=100');
    expect(open.json<AdminSupportTicket[]>().every((x) => x.status === 'open')).toBe(true);
    expect(Number(open.headers['x-total-count'])).toBeGreaterThan(0);
    expect((await t.as(meera).get('/api/admin/support?status=resolved')).statusCode).toBe(400);
  });

  it('writes an audit entry for assign, reply and close', async () => {
    const ticket = await fileTicket(asha);
    await inbox(meera, ticket.reference, 'assign', { staffId: meera.id });
    await inbox(meera, ticket.reference, 'replies', { body: 'On it.' });
    await inbox(meera, ticket.reference, 'close');
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'support-ticket')
      .where('entity_id', '=', ticket.reference)
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'support.assign',
      'support.reply',
      'support.close',
    ]);
    expect(entries[2]).toMatchObject({
      before: { status: 'answered', assignedTo: meera.id },
      after: { status: 'closed' },
    });
  });

  it('validates messages and references, naming the field', async () => {
    const ticket = await fileTicket(asha);
    const blank = await inbox(meera, ticket.reference, 'replies', { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write a message');
    const nul = await inbox(meera, ticket.reference, 'replies', { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/Body/);
    const long = await inbox(meera, ticket.reference, 'replies', { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await inbox(meera, 'HRT-NOPE', '')).statusCode).toBe(400);
    expect((await inbox(meera, 'HRT-AAAAAAAA', '')).statusCode).toBe(404);
  });

  it('lists whom a request may be assigned to: staff and admins only', async () => {
    const response = await t.as(meera).get('/api/admin/support/assignees');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ name: string }[]>().map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Arjun Admin', 'Meera Staff']));
    expect(names).not.toContain('Asha Verma');
  });

  it('answers a customer 403 on the inbox', async () => {
    expect((await t.as(asha).get('/api/admin/support')).statusCode).toBe(403);
  });
});

// Decision 044 and its addendum (migration 0024): a request remembers the language it
// was written in, and a reply's mail to a guest follows it, whatever language the staff member's
// console shows; an account's own language comes first.
describe('the reply’s mail language', () => {
  const reply = (reference: string, body: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/support/${reference}/replies`,
      headers: { ...meera.auth, 'accept-language': language },
      payload: { body },
    });

  it('mails a guest in the language the guest wrote in, an account in its own', async () => {
    const hindiGuest = await fileTicket(undefined, { 'accept-language': 'hi-IN,hi;q=0.9' });
    const englishGuest = await fileTicket();
    const mine = await fileTicket(ravi, { 'accept-language': 'hi-IN' });
    const stored = await t.db
      .selectFrom('support_tickets')
      .select(['reference', 'language'])
      .where('reference', 'in', [hindiGuest.reference, englishGuest.reference])
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.reference, r.language]))).toEqual({
      [hindiGuest.reference]: 'hi',
      [englishGuest.reference]: 'en',
    });
    // The staff member's console is in English for the Hindi guest and in Hindi for the others.
    expect((await reply(hindiGuest.reference, 'आपका पार्सल कल पहुँचेगा।', 'en-IN')).statusCode).toBe(
      200,
    );
    expect((await reply(englishGuest.reference, 'It arrives tomorrow.', 'hi-IN')).statusCode).toBe(
      200,
    );
    expect((await reply(mine.reference, 'It arrives tomorrow.', 'hi-IN')).statusCode).toBe(200);
    await t.mailIdle();
    const mailAbout = (reference: string) => t.mails.find((m) => m.subject.includes(reference));
    const toHindiGuest = mailAbout(hindiGuest.reference);
    expect(toHindiGuest?.subject).toBe(`Re: डिलीवरी और शिपिंग [${hindiGuest.reference}]`);
    expect(toHindiGuest?.text).toMatch(/^नमस्ते,\n/);
    expect(toHindiGuest?.text).toContain('आपका पार्सल कल पहुँचेगा।');
    const toEnglishGuest = mailAbout(englishGuest.reference);
    expect(toEnglishGuest?.subject).toBe(`Re: Delivery and shipping [${englishGuest.reference}]`);
    expect(toEnglishGuest?.text).toMatch(/^Namaste,\n/);
    // Ravi's account has no Hindi chosen: his mail is English though he wrote from a Hindi page.
    const toRavi = mailAbout(mine.reference);
    expect(toRavi?.subject).toBe(`Re: Delivery and shipping [${mine.reference}]`);
    expect(toRavi?.text).toMatch(/^Namaste,\n/);
  });
});
