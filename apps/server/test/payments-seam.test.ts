// A second payment provider needs only its own folder and one registration line (decision 065).
// "Made-up Pay" below is written as a provider's folder would be, speaking a wire format of its
// own (sessions, charges, a MAC header), and registered with one line. Through the shop's
// routes it takes an order from start to its webhook's "paid", to a refund and its
// confirmation; decision 056's rules apply to it without a line of its own; the CSP lets its
// script in; other providers' routes are refused.
import { createHmac, randomBytes } from 'node:crypto';
import type { AdminOrder } from '@harit/core/fulfilment';
import type { PaymentOptions } from '@harit/core/payments';
import type { Order, PaymentCheckout, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentProviderDefinition,
} from '../src/features/payments/provider.ts';
import { paymentProviders } from '../src/features/payments/providers/index.ts';
import { sendDueRefunds } from '../src/features/payments/sweeper.ts';
import { productInStock, type TestUser, useTestApp } from './helpers.ts';
import { placeAndStartPayment } from './payment-helpers.ts';

// ---- Made-up Pay: what would be apps/server/src/features/payments/providers/made-up/index.ts
const SECRET = 'made-up-pay-secret';
const mac = (data: string) => createHmac('sha256', SECRET).update(data).digest('hex');
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
/** What Made-up Pay's "servers" saw: sessions opened and refunds asked for. */
const seen = {
  sessions: [] as { session: string; amount: number }[],
  refunds: [] as { charge: string; amount: number }[],
};

interface MadeUpEvent {
  kind: 'charge.succeeded' | 'charge.declined' | 'refund.settled' | 'refund.bounced';
  session?: string;
  charge?: string;
  refund?: string;
  cents?: number;
  ccy?: string;
  state?: string;
}

function toEvent(body: MadeUpEvent): PaymentEvent {
  if (body.kind === 'refund.settled' || body.kind === 'refund.bounced') {
    return {
      type: body.kind === 'refund.settled' ? 'refund-processed' : 'refund-failed',
      refundId: body.refund ?? '',
      paymentId: body.charge ?? null,
      amount: body.cents ?? null,
      currency: body.ccy ?? null,
      reason: body.kind === 'refund.bounced' ? 'bounced' : null,
    };
  }
  if (!body.session || !body.charge) return { type: 'ignored' };
  if (body.kind === 'charge.declined') {
    return { type: 'failed', reference: body.session, paymentId: body.charge, reason: 'Declined' };
  }
  return {
    type: 'paid',
    reference: body.session,
    paymentId: body.charge,
    reported: {
      amount: body.cents ?? null,
      currency: body.ccy ?? null,
      status: body.state ?? null,
      captured: body.state === 'settled',
    },
  };
}

const madeUpPay: PaymentProvider = {
  id: 'made-up',
  cspSources: {
    script: ['https://js.made-up.example'],
    frame: ['https://pay.made-up.example'],
    connect: ['https://api.made-up.example'],
  },
  async initiate({ amountPaise, reference }) {
    const session = reference ?? id('sess');
    if (!reference) seen.sessions.push({ session, amount: amountPaise });
    return { reference: session, clientData: { session, cents: amountPaise } };
  },
  verifyReturn(body) {
    const { session = '', charge = '', signature = '' } = body;
    return signature === mac(`${session}.${charge}`)
      ? { ok: true, reference: session, paymentId: charge }
      : { ok: false, message: 'The payment signature does not match.' };
  },
  parseWebhook(headers, rawBody) {
    if (headers['x-made-up-mac'] !== mac(rawBody)) {
      return { ok: false, message: 'The webhook signature does not match.' };
    }
    const body = JSON.parse(rawBody) as MadeUpEvent & { delivery: string };
    return { ok: true, eventId: body.delivery, name: body.kind, event: toEvent(body) };
  },
  async refund({ paymentId, amountPaise }) {
    seen.refunds.push({ charge: paymentId, amount: amountPaise });
    return { refundId: `re_${paymentId}` };
  },
};
const madeUp: PaymentProviderDefinition = {
  id: 'made-up',
  create: () => madeUpPay,
  describe: { active: 'card and UPI payments through Made-up Pay', off: 'no Made-up Pay keys' },
};
// ---- end of the folder

// The one registration line (in the shop: a line in providers/index.ts). Taken out again after
// this file: the test runner may run other files in this process after it.
paymentProviders.push(madeUp);
afterAll(() => {
  paymentProviders.splice(paymentProviders.indexOf(madeUp), 1);
});

const t = useTestApp();
const quiet = { warn() {}, error() {} };
let asha: TestUser;
let merchant: TestUser;
let product: Product;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  merchant = await t.signUp({ name: 'Meera Shah', role: 'admin' });
  product = await productInStock(t, 20);
});

const placeAndStart = async () => {
  const { order, start } = await placeAndStartPayment<{ session: string; cents: number }>(
    t,
    asha,
    product._id,
    { quantity: 1, provider: 'made-up' },
  );
  return { order, checkout: start };
};

