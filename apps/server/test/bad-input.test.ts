// Bad input never gives a 5xx: control characters, deep nesting,
// display names, the wording of validation messages, and a foreign userId. Run on PostgreSQL
// too (TEST_DATABASE_URL): PGlite accepts text that PostgreSQL refuses.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { SEARCH_MAX_LENGTH } from '@harit/core/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, postToAuth, shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
let productId: string;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  productId = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json()[0]._id;
});

const NUL = '\u0000';
const order = () => ({ items: [{ productId, quantity: 1 }], shipping: { ...shipping } });
const ticket = { topic: 'delivery', message: 'My parcel has not arrived after eight days.' };
const asJson = (user: TestUser) => ({ ...user.auth, 'content-type': 'application/json' });
/** POSTs a JSON text exactly as written (the server parses it), as Asha. */
const postJsonText = (url: string, json: string) =>
  t.app.inject({ method: 'POST', url, headers: asJson(asha), payload: json });

describe('control characters (item 9)', () => {
  it.each([
    ['GET', '/api/products?search=%00', undefined, 'Search'],
    ['GET', '/api/products?category=solar%00', undefined, 'Category'],
    ['GET', '/api/products/abc%00', undefined, 'ID'],
    ['POST', '/api/cart/add', () => ({ userId: asha.id, productId: `x${NUL}` }), 'Product ID'],
    ['DELETE', '/api/cart/remove/x%00', () => ({ userId: asha.id }), 'Product ID'],
    ['POST', '/api/wishlist/toggle', () => ({ userId: asha.id, productId: NUL }), 'Product ID'],
    ['GET', '/api/orders/HRT%00', undefined, 'Order number'],
    ['POST', '/api/orders/HRT%00/cancel', undefined, 'Order number'],
    [
      'POST',
      '/api/orders',
      () => ({ ...order(), shipping: { ...shipping, address: `14 MG Road${NUL}` } }),
      'Address',
    ],
    [
      'POST',
      '/api/carbon/activities',
      () => ({ category: 'transport', activity: 'two-wheeler', quantity: 5, note: `a${NUL}` }),
      'Note',
    ],
    [
      'POST',
      '/api/support/tickets',
      () => ({ ...ticket, message: `${ticket.message}${NUL}` }),
      'Message',
    ],
    ['GET', '/api/support/tickets/HRT-ABCD%00', undefined, 'Reference'],
    [
      'POST',
      '/api/returns',
      () => ({ orderNumber: 'HRT', productId, reason: `Broken${NUL} on arrival` }),
      'Reason',
    ],
  ] as const)('%s %s answers 400 naming the field', async (method, url, payload, field) => {
    const response = await t.app.inject({
      method,
      url,
      headers: payload ? asJson(asha) : asha.auth,
      ...(payload ? { payload: JSON.stringify(payload()) } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field} must not contain control characters.` });
  });

  it('refuses a lone surrogate (invalid Unicode, PostgreSQL 22021) the same way', async () => {
    const response = await postJsonText(
      '/api/carbon/activities',
      // JSON's \ud800 escape: JSON.parse makes it half a surrogate pair.
      '{"category":"transport","activity":"two-wheeler","quantity":5,"note":"a\\ud800"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Note must not contain control characters.');
  });

  it('refuses a NUL in the Idempotency-Key header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asha.auth, 'idempotency-key': `key-1234${NUL}` },
      payload: order(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Idempotency-Key must not contain control characters.');
  });

  it.each([
    ['/api/auth/sign-in/email', () => ({ email: `asha${NUL}@example.in`, password: 'x' }), 'Email'],
    [
      '/api/auth/sign-up/email',
      () => ({ email: 'new@example.in', password: 'correct-horse-7', name: `A${NUL}` }),
      'Full name',
    ],
    [
      '/api/auth/reset-password',
      () => ({ token: `abc${NUL}`, newPassword: 'newer-horse-8' }),
      'Token',
    ],
    [
      '/api/auth/request-password-reset',
      () => ({ email: `a@b.in${NUL}`, redirectTo: `${PUBLIC_URL}/reset-password` }),
      'Email',
    ],
  ])('the identity route %s answers 400 naming the field', async (url, payload, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: JSON.stringify(payload()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field} must not contain control characters.`);
  });

  it('refuses a NUL in the reset link of an identity route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/abc%00?callbackURL=${encodeURIComponent('/reset-password')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Address must not contain control characters.');
  });
});

describe('addresses that are not UTF-8 (item 9)', () => {
  it.each(['/api/products/%FF', '/api/orders/%ED%A0%80', '/api/auth/reset-password/%FF'])(
    'GET %s answers 400 in the API’s error shape',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: asha.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The address is not valid.' });
    },
  );

  it('searches for a query string that is not UTF-8 (it decodes to replacement characters)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?search=%ED%A0%80' });
    expect(response.statusCode).toBe(200);
  });
});

