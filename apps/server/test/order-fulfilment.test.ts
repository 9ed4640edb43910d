import { rewardPoints } from '@harit/core/orders';
// Fulfilment (decision 024): staff move orders placed → packed → shipped → delivered,
// or cancel them before shipping; everything else is refused with 409. Each move writes the
// timeline, the audit log and (for the customer) an e-mail; green points are credited on
// delivery. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the parallel ship
// races only there).

import type { AuditEntry } from '@harit/core/admin';
import type { AdminOrder, AdminOrderSummary } from '@harit/core/fulfilment';
import {
  canTransition,
  ORDER_STATUSES,
  type OrderStatus,
  transitionRefusal,
} from '@harit/core/orders';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/locales/index.ts';
import { advanceOrder, SHIPMENT, staffMember } from './fulfilment-helpers.ts';
import { shipping, stockOf, type TestUser, useTestApp } from './helpers.ts';
import { payWithTestGateway } from './payment-helpers.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
let staff: TestUser;
let admin: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  staff = await staffMember(t);
  admin = await t.signUp({ name: 'Anil Admin', role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const product = (pattern: RegExp) => catalogue.find((p) => pattern.test(p.name))!;

async function place(
  user: TestUser,
  items: { productId: string; quantity: number }[] = [
    { productId: product(/bamboo toothbrush/i)._id, quantity: 1 },
  ],
  shippingOverrides: Partial<typeof shipping> = {},
): Promise<Order> {
  const response = await t
    .as(user)
    .post('/api/orders', { items, shipping: { ...shipping, ...shippingOverrides } });
  expect(response.statusCode).toBe(201);
  // Paid by card through the test gateway: staff pack only paid orders.
  const { orderNumber } = response.json<Order>();
  await payWithTestGateway(t, user, orderNumber, 'success', 'card');
  return (await t.as(user).get(`/api/orders/${orderNumber}`)).json<Order>();
}

const move = (orderNumber: string, body: object, by: TestUser = staff) =>
  t.as(by).post(`/api/admin/orders/${orderNumber}/status`, body);
const bodyFor = (status: OrderStatus) => ({
  status,
  ...(status === 'shipped' ? SHIPMENT : {}),
});

/** An order of Asha's in `status`, reached through the API. */
async function orderIn(status: OrderStatus): Promise<Order> {
  const order = await place(asha);
  if (status === 'cancelled') {
    expect((await move(order.orderNumber, { status: 'cancelled' })).statusCode).toBe(200);
  } else if (status !== 'placed') {
    await advanceOrder(t, order.orderNumber, status);
  }
  return order;
}

async function pointsOf(user: TestUser): Promise<number> {
  return (await t.as(user).get('/api/rewards')).json<{ balance: number }>().balance;
}

describe('the fulfilment state machine over the API', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES.filter((s) => s !== 'placed')) {
      const legal = canTransition(from, to);
      it(`${legal ? 'moves' : 'refuses with 409'} ${from} → ${to}`, async () => {
        const order = await orderIn(from);
        const response = await move(order.orderNumber, bodyFor(to));
        if (legal) {
          expect(response.statusCode).toBe(200);
          expect(response.json<AdminOrder>().status).toBe(to);
        } else {
          expect(response.statusCode).toBe(409);
          const refusal = transitionRefusal(from, to);
          expect(response.json()).toEqual({
            message: translate('en', refusal.message, refusal.values),
          });
          const seen = await t.as(asha).get(`/api/orders/${order.orderNumber}`);
          expect(seen.json<Order>().status).toBe(from);
        }
      });
    }
  }

  it('refuses in Hindi, statuses named in Hindi, when the console asks in Hindi', async () => {
    const order = await orderIn('placed');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/status`,
      headers: { ...staff.auth, 'accept-language': 'hi-IN' },
      payload: bodyFor('shipped'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'यह ऑर्डर दिया जा चुका है; अब इसे केवल पैक किया जा सकता है, भेजा नहीं।',
    });
  });

  it('refuses to move an order back to placed with 400', async () => {
    const order = await place(asha);
    const response = await move(order.orderNumber, { status: 'placed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Status must be one of/);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await move('0000000000', { status: 'packed' })).statusCode).toBe(404);
    expect((await t.as(staff).get('/api/admin/orders/0000000000')).statusCode).toBe(404);
  });
});

describe('who may move orders', () => {
  it('refuses a customer with 403, even on their own order, and changes nothing', async () => {
    const order = await place(asha);
    const response = await move(order.orderNumber, { status: 'packed' }, asha);
    expect(response.statusCode).toBe(403);
    expect((await t.as(asha).get('/api/admin/orders')).statusCode).toBe(403);
    expect((await t.as(asha).get(`/api/admin/orders/${order.orderNumber}`)).statusCode).toBe(403);
    const seen = await t.as(asha).get(`/api/orders/${order.orderNumber}`);
    expect(seen.json<Order>().status).toBe('placed');
  });

  it('lets an admin move orders as staff do', async () => {
    const order = await place(asha);
    expect((await move(order.orderNumber, { status: 'packed' }, admin)).statusCode).toBe(200);
  });

  it('does not show another customer the order or its timeline', async () => {
    const order = await orderIn('shipped');
    expect((await t.as(ravi).get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
  });
});

describe('shipping details', () => {
  const cases: [string, object, string][] = [
    ['no courier', { trackingNumber: 'AB-1' }, 'Courier is required to ship an order.'],
    [
      'no tracking number',
      { courier: 'Delhivery' },
      'Tracking number is required to ship an order.',
    ],
    [
      'a blank courier',
      { courier: '  ', trackingNumber: 'AB-1' },
      'Courier is required to ship an order.',
    ],
    [
      'a NUL in the courier',
      { courier: 'Del\u0000hivery', trackingNumber: 'AB-1' },
      'Courier must not contain control characters.',
    ],
    [
      'a NUL in the tracking number',
      { courier: 'Delhivery', trackingNumber: 'AB\u00001' },
      'Tracking number must not contain control characters.',
    ],
    [
      'a NUL in the note',
      { ...SHIPMENT, note: 'left at\u0000door' },
      'Note must not contain control characters.',
    ],
    [
      'a 61-character courier',
      { courier: 'x'.repeat(61), trackingNumber: 'AB-1' },
      'Courier must be at most 60 characters.',
    ],
    [
      'a 41-character tracking number',
      { courier: 'Delhivery', trackingNumber: '1'.repeat(41) },
      'Tracking number must be at most 40 characters.',
    ],
    [
      'spaces in the tracking number',
      { courier: 'Delhivery', trackingNumber: 'AB 12' },
      'Tracking number may hold only letters, digits and dashes.',
    ],
    [
      'a tracking number as a number',
      { courier: 'Delhivery', trackingNumber: 12345 },
      'Tracking number must be text.',
    ],
    [
      'a courier as a list',
      { courier: ['Delhivery'], trackingNumber: 'AB-1' },
      'Courier must be text.',
    ],
    [
      'a 501-character note',
      { ...SHIPMENT, note: 'n'.repeat(501) },
      'Note must be at most 500 characters.',
    ],
  ];
  for (const [name, fields, message] of cases) {
    it(`refuses ${name} with 400 naming the field, and does not ship`, async () => {
      const order = await orderIn('packed');
      const response = await move(order.orderNumber, { status: 'shipped', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      const seen = await t.as(asha).get(`/api/orders/${order.orderNumber}`);
      expect(seen.json<Order>().status).toBe('packed');
    });
  }

  it('refuses a status that is not text or not known with 400', async () => {
    const order = await place(asha);
    for (const status of [1, null, 'lost', 'x'.repeat(10_000)]) {
      const response = await move(order.orderNumber, { status });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Status/);
    }
  });

  it('shows the customer the courier, the tracking number and the timeline, without staff names', async () => {
    const order = await place(asha);
    await advanceOrder(t, order.orderNumber, 'shipped');
    const seen = (await t.as(asha).get(`/api/orders/${order.orderNumber}`)).json<Order>();
    expect(seen).toMatchObject({
      status: 'shipped',
      courier: SHIPMENT.courier,
      trackingNumber: SHIPMENT.trackingNumber,
      canCancel: false,
      canReturn: false,
      deliveredAt: null,
    });
    expect(seen.timeline.map((e) => e.status)).toEqual(['placed', 'packed', 'shipped']);
    expect(seen.timeline[2]).toMatchObject(SHIPMENT);
    expect(JSON.stringify(seen.timeline)).not.toContain('Meera');
    const times = seen.timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('green points', () => {
  it('are credited when the order is delivered, not before', async () => {
    const user = await t.signUp();
    const before = await pointsOf(user);
    const order = await place(user); // a bamboo toothbrush: its record's saving, in points
    const points = rewardPoints(order.carbonImpact.savings);
    expect(points).toBeGreaterThan(0);
    expect(order.rewardPoints).toBe(points);
    await advanceOrder(t, order.orderNumber, 'shipped');
    expect(await pointsOf(user)).toBe(before);
    await advanceOrder(t, order.orderNumber, 'delivered');
    expect(await pointsOf(user)).toBe(before + points);
    const delivered = (await t.as(user).get(`/api/orders/${order.orderNumber}`)).json<Order>();
    expect(delivered).toMatchObject({ status: 'delivered', rewardPoints: points, canReturn: true });
    expect(delivered.deliveredAt).not.toBeNull();
  });
});

describe('cancelling by staff', () => {
  it('restocks, reverses the carbon entries, credits and reverses no points', async () => {
    const user = await t.signUp();
    const mat = product(/cork yoga mat/i);
    const stock = await stockOf(t.db, mat._id);
    const order = await place(user, [{ productId: mat._id, quantity: 2 }]);
    await advanceOrder(t, order.orderNumber, 'packed');
    expect(await stockOf(t.db, mat._id)).toBe(stock - 2);
    const response = await move(order.orderNumber, {
      status: 'cancelled',
      note: 'Out of stock at the warehouse',
    });
    expect(response.statusCode).toBe(200);
    expect(await stockOf(t.db, mat._id)).toBe(stock);
    const carbon = await t.db
      .selectFrom('carbon_entries')
      .innerJoin('orders', 'orders.id', 'carbon_entries.order_id')
      .select(['carbon_entries.kg_co2e', 'carbon_entries.reversal'])
      .where('orders.order_number', '=', order.orderNumber)
      .execute();
    // Kept, counting nothing, marked as cancelled (decision 077).
    expect(carbon).toEqual([{ kg_co2e: 0, reversal: 'cancelled' }]);
    const ledger = await t.db
      .selectFrom('reward_entries')
      .select('points')
      .where('user_id', '=', user.id)
      .execute();
    expect(ledger).toEqual([]);
    const seen = (await t.as(user).get(`/api/orders/${order.orderNumber}`)).json<Order>();
    expect(seen).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(seen.cancelledAt).not.toBeNull();
  });

  it('lets the customer cancel a packed order too, with the same timeline', async () => {
    const order = await orderIn('packed');
    const response = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(response.statusCode).toBe(200);
    const detail = (
      await t.as(staff).get(`/api/admin/orders/${order.orderNumber}`)
    ).json<AdminOrder>();
    expect(detail.timeline.map((e) => [e.status, e.actor.name])).toEqual([
      ['placed', 'Customer'],
      ['packed', 'Meera Staff'],
      ['cancelled', 'Customer'],
    ]);
  });
});

describe('two staff moving one order at once', () => {
  it('ships it once: one 200, one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await orderIn('packed');
      const other = await t.signUp({ name: 'Kiran Staff', role: 'staff' });
      const [a, b] = await Promise.all([
        move(order.orderNumber, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'A-1' }),
        move(
          order.orderNumber,
          { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'B-2' },
          other,
        ),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toEqual({ message: 'This order is already shipped.' });
      const events = (await t.as(asha).get(`/api/orders/${order.orderNumber}`)).json<Order>()
        .timeline;
      expect(events.filter((e) => e.status === 'shipped')).toHaveLength(1);
    }
  });

  it('cancels or ships, never both, when one cancels as another ships', async () => {
    const user = await t.signUp();
    const jar = product(/glass storage jar/i);
    const order = await place(user, [{ productId: jar._id, quantity: 1 }]);
    await advanceOrder(t, order.orderNumber, 'packed');
    const stock = await stockOf(t.db, jar._id);
    const [a, b] = await Promise.all([
      move(order.orderNumber, { status: 'cancelled' }),
      move(order.orderNumber, bodyFor('shipped'), admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const final = (await t.as(user).get(`/api/orders/${order.orderNumber}`)).json<Order>();
    expect(await stockOf(t.db, jar._id)).toBe(final.status === 'cancelled' ? stock + 1 : stock);
  });
});

describe('the audit log', () => {
  it('has one entry per move by staff, with the status before and after', async () => {
    const order = await place(asha);
    await advanceOrder(t, order.orderNumber, 'shipped');
    const response = await t
      .as(admin)
      .get(`/api/admin/audit?entity=order&entityId=${order.orderNumber}`);
    expect(response.statusCode).toBe(200);
    const entries = response.json<AuditEntry[]>();
    expect(entries.map((e) => e.action)).toEqual(['order.ship', 'order.pack']);
    expect(entries[0]).toMatchObject({
      actor: { id: staff.id, name: 'Meera Staff', email: staff.email },
      before: { status: 'packed' },
      after: { status: 'shipped', ...SHIPMENT },
    });
  });

  it('has nothing for a refused move or the customer’s own cancel', async () => {
    const order = await place(asha);
    expect((await move(order.orderNumber, bodyFor('delivered'))).statusCode).toBe(409);
    await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    const entries = (
      await t.as(admin).get(`/api/admin/audit?entity=order&entityId=${order.orderNumber}`)
    ).json<AuditEntry[]>();
    expect(entries).toEqual([]);
  });
});

describe('the customer’s e-mail', () => {
  const mailsTo = (email: string, subject: RegExp) =>
    t.mails.filter((m) => m.to === email && subject.test(m.subject));

  it('tells them it shipped (with courier and tracking number), then that it arrived; packing sends nothing', async () => {
    const email = `mail-${Date.now()}@example.in`;
    const order = await place(asha, undefined, { email, firstName: 'Asha' });
    await advanceOrder(t, order.orderNumber, 'packed');
    await t.mailIdle();
    expect(t.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      `Order #${order.orderNumber} placed: awaiting payment`,
      `Order #${order.orderNumber} confirmed: payment received`, // paid by card
    ]);
    await advanceOrder(t, order.orderNumber, 'shipped');
    await t.mailIdle();
    const shipped = mailsTo(email, /has shipped/);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.subject).toBe(`Order #${order.orderNumber} has shipped`);
    expect(shipped[0]!.text).toContain(`Courier: ${SHIPMENT.courier}`);
    expect(shipped[0]!.text).toContain(`Tracking number: ${SHIPMENT.trackingNumber}`);
    await advanceOrder(t, order.orderNumber, 'delivered');
    await t.mailIdle();
    expect(mailsTo(email, /was delivered/)).toHaveLength(1);
    expect(mailsTo(email, /has shipped/)).toHaveLength(1);
  });

  it('tells them when staff cancel, with the reason and the refund', async () => {
    const email = `cancel-${Date.now()}@example.in`;
    const order = await place(asha, undefined, { email });
    await move(order.orderNumber, {
      status: 'cancelled',
      note: 'The courier cannot reach your PIN code',
    });
    await t.mailIdle();
    const [mail, ...more] = mailsTo(email, /was cancelled/);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Reason: The courier cannot reach your PIN code');
    expect(mail!.text).toMatch(/We are refunding ₹[\d,.]+ to your original payment method/);
  });

  it('queues nothing for a refused move', async () => {
    const email = `refused-${Date.now()}@example.in`;
    const order = await place(asha, undefined, { email });
    expect((await move(order.orderNumber, bodyFor('shipped'))).statusCode).toBe(409);
    await t.mailIdle();
    expect(mailsTo(email, /shipped|delivered|cancelled/)).toEqual([]);
  });
});

