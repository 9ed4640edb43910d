// The console's customers (decision 075): staff find a customer by name, e-mail or phone, see
// their orders, spend, points, returns and requests (each saying who wrote last), and keep the
// shop's note; the list as a file is for admins only.

import { readCsv } from '@harit/core/csv';
import type { CustomerDetail, CustomerSummary } from '@harit/core/customers';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from './fulfilment-helpers.ts';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let staff: TestUser;
let admin: TestUser;
let shopper: TestUser;
let kavya: TestUser;
let order: Order;
let ticketReference: string;
const PHONE = '9845012345';

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff', name: 'Meera Staff' });
  admin = await t.signUp({ role: 'admin' });
  shopper = await t.signUp({ name: 'Ravi Kumar' });
  kavya = await t.signUp({ name: 'Kavya Nair' });
  const products = (await t.app.inject({ method: 'GET', url: '/api/products?limit=5' })).json<
    Product[]
  >();
  const placed = await t.as(kavya).post('/api/orders', {
    items: [{ productId: products[0]!._id, quantity: 2 }],
    shipping: { ...shipping, firstName: 'Kavya', lastName: 'Nair', phone: PHONE },
    paymentMethod: 'upi',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<Order>();
  await advanceOrder(t, order.orderNumber, 'delivered');
  const returned = await t.as(kavya).post('/api/returns', {
    orderNumber: order.orderNumber,
    productId: products[0]!._id,
    reason: 'Arrived damaged',
    quantity: 1,
  });
  expect(returned.statusCode, returned.body).toBe(201);
  const ticket = await t.as(kavya).post('/api/support/tickets', {
    topic: 'delivery',
    message: 'One of the two arrived broken; I asked for a return.',
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  ticketReference = ticket.json<{ reference: string }>().reference;
});

describe('who may', () => {
  it('refuses shoppers (403) and visitors (401); the file is refused to staff (403)', async () => {
    expect((await t.as(shopper).get('/api/admin/customers')).statusCode).toBe(403);
    expect((await t.as(shopper).get(`/api/admin/customers/${kavya.id}`)).statusCode).toBe(403);
    expect(
      (await t.as(shopper).put(`/api/admin/customers/${kavya.id}/note`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(
      401,
    );
    expect((await t.as(staff).get('/api/admin/customers.csv')).statusCode).toBe(403);
    expect((await t.as(shopper).get('/api/admin/customers.csv')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/customers', () => {
  it('finds a customer by name, e-mail or phone, with orders, spend, last order and points', async () => {
    for (const search of ['kavya', kavya.email.toUpperCase(), PHONE.slice(2, 8)]) {
      const response = await t
        .as(staff)
        .get(`/api/admin/customers?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const found = response.json<CustomerSummary[]>();
      expect(
        found.map((c) => c.id),
        search,
      ).toEqual([kavya.id]);
      expect(response.headers['x-total-count']).toBe('1');
    }
    const [customer] = (await t.as(staff).get('/api/admin/customers?search=kavya')).json<
      CustomerSummary[]
    >();
    expect(customer).toMatchObject({
      name: 'Kavya Nair',
      email: kavya.email,
      phone: PHONE,
      orders: 1,
      spend: order.total,
      lastOrderAt: expect.any(String),
    });
    expect(customer!.points).toBeGreaterThanOrEqual(0);
  });

  it('lists customers only, never staff, newest first, a page at a time', async () => {
    const response = await t.as(staff).get('/api/admin/customers?limit=2');
    const page = response.json<CustomerSummary[]>();
    expect(page).toHaveLength(2);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const all = (await t.as(staff).get('/api/admin/customers?limit=100')).json<CustomerSummary[]>();
    expect(all.map((c) => c.id)).not.toContain(staff.id);
    expect(all.map((c) => c.id)).not.toContain(admin.id);
    const joined = all.map((c) => c.joinedAt);
    expect(joined).toEqual(joined.toSorted().reverse());
  });
});

describe('GET /api/admin/customers/:id', () => {
  it("shows the customer's orders, returns and requests, saying who wrote last", async () => {
    const response = await t.as(staff).get(`/api/admin/customers/${kavya.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CustomerDetail>();
    expect(detail.recentOrders).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        status: 'delivered',
        itemCount: 2,
      }),
    ]);
    expect(detail.returns).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, quantity: 1, status: 'requested' }),
    ]);
    expect(detail.tickets).toEqual([
      expect.objectContaining({
        reference: ticketReference,
        lastFrom: { name: 'Kavya Nair', staff: false },
        replies: 0,
      }),
    ]);
    expect(detail.note).toBeNull();
    // The inbox names who wrote the request, not "a signed-in shopper".
    const inbox = await t.as(staff).get(`/api/admin/support/${ticketReference}`);
    expect(inbox.json<{ customer: unknown }>().customer).toEqual({
      id: kavya.id,
      name: 'Kavya Nair',
    });

    const reply = await t
      .as(staff)
      .post(`/api/admin/support/${ticketReference}/replies`, { body: 'A new one is on its way.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = (
      await t.as(staff).get(`/api/admin/customers/${kavya.id}`)
    ).json<CustomerDetail>();
    expect(after.tickets[0]).toMatchObject({
      lastFrom: { name: 'Meera Staff', staff: true },
      replies: 1,
    });
  });

  it('answers 404 for an unknown id and for a member of staff', async () => {
    expect((await t.as(staff).get('/api/admin/customers/no-such-id')).statusCode).toBe(404);
    expect((await t.as(staff).get(`/api/admin/customers/${staff.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/customers/:id/note', () => {
  it('keeps the shop’s note with who wrote it, audited; empty removes it', async () => {
    const saved = await t
      .as(staff)
      .put(`/api/admin/customers/${kavya.id}/note`, { note: '  Prefers delivery after 6 pm.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerDetail>().note).toMatchObject({
      text: 'Prefers delivery after 6 pm.',
      by: 'Meera Staff',
    });
    const audit = await t.as(admin).get(`/api/admin/audit?entity=customer&entityId=${kavya.id}`);
    expect(audit.json<{ action: string; after: unknown }[]>()[0]).toMatchObject({
      action: 'customer.note',
      after: { note: 'Prefers delivery after 6 pm.' },
    });
    const cleared = await t.as(staff).put(`/api/admin/customers/${kavya.id}/note`, { note: '' });
    expect(cleared.json<CustomerDetail>().note).toBeNull();
    expect(
      (await t.as(staff).put(`/api/admin/customers/${kavya.id}/note`, { note: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as(staff).put('/api/admin/customers/no-such-id/note', { note: 'x' })).statusCode,
    ).toBe(404);
  });

  it('is never shown to the customer', async () => {
    await t.as(staff).put(`/api/admin/customers/${kavya.id}/note`, { note: 'Fragile parcels.' });
    for (const url of ['/api/profile', '/api/orders', '/api/support/tickets']) {
      const response = await t.as(kavya).get(url);
      expect(response.body).not.toContain('Fragile parcels');
    }
  });
});

describe('GET /api/admin/customers.csv', () => {
  it('gives admins every customer, a formula-like name made harmless', async () => {
    const sly = await t.signUp({ name: '=HYPERLINK("http://evil.example","x")' });
    const response = await t.as(admin).get('/api/admin/customers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const reading = readCsv(response.body);
    if (!reading.ok) throw new Error('unreadable CSV');
    const [header, ...rows] = reading.records.map((r) => r.cells);
    expect(header).toEqual([
      'name',
      'email',
      'phone',
      'orders',
      'spend',
      'last_order',
      'points',
      'joined',
    ]);
    const row = rows.find((r) => r[1] === kavya.email)!;
    expect(row.slice(0, 4)).toEqual(['Kavya Nair', kavya.email, PHONE, '1']);
    expect(rows.find((r) => r[1] === sly.email)![0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });
});