/** `[[[…1…]]]`, `depth` levels deep. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('deeply nested bodies (item 10)', () => {
  it.each([
    ['/api/auth/sign-in/email', { origin: PUBLIC_URL }],
    ['/api/cart/add', {}],
  ])('%s answers 400 to a body nested 20,000 levels deep', async (url, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...asha.auth, ...headers, 'content-type': 'application/json' },
      payload: `{"email":${nested(20_000)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is nested too deeply.' });
  });

  it('counts only brackets outside strings', async () => {
    const response = await postJsonText(
      '/api/cart/add',
      JSON.stringify({ userId: asha.id, productId, note: '['.repeat(100) }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('display names (item 11)', () => {
  const signUp = (name: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: {
        email: `n-${Math.random().toString(36).slice(2)}@example.in`,
        password: 'correct-horse-7',
        name,
      },
    });
  const updateName = (user: TestUser, name: unknown) =>
    postToAuth(t.app, '/update-user', { name }, user.cookie);

  it.each([
    ['null', null, 'Full name is required'],
    ['blank', '   ', 'Full name is required'],
    ['a number', 42, 'Full name must be text.'],
    ['an object', { first: 'Asha' }, 'Full name must be text.'],
    ['an array', ['Asha'], 'Full name must be text.'],
    ['20,000 characters', 'A'.repeat(20_000), 'Full name must be at most 100 characters.'],
  ])('refuses a name that is %s on sign-up and on update', async (_, name, message) => {
    const created = await signUp(name);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message });
    const updated = await updateName(ravi, name);
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message });
  });

  it('refuses a sign-up without a name', async () => {
    const response = await signUp(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Full name is required' });
  });

  it('stores the name trimmed, on sign-up and on update', async () => {
    const created = await signUp('  Meera Iyer  ');
    expect(created.statusCode).toBe(200);
    expect(created.json().user.name).toBe('Meera Iyer');
    const user = await t.signUp({ name: 'Kiran' });
    expect((await updateName(user, '  Kiran Rao ')).statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.name).toBe('Kiran Rao');
  });

  it('answers 431 to oversized headers and closes the connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `GET /api/products HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n` +
        `Authorization: Bearer ${'x'.repeat(30_000)}\r\n\r\n`,
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(received.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: expect.stringMatching(/^Request headers are too large\./),
    });
    // The server still answers the next connection.
    const next = await new Promise<number>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(next).toBe(200);
  });
});

describe('messages people read (item 12)', () => {
  it.each([
    [
      `/api/products?search=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`,
      'Search must be at most 200 characters.',
    ],
    ['/api/products?limit=101', 'Limit must be at most 100.'],
    ['/api/products?limit=many', 'Limit must be a number.'],
    ['/api/orders?limit=0', 'Limit must be at least 1.'],
  ])('GET %s answers with a sentence', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url, headers: asha.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('names the body when the body itself is wrong', async () => {
    const response = await postJsonText('/api/cart/add', '"just a string"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body must be an object.' });
  });
});

describe('a foreign userId (item 19)', () => {
  it.each([
    ['GET', '/api/orders'],
    ['GET', '/api/support/tickets'],
  ] as const)('%s %s?userId=<another user> answers 403', async (method, url) => {
    const response = await t.app.inject({
      method,
      url: `${url}?userId=${encodeURIComponent(asha.id)}`,
      headers: ravi.auth,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only access your own data' });
    const own = await t.app.inject({
      method,
      url: `${url}?userId=${encodeURIComponent(ravi.id)}`,
      headers: ravi.auth,
    });
    expect(own.statusCode).toBe(200);
  });

  it('POST /api/orders with another user’s userId answers 403 and places nothing', async () => {
    const response = await t.as(ravi).post('/api/orders', { ...order(), userId: asha.id });
    expect(response.statusCode).toBe(403);
    for (const user of [asha, ravi]) {
      const orders = await t.as(user).get('/api/orders');
      expect(orders.json()).toEqual([]);
    }
  });

  it('POST /api/support/tickets with another user’s userId answers 403 and files nothing', async () => {
    const signedIn = await t.as(ravi).post('/api/support/tickets', { ...ticket, userId: asha.id });
    expect(signedIn.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { ...ticket, email: 'guest@example.in', userId: asha.id },
    });
    expect(signedOut.statusCode).toBe(403);
    for (const user of [asha, ravi]) {
      const tickets = await t.as(user).get('/api/support/tickets');
      expect(tickets.json()).toEqual([]);
    }
    const own = await t.as(ravi).post('/api/support/tickets', { ...ticket, userId: ravi.id });
    expect(own.statusCode).toBe(201);
  });
});