function deliver(event: MadeUpEvent, { signed = true, provider = 'made-up' } = {}) {
  const body = JSON.stringify({ ...event, delivery: id('dlv') });
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    headers: { 'content-type': 'application/json', 'x-made-up-mac': signed ? mac(body) : 'x' },
    payload: body,
  });
}

const paymentOf = async (orderNumber: string) =>
  (await t.as(asha).get(`/api/orders/${orderNumber}`)).json<Order>().payment.status;

describe('a provider registered with one line', () => {
  it('takes card and UPI payments in place of the test gateway, and the CSP lets its script in', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json<PaymentOptions>()).toEqual({
      provider: 'made-up',
      methods: ['credit-card', 'upi', 'cod'],
    });
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain("script-src 'self' https://js.made-up.example");
    expect(csp).toContain('frame-src https://pay.made-up.example');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.made-up\.example/);
  });

  it('takes an order through start, its webhook "paid", cancelling, the refund and its confirmation', async () => {
    const { order, checkout } = await placeAndStart();
    expect(checkout.provider).toBe('made-up');
    expect(checkout.clientData.cents).toBe(Math.round(order.total * 100));
    expect(seen.sessions).toContainEqual({
      session: checkout.clientData.session,
      amount: Math.round(order.total * 100),
    });
    // Starting again reuses the session.
    const again = await t.as(asha).post(`/api/payments/${order.orderNumber}/start`);
    expect(again.json<PaymentCheckout>().clientData).toEqual(checkout.clientData);

    const paid: MadeUpEvent = {
      kind: 'charge.succeeded',
      session: checkout.clientData.session,
      charge: 'ch_1',
      cents: checkout.clientData.cents,
      ccy: 'INR',
      state: 'settled',
    };
    expect((await deliver(paid, { signed: false })).statusCode).toBe(400);
    expect((await deliver(paid, { provider: 'test' })).statusCode).toBe(400);
    expect((await deliver(paid, { provider: 'nobody' })).statusCode).toBe(404);
    expect(await paymentOf(order.orderNumber)).toBe('pending');
    expect((await deliver(paid)).json()).toEqual({ status: 'processed' });
    expect(await paymentOf(order.orderNumber)).toBe('paid');

    const cancelled = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancelled.json<Order>().payment.status).toBe('refunded');
    expect(await sendDueRefunds(t.db, madeUpPay, quiet)).toBe(1);
    expect(seen.refunds).toContainEqual({
      charge: 'ch_1',
      amount: Math.round(order.total * 100),
    });
    // Its confirmation of a refund already marked sent when its API answered changes nothing.
    const settled = await deliver({ kind: 'refund.settled', refund: 're_ch_1', charge: 'ch_1' });
    expect(settled.json()).toEqual({ status: 'ignored' });
  });

  it('settles through the values its page hands back, signature checked', async () => {
    const { order, checkout } = await placeAndStart();
    const session = checkout.clientData.session;
    const forged = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      session,
      charge: 'ch_2',
      signature: mac(`${session}.ch_other`),
    });
    expect(forged.statusCode).toBe(400);
    const returned = await t.as(asha).post(`/api/payments/${order.orderNumber}/verify`, {
      session,
      charge: 'ch_2',
      signature: mac(`${session}.ch_2`),
    });
    expect(returned.statusCode).toBe(200);
    expect(await paymentOf(order.orderNumber)).toBe('paid');
  });

  it("gets decision 056's rules without a line of its own: ₹1 does not settle, is refunded, and a refund that bounces shows", async () => {
    const { order, checkout } = await placeAndStart();
    const short: MadeUpEvent = {
      kind: 'charge.succeeded',
      session: checkout.clientData.session,
      charge: 'ch_short',
      cents: 100,
      ccy: 'INR',
      state: 'settled',
    };
    expect((await deliver(short)).json()).toEqual({ status: 'processed' });
    expect(await paymentOf(order.orderNumber)).toBe('pending');
    const view = async () =>
      (await t.as(merchant).get(`/api/admin/orders/${order.orderNumber}`)).json<AdminOrder>()
        .paymentMismatches;
    expect(await view()).toEqual([
      expect.objectContaining({ paymentId: 'ch_short', mismatch: 'amount', refund: 'pending' }),
    ]);
    expect(await sendDueRefunds(t.db, madeUpPay, quiet)).toBe(1);
    expect(seen.refunds).toContainEqual({ charge: 'ch_short', amount: 100 });
    expect((await view())[0]!.refund).toBe('processed');
    await deliver({ kind: 'refund.bounced', refund: 're_ch_short', charge: 'ch_short' });
    expect((await view())[0]!.refund).toBe('failed');

    // Authorised, not taken: recorded, nothing refunded; declined: the order shows it failed.
    await deliver({ ...short, charge: 'ch_auth', cents: checkout.clientData.cents, state: 'held' });
    await deliver({
      kind: 'charge.declined',
      session: checkout.clientData.session,
      charge: 'ch_no',
    });
    expect(await paymentOf(order.orderNumber)).toBe('failed');
    expect(await sendDueRefunds(t.db, madeUpPay, quiet)).toBe(0);
    expect((await view()).map((m) => m.mismatch)).toEqual(['amount', 'status']);
  });
});
