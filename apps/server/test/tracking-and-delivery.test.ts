// Where a parcel is and when it comes (decision 076): the order-placed mail gives the PIN zone's
// delivery estimate (decision 029), the shipped mail the courier's tracking page and the same
// estimate. Runs on PGlite and on PostgreSQL.
import { deliveryEstimate } from '@harit/core/delivery';
import { LOCALE_OF } from '@harit/core/language';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from './fulfilment-helpers.ts';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let product: Product;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=20' })).json<
    Product[]
  >();
  product = catalogue.find((p) => p.stock > 10)!;
});

/** As the mails write a date (mail/templates/engine.ts). */
const day = (iso: string) =>
  new Intl.DateTimeFormat(LOCALE_OF.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

describe('the order mails', () => {
  it('give the delivery estimate when placed, and the tracking page when shipped', async () => {
    const placed = await t.as(asha).post('/api/orders', {
      items: [{ productId: product._id, quantity: 1 }],
      shipping,
      paymentMethod: 'cod',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    // Pune (411001) is a metro for a Karnataka seller: 2–3 days.
    const estimate = deliveryEstimate(
      { district: 'Pune', state: 'Maharashtra' },
      'Karnataka',
      new Date(order.createdAt),
    );
    await advanceOrder(t, order.orderNumber, 'shipped');
    await t.mailIdle();
    const mails = t.mails.filter((m) => m.subject.includes(order.orderNumber));
    const confirmed = mails.find((m) => m.subject.includes('confirmed'))!;
    const shipped = mails.find((m) => m.subject.includes('shipped'))!;
    const expected = `Expected delivery: ${day(estimate.earliest)} to ${day(estimate.latest)}.`;
    expect(confirmed.text).toContain(expected);
    expect(shipped.text).toContain(
      'Track it on Delhivery’s site: https://www.delhivery.com/track/package/DL-123456789',
    );
    expect(shipped.html).toContain('href="https://www.delhivery.com/track/package/DL-123456789"');
    expect(shipped.text).toContain(expected);
    expect(estimate.maxDays).toBe(3);
  });
});