describe('the console’s orders', () => {
  it('shows an order with its customer, address, lines, totals, timeline and next steps', async () => {
    const order = await place(asha);
    await advanceOrder(t, order.orderNumber, 'packed');
    const response = await t.as(staff).get(`/api/admin/orders/${order.orderNumber}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminOrder>();
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'packed',
      customer: {
        id: asha.id,
        name: `${shipping.firstName} ${shipping.lastName}`,
        email: shipping.email,
      },
      shippingAddress: shipping,
      total: order.total,
      items: order.items,
      nextStatuses: ['shipped', 'cancelled'],
    });
    expect(detail.timeline).toEqual([
      expect.objectContaining({ status: 'placed', actor: { id: null, name: 'Customer' } }),
      expect.objectContaining({ status: 'packed', actor: { id: staff.id, name: 'Meera Staff' } }),
    ]);
  });

  it('lists orders newest first, by status, customer, order number and date, with X-Total-Count', async () => {
    const email = `kavya-${Date.now()}@example.in`;
    const kavya = await t.signUp({ name: 'Kavya Rao' });
    const first = await place(kavya, undefined, { firstName: 'Kavya', lastName: 'Rao', email });
    const second = await place(kavya, undefined, { firstName: 'Kavya', lastName: 'Rao', email });
    await advanceOrder(t, second.orderNumber, 'packed');
    const list = (query: string) => t.as(staff).get(`/api/admin/orders?${query}`);

    const byCustomer = await list(`customer=${encodeURIComponent(email)}`);
    expect(byCustomer.statusCode).toBe(200);
    expect(byCustomer.headers['x-total-count']).toBe('2');
    const rows = byCustomer.json<AdminOrderSummary[]>();
    expect(rows.map((r) => r.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(rows[0]).toEqual({
      orderNumber: second.orderNumber,
      status: 'packed',
      createdAt: second.createdAt,
      customer: { name: 'Kavya Rao', email },
      itemCount: 1,
      total: second.total,
      payment: 'paid',
    });
    const byName = (await list('customer=kavya%20rao&status=placed')).json<AdminOrderSummary[]>();
    expect(byName.map((r) => r.orderNumber)).toEqual([first.orderNumber]);
    const byNumber = (await list(`q=${first.orderNumber.slice(2, 8)}`)).json<AdminOrderSummary[]>();
    expect(byNumber.map((r) => r.orderNumber)).toContain(first.orderNumber);
    const paged = await list(`customer=${encodeURIComponent(email)}&limit=1&offset=1`);
    expect(paged.json<AdminOrderSummary[]>().map((r) => r.orderNumber)).toEqual([
      first.orderNumber,
    ]);
    expect(paged.headers['x-total-count']).toBe('2');
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const onToday = await list(`customer=${encodeURIComponent(email)}&from=${today}&to=${today}`);
    expect(onToday.headers['x-total-count']).toBe('2');
    const before = await list(`customer=${encodeURIComponent(email)}&to=2020-01-01`);
    expect(before.json()).toEqual([]);
    const wildcard = await list('customer=%25');
    expect(wildcard.headers['x-total-count']).toBe('0');
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['status=lost', /^Status must be one of/],
      ['from=yesterday', /^From must be a date/],
      ['to=2026-13-45', /^To is not a real date/],
      ['customer=a%00b', /^Customer must not contain control characters/],
      ['q=1%002', /^Search must not contain control characters/],
      [`customer=${'x'.repeat(300)}`, /^Customer must be at most 254 characters/],
      ['limit=1000000000000', /^Limit must be at most 100/],
    ];
    for (const [query, message] of cases) {
      const response = await t.as(staff).get(`/api/admin/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });
});
