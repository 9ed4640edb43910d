import { SUPPORT_REFERENCE_PATTERN, SUPPORT_TOPICS } from '@harit/core/validation';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSupportRepository } from '../src/features/support/repository.ts';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
});

const validRequest = {
  topic: 'delivery',
  orderNumber: '4827163950',
  message: 'My parcel has not arrived after eight days.',
};

/** Each signed-out request comes from its own address, so the per-address cap stays out of the way. */
let guestAddress = 10;
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: `198.51.100.${guestAddress++}`,
  });
const list = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/support/tickets${query}`, headers });
const one = (reference: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/support/tickets/${reference}`, headers });

describe('sending a request signed out', () => {
  it('files a ticket with the e-mail and answers 201 with its reference and status', async () => {
    const response = await send({ ...validRequest, email: 'guest@example.in' });
    expect(response.statusCode).toBe(201);
    const ticket = response.json();
    expect(ticket.reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(ticket).toMatchObject({
      status: 'open',
      topic: 'delivery',
      orderNumber: '4827163950',
      message: validRequest.message,
      email: 'guest@example.in',
    });
    expect(new Date(ticket.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const row = await t.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('reference', '=', ticket.reference)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('answers 400 naming email when the e-mail is missing', async () => {
    const response = await send(validRequest);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Email is required/);
  });

  it('answers 400 naming email when the e-mail does not look like one', async () => {
    const response = await send({ ...validRequest, email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email.');
  });

  it('stores no order number when the box was left empty', async () => {
    const response = await send({ ...validRequest, orderNumber: '  ', email: 'g@example.in' });
    expect(response.statusCode).toBe(201);
    expect(response.json().orderNumber).toBeNull();
  });

  it('refuses more than five signed-out requests from one address in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload: { ...validRequest, email: 'flood@example.in' },
        remoteAddress: '203.0.113.50',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/Too many requests/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('shares the signed-out limit between two instances on one database', async () => {
    const second = await t.anotherInstance();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? t.app : second;
      const response = await instance.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload: { ...validRequest, email: 'flood@example.in' },
        remoteAddress: '203.0.113.51',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('validation', () => {
  it('answers 400 naming message for a blank message', async () => {
    const response = await send({
      ...validRequest,
      message: '            ',
      email: 'g@example.in',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please describe your request (at least 10 characters)');
  });

  it('answers 400 naming message for a message over 2000 characters', async () => {
    const response = await send({ ...validRequest, message: 'x'.repeat(2001) }, asha.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please keep your message under 2000 characters');
  });

  it('answers 400 naming topic for an unknown topic', async () => {
    const response = await send({ ...validRequest, topic: 'lottery' }, asha.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose a topic');
  });

  it('answers 400 naming orderNumber for an order number with odd characters', async () => {
    const response = await send({ ...validRequest, orderNumber: "1'; drop table--" }, asha.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Order number /);
  });

  it('stores every topic the web form offers', async () => {
    for (const topic of SUPPORT_TOPICS) {
      const response = await send({ ...validRequest, topic }, ravi.auth);
      expect(response.statusCode, topic).toBe(201);
    }
  });
});

describe('sending a request signed in', () => {
  it("files the ticket under the token's user and e-mail, whatever e-mail the body says", async () => {
    const response = await send({ ...validRequest, email: 'someone-else@example.in' }, asha.auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(asha.email);
    const row = await t.db
      .selectFrom('support_tickets')
      .select('user_id')
      .where('reference', '=', response.json().reference)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(asha.id);
  });

  it('answers 401 for an invalid token rather than filing the request as a guest', async () => {
    const response = await send(
      { ...validRequest, email: 'guest@example.in' },
      { authorization: 'Bearer not-a-real-token' },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe("reading one's tickets", () => {
  it("lists the signed-in user's own tickets, newest first, with X-Total-Count", async () => {
    const user = await t.signUp();
    const first = await send(
      { ...validRequest, message: 'First request, about a parcel.' },
      user.auth,
    );
    const second = await send(
      { ...validRequest, topic: 'payment', message: 'Second: a refund.' },
      user.auth,
    );
    await send({ ...validRequest, email: 'guest@example.in' });

    const response = await list(user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json().map((ticket: { reference: string }) => ticket.reference)).toEqual([
      second.json().reference,
      first.json().reference,
    ]);

    const paged = await list(user.auth, '?limit=1&offset=1');
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json()).toHaveLength(1);
    expect(paged.json()[0].reference).toBe(first.json().reference);
  });

  it('reads one of its own tickets by reference, in any letter case', async () => {
    const created = (await send(validRequest, asha.auth)).json();
    const response = await one(created.reference.toLowerCase(), asha.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it("answers 404 for another user's ticket and never lists it", async () => {
    const ashas = (await send(validRequest, asha.auth)).json();
    const response = await one(ashas.reference, ravi.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Support request not found' });
    const ravis = (await list(ravi.auth, '?limit=50')).json() as { reference: string }[];
    expect(ravis.map((ticket) => ticket.reference)).not.toContain(ashas.reference);
  });

  it("answers 404 for a signed-out guest's ticket too", async () => {
    const guest = (await send({ ...validRequest, email: 'guest@example.in' })).json();
    expect((await one(guest.reference, asha.auth)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await list()).statusCode).toBe(401);
    const created = (await send(validRequest, asha.auth)).json();
    expect((await one(created.reference)).statusCode).toBe(401);
  });

  it('answers 400 naming reference for a malformed reference', async () => {
    const response = await one('not-a-reference', asha.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Reference must look like HRT-XXXXXXXX.');
  });

  it('refuses an out-of-range limit', async () => {
    expect((await list(asha.auth, '?limit=500')).statusCode).toBe(400);
  });
});

describe('accounts', () => {
  it("deleting the account deletes the user's tickets", async () => {
    const user = await t.signUp();
    const created = (await send(validRequest, user.auth)).json();
    await sql`delete from "user" where id = ${user.id}`.execute(t.db);
    const left = await t.db
      .selectFrom('support_tickets')
      .select('reference')
      .where('reference', '=', created.reference)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('references', () => {
  it('tries a new reference when one is already taken', async () => {
    const taken = (await send(validRequest, asha.auth)).json().reference as string;
    const references = [taken, 'HRT-ABCDEFGH'];
    const repository = createSupportRepository(t.db, () => references.shift()!);
    const ticket = await repository.create({
      userId: asha.id,
      email: asha.email,
      topic: 'other',
      message: 'A request whose first reference collides.',
      language: 'en',
    });
    expect(ticket.reference).toBe('HRT-ABCDEFGH');
  });

  it('documents the routes in OpenAPI', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/support/tickets', '/api/support/tickets/{reference}']),
    );
  });
});
