// When the built-in test gateway takes card and UPI payments (decision 056): in the embedded
// demo, or where PAYMENTS_TEST_GATEWAY=true asks for it; never by itself beside DATABASE_URL.
// Without a provider, the checkout is told it offers cash on delivery only and a card or UPI
// order is refused with a sentence, in the shopper's language.
import type { PaymentOptions } from '@harit/core/payments';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../src/config.ts';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const OFF_MESSAGE = 'Online payment is not set up; choose cash on delivery.';

describe('PAYMENTS_TEST_GATEWAY', () => {
  const base = { DATA_DIR: IN_MEMORY, NODE_ENV: 'test' };
  const postgres = { ...base, DATABASE_URL: 'postgres://db.example/harit' };
  const razorpay = {
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret-x',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-x',
  };

  it('is on for the embedded demo and off with DATABASE_URL, unless set on purpose', () => {
    expect(loadConfig(base, false).payments.testGateway).toBe(true);
    expect(loadConfig(postgres, false).payments.testGateway).toBe(false);
    expect(
      loadConfig({ ...postgres, PAYMENTS_TEST_GATEWAY: 'true' }, false).payments.testGateway,
    ).toBe(true);
    expect(
      loadConfig({ ...base, PAYMENTS_TEST_GATEWAY: 'false' }, false).payments.testGateway,
    ).toBe(false);
    expect(() => loadConfig({ ...base, PAYMENTS_TEST_GATEWAY: 'maybe' }, false)).toThrow(
      /PAYMENTS_TEST_GATEWAY/,
    );
  });

  it('leaves payments to Razorpay when its keys are set', () => {
    const config = loadConfig({ ...postgres, ...razorpay, PAYMENTS_TEST_GATEWAY: 'true' }, false);
    expect(config.payments.razorpay).not.toBeNull();
  });
});

async function someProduct(app: ReturnType<typeof useTestApp>['app']): Promise<Product> {
  const catalogue = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
    Product[]
  >();
  return catalogue.find((p) => p.stock > 20)!;
}

describe('with the test gateway off and no Razorpay keys', () => {
  const t = useTestApp({ PAYMENTS_TEST_GATEWAY: 'false' });
  let asha: TestUser;
  let product: Product;
  beforeAll(async () => {
    asha = await t.signUp();
    product = await someProduct(t.app);
  });
  const place = (paymentMethod: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asha.auth, ...headers },
      payload: { items: [{ productId: product._id, quantity: 1 }], shipping, paymentMethod },
    });

  it('tells the checkout that only cash on delivery is offered', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentOptions>()).toEqual({ provider: null, methods: ['cod'] });
  });

  it('refuses card and UPI orders with a 409 that says why, in Hindi too, and takes none', async () => {
    for (const method of ['credit-card', 'upi']) {
      const refused = await place(method);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(OFF_MESSAGE);
    }
    const hindi = await place('upi', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe('ऑनलाइन भुगतान अभी चालू नहीं है; कैश ऑन डिलीवरी चुनें।');
    expect((await t.as(asha).get('/api/orders')).json<Order[]>()).toEqual([]);
  });

  it('takes cash on delivery', async () => {
    const placed = await place('cod');
    expect(placed.statusCode).toBe(201);
    expect(placed.json<Order>().payment.status).toBe('pay-on-delivery');
  });

  it('has no test gateway to mark an order paid', async () => {
    const order = (await place('cod')).json<Order>();
    const start = await t.as(asha).post(`/api/payments/${order.orderNumber}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(OFF_MESSAGE);
    const simulated = await t.as(asha).post(`/api/payments/${order.orderNumber}/test-gateway`, {
      channel: 'card',
      outcome: 'success',
    });
    expect(simulated.statusCode).toBe(404);
    expect(
      (await t.as(asha).get(`/api/orders/${order.orderNumber}`)).json<Order>().payment,
    ).toEqual(expect.objectContaining({ status: 'pay-on-delivery' }));
  });
});

describe('with the test gateway on', () => {
  const t = useTestApp({ PAYMENTS_TEST_GATEWAY: 'true' });

  it('offers card, UPI and cash on delivery through it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(response.json<PaymentOptions>()).toEqual({
      provider: 'test',
      methods: ['credit-card', 'upi', 'cod'],
    });
  });
});
