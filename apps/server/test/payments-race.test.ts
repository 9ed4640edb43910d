// A provider's confirmation and the expiry sweeper arriving at the same moment: both
// lock the payment row, so exactly one outcome — paid and kept, or expired, cancelled with its
// stock back, and the late money refunded. Meaningful on PostgreSQL (TEST_DATABASE_URL), where
// the two run on separate connections at once; PGlite runs them one after the other.
import { createHmac } from 'node:crypto';
import type { Order, Product } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { expireOverdueOrders } from '../src/workflows/expire-unpaid-order.ts';
import { shipping, stockOf, TEST_ENV, useTestApp } from './helpers.ts';

const gatewaySecret = loadConfig({
  DATA_DIR: 'memory://',
  AUTH_SECRET: TEST_ENV.AUTH_SECRET,
}).payments.testGatewaySecret;

describe('a webhook racing the expiry sweeper', () => {
  const t = useTestApp({ PAYMENT_SWEEP_MS: '3600000' });

  it('ends every race in exactly one outcome, with stock and money consistent', async () => {
    const asha = await t.signUp();
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
      .json<Product[]>()
      .find((p) => p.stock > 40)!;
    const stockBefore = await stockOf(t.db, product._id);
    const rounds = 8;
    const orders: { orderNumber: string; total: number; providerOrderId: string }[] = [];
    for (let i = 0; i < rounds; i++) {
      const placed = await t.as(asha).post('/api/orders', {
        items: [{ productId: product._id, quantity: 2 }],
        shipping,
        paymentMethod: 'upi',
      });
      const { orderNumber, total } = placed.json<Order>();
      const start = await t.as(asha).post(`/api/payments/${orderNumber}/start`);
      expect(start.statusCode).toBe(200);
      orders.push({ orderNumber, total, providerOrderId: start.json().clientData.reference });
    }
    // Every order overdue at once, so the sweeper takes any it can. Moving the deadline rather
    // than waiting for it keeps a slow machine from expiring an order before its payment starts.
    await t.db
      .updateTable('payments')
      .set({ pay_by: new Date(Date.now() - 1_000) })
      .where(
        'order_number',
        'in',
        orders.map((o) => o.orderNumber),
      )
      .execute();

    const [, ...answers] = await Promise.all([
      expireOverdueOrders(t.db),
      ...orders.map(({ providerOrderId, total }, i) => {
        // What the test gateway's event carries: only the order's amount, in INR, captured
        // settles it (decision 056).
        const body = JSON.stringify({
          event: 'paid',
          reference: providerOrderId,
          paymentId: `pay_race_${i}`,
          amount: Math.round(total * 100),
          currency: 'INR',
          status: 'captured',
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook/test',
          headers: {
            'content-type': 'application/json',
            'x-test-gateway-signature': createHmac('sha256', gatewaySecret)
              .update(body)
              .digest('hex'),
            'x-test-gateway-event-id': `evt_race_${i}`,
          },
          payload: body,
        });
      }),
    ]);
    for (const answer of answers) expect(answer.json()).toEqual({ status: 'processed' });
    // The sweeper's next pass: anything the webhook did not settle in time.
    await expireOverdueOrders(t.db);

    let kept = 0;
    for (const { orderNumber } of orders) {
      const order = (await t.as(asha).get(`/api/orders/${orderNumber}`)).json<Order>();
      const refunds = await t.db
        .selectFrom('payment_refunds')
        .innerJoin('payments', 'payments.order_id', 'payment_refunds.order_id')
        .select('payment_refunds.amount_paise')
        .where('payments.order_number', '=', orderNumber)
        .execute();
      if (order.status === 'placed') {
        kept++;
        expect(order.payment.status).toBe('paid');
        expect(refunds).toEqual([]);
      } else {
        expect(order.status).toBe('cancelled');
        expect(order.payment.status).toBe('refunded');
        expect(refunds).toEqual([{ amount_paise: Math.round(order.total * 100) }]);
      }
    }
    expect(await stockOf(t.db, product._id)).toBe(stockBefore - 2 * kept);
  });
});

describe('checkouts at once against the unpaid-order limit', () => {
  const t = useTestApp({ PAYMENT_MAX_UNPAID_ORDERS: '2' });

  it('lets exactly the limit through when one account places many unpaid orders at once', async () => {
    const asha = await t.signUp();
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
      .json<Product[]>()
      .find((p) => p.stock > 40)!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.as(asha).post('/api/orders', {
          items: [{ productId: product._id, quantity: 1 }],
          shipping,
          paymentMethod: 'upi',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
  });
});
