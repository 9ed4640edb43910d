// Fields of one line (decision 057): a name, an address line, a city, a courier or a tracking
// number is printed on one line of a mail, an invoice or the console, so a line break in one is
// refused with a 400 naming the field, on every route that stores it, Better Auth's included.
// Text meant to run over lines (a support message, a review) keeps its line breaks.
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT, staffMember } from './fulfilment-helpers.ts';
import { PUBLIC_URL, postToAuth, shipping, type TestUser, useTestApp } from './helpers.ts';
import { payWithTestGateway } from './payment-helpers.ts';

const t = useTestApp();
let asha: TestUser;
let productId: string;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  const products = (await t.app.inject({ method: 'GET', url: '/api/products?limit=5' })).json<
    Product[]
  >();
  productId = products.find((p) => p.stock > 10)!._id;
});

const BREAKS = ['Asha\r\nVerma', 'Asha\nShip to: 1 Other Street', 'Asha\rVerma', 'Asha\u2028Verma'];

const sessionUser = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    })
  ).json<{ user: { name: string; image: string | null } }>().user;

describe('the display name (Better Auth)', () => {
  const signUp = (name: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: { email, password: 'correct-horse-7', name },
    });

  it.each(BREAKS)('refuses %j on sign-up, and makes no account', async (name) => {
    const email = `one-line-${Math.random().toString(36).slice(2)}@example.in`;
    const response = await signUp(name, email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Full name must not contain line breaks.' });
    const signIn = await postToAuth(t.app, '/sign-in/email', {
      email,
      password: 'correct-horse-7',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it.each(BREAKS)('refuses %j on update-user, and keeps the name', async (name) => {
    const response = await postToAuth(t.app, '/update-user', { name }, asha.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Full name must not contain line breaks.' });
    expect((await sessionUser(asha)).name).toBe('Asha Verma');
  });

  it('answers in Hindi to a Hindi page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: PUBLIC_URL, cookie: asha.cookie, 'accept-language': 'hi-IN' },
      payload: { name: 'Asha\r\nVerma' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/में नई पंक्ति नहीं हो सकती।$/);
  });
});

describe('shipping details', () => {
  const order = (overrides: Partial<typeof shipping>) =>
    t.as(asha).post('/api/orders', {
      items: [{ productId, quantity: 1 }],
      shipping: { ...shipping, ...overrides },
    });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['address', 'Address'],
    ['city', 'City'],
    ['phone', 'Phone'],
    ['email', 'Email'],
  ] as const)(
    'refuses a line break in %s, naming it, and places no order',
    async (field, label) => {
      for (const value of [`${shipping[field]}\r\nx`, `x\n${shipping[field]}`]) {
        const response = await order({ [field]: value });
        expect(response.statusCode, value).toBe(400);
        expect(response.json()).toEqual({ message: `${label} must not contain line breaks.` });
      }
      expect((await t.as(asha).get('/api/orders')).json<Order[]>()).toEqual([]);
    },
  );

  it('refuses a line break in an address book entry', async () => {
    const response = await t.as(asha).post('/api/account/addresses', {
      ...shipping,
      email: undefined,
      city: 'Bengaluru\r\nUrban',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'City must not contain line breaks.' });
    expect((await t.as(asha).get('/api/account/addresses')).json()).toEqual([]);
  });
});

describe('shipping an order (console)', () => {
  it('refuses a line break in the courier or tracking number, and the order stays packed', async () => {
    const staff = await staffMember(t);
    const placed = await t.as(asha).post('/api/orders', {
      items: [{ productId, quantity: 1 }],
      shipping,
    });
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = placed.json<Order>();
    await payWithTestGateway(t, asha, orderNumber, 'success', 'card');
    const move = (body: object) =>
      t.as(staff).post(`/api/admin/orders/${orderNumber}/status`, body);
    expect((await move({ status: 'packed' })).statusCode).toBe(200);
    for (const [body, message] of [
      [{ ...SHIPMENT, courier: 'Blue\r\nDart' }, 'Courier must not contain line breaks.'],
      [
        { ...SHIPMENT, trackingNumber: 'DL-1\nDL-2' },
        'Tracking number must not contain line breaks.',
      ],
    ] as const) {
      const response = await move({ status: 'shipped', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await t.as(asha).get(`/api/orders/${orderNumber}`)).json<Order>().status).toBe(
      'packed',
    );
    // A note is text of several lines.
    const shipped = await move({
      status: 'shipped',
      ...SHIPMENT,
      note: 'Two boxes:\r\nleft at the door',
    });
    expect(shipped.statusCode).toBe(200);
  });
});

describe('text of several lines', () => {
  it('keeps the line breaks of a support message', async () => {
    const message = 'My parcel has not arrived.\r\nOrdered a week ago,\nstill waiting.';
    const response = await t.as(asha).post('/api/support/tickets', { topic: 'delivery', message });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const ticket = (await t.as(asha).get(`/api/support/tickets/${reference}`)).json<{
      message: string;
    }>();
    expect(ticket.message).toBe(message);
  });
});
