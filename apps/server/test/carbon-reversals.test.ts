// Reversals shown where they happened (decision 077): a cancelled order, and refunded returns,
// take their carbon out of the tracker and their points out of the ledger, and the order, the
// tracker (summary and entries) and the rewards ledger say so.
import { recordImpact } from '@harit/core/carbon-figure';
import { rewardPoints } from '@harit/core/orders';
import type { CarbonEntry, CarbonSummary, Order, Product, Rewards } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, receivedReturn, refundReturn } from './fulfilment-helpers.ts';
import { placeOrder, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let staff: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  staff = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const product = (pattern: RegExp) => catalogue.find((p) => pattern.test(p.name))!;

const summaryOf = async (user: TestUser) =>
  (await t.as(user).get('/api/carbon/summary')).json<CarbonSummary>();

const entriesOf = async (user: TestUser) =>
  (await t.as(user).get('/api/carbon/entries?limit=100')).json<CarbonEntry[]>();

const orderOf = async (user: TestUser, orderNumber: string) =>
  (await t.as(user).get(`/api/orders/${orderNumber}`)).json<Order>();

describe('a cancelled order', () => {
  it('moves the tracker by exactly 2 × the figure, and cancelling moves it back, saying why', async () => {
    const asha = await t.signUp({ name: 'Asha Verma' });
    const saver = product(/copper water bottle/i);
    const adder = product(/compostable garbage bags/i);
    expect(saver.carbon.netKgPerUnit).toBeLessThan(0);
    expect(adder.carbon.netKgPerUnit).toBeGreaterThan(0);
    const before = await summaryOf(asha);

    const order = await placeOrder(t, asha, [
      { productId: saver._id, quantity: 2 },
      { productId: adder._id, quantity: 1 },
    ]);
    const placed = await summaryOf(asha);
    const saved = Math.round(-saver.carbon.netKgPerUnit * 2 * 10) / 10;
    expect(placed.savedEmissions).toBeCloseTo(before.savedEmissions + saved, 5);
    expect(placed.monthlyEmissions).toBeCloseTo(
      before.monthlyEmissions + adder.carbon.netKgPerUnit,
      5,
    );
    expect(placed.reversed).toEqual({ emitted: 0, saved: 0, lines: 0 });

    const cancelled = await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const impact = recordImpact([
      { netKgPerUnit: saver.carbon.netKgPerUnit, quantity: 2 },
      { netKgPerUnit: adder.carbon.netKgPerUnit, quantity: 1 },
    ]);
    // The order says what was taken back: all of it.
    expect(cancelled.json<Order>()).toMatchObject({
      status: 'cancelled',
      carbonImpact: impact,
      carbonReversed: { ...impact, reason: 'cancelled' },
      rewardPointsReversed: 0,
    });
    expect((await orderOf(asha, order.orderNumber)).carbonReversed).toEqual({
      ...impact,
      reason: 'cancelled',
    });

    // The tracker's month is back where it was, and the summary says by how much and why.
    const after = await summaryOf(asha);
    expect(after.savedEmissions).toBeCloseTo(before.savedEmissions, 5);
    expect(after.monthlyEmissions).toBeCloseTo(before.monthlyEmissions, 5);
    expect(after.ecoProductsPurchased).toBe(before.ecoProductsPurchased);
    expect(after.reversed).toEqual({
      emitted: adder.carbon.netKgPerUnit,
      saved,
      lines: 2,
    });

    // Its entries stay, counting nothing, each with its reversal.
    const entries = (await entriesOf(asha)).filter((e) => e.orderNumber === order.orderNumber);
    expect(entries).toHaveLength(2);
    const bottle = entries.find((e) => e.productId === saver._id)!;
    expect(bottle).toMatchObject({
      quantity: 0,
      kgCo2e: 0,
      ecoUnits: 0,
      reversal: { units: 2, kgCo2e: -saved, reason: 'cancelled' },
    });
    expect(Date.parse(bottle.reversal!.at)).not.toBeNaN();
  });

  it('keeps another shopper’s reversals out of one’s tracker', async () => {
    const asha = await t.signUp();
    const ravi = await t.signUp();
    const order = await placeOrder(t, asha, [{ productId: product(/jute/i)._id, quantity: 1 }]);
    await t.as(asha).post(`/api/orders/${order.orderNumber}/cancel`);
    expect((await summaryOf(ravi)).reversed).toEqual({ emitted: 0, saved: 0, lines: 0 });
    expect(await entriesOf(ravi)).toEqual([]);
    expect((await t.as(ravi).get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
  });
});

describe('a refunded return', () => {
  it('takes the returned units’ carbon and points back, and the order, tracker and ledger say so', async () => {
    const asha = await t.signUp({ name: 'Asha Verma' });
    const bamboo = product(/bamboo toothbrush/i);
    const perUnit = -bamboo.carbon.netKgPerUnit;
    const order = await placeOrder(t, asha, [{ productId: bamboo._id, quantity: 3 }]);
    await advanceOrder(t, order.orderNumber, 'delivered');
    const earned = rewardPoints(3 * perUnit);
    expect((await orderOf(asha, order.orderNumber)).rewardPoints).toBe(earned);
    const before = await summaryOf(asha);

    const detail = await receivedReturn(t, asha, staff, {
      orderNumber: order.orderNumber,
      productId: bamboo._id,
      quantity: 2,
      reason: 'Bristles too hard',
    });
    // Requested, not yet refunded: nothing is taken back.
    expect((await orderOf(asha, order.orderNumber)).carbonReversed).toBeNull();
    await refundReturn(t, staff, detail.id, detail.maxRefund);

    const twoUnits = recordImpact([{ netKgPerUnit: -perUnit, quantity: 2 }]);
    const kept = rewardPoints(3 * perUnit - twoUnits.savings);
    const seen = await orderOf(asha, order.orderNumber);
    expect(seen).toMatchObject({
      carbonReversed: { ...twoUnits, reason: 'returned' },
      rewardPoints: earned,
      rewardPointsReversed: earned - kept,
    });

    const after = await summaryOf(asha);
    expect(after.savedEmissions).toBeCloseTo(before.savedEmissions - twoUnits.savings, 5);
    expect(after.reversed).toEqual({ emitted: 0, saved: twoUnits.savings, lines: 1 });
    const [entry] = (await entriesOf(asha)).filter((e) => e.orderNumber === order.orderNumber);
    expect(entry).toMatchObject({
      quantity: 1,
      kgCo2e: -perUnit,
      reversal: { units: 2, kgCo2e: -twoUnits.savings, reason: 'returned' },
    });

    const ledger = (await t.as(asha).get('/api/rewards')).json<Rewards>();
    expect(ledger.balance).toBe(kept);
    expect(
      ledger.entries
        .filter((e) => e.orderNumber === order.orderNumber)
        .map(({ points, reversal, savedKg }) => ({ points, reversal, savedKg })),
    ).toEqual([
      // The ledger names each entry from its kind; an earned one by the kg its order saved.
      { points: -(earned - kept), reversal: 'returned', savedKg: null },
      {
        points: earned,
        reversal: null,
        savedKg: recordImpact([{ netKgPerUnit: -perUnit, quantity: 3 }]).savings,
      },
    ]);
  });
});
