import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, placedOrderId, type TestApp, type TestUser } from '../../../test/helpers.ts';
import {
  creditOrderPoints,
  pointsEarnedByOrders,
  pointsReversedOfOrders,
  reverseOrderPoints,
  reverseReturnedPoints,
} from './service.ts';

let t: TestApp;
let asha: TestUser;
/** An order of Asha's that earned nothing (reward_entries.order_id references orders). */
let orderId: string;

beforeAll(async () => {
  t = await buildTestApp();
  asha = await t.signUp();
  // A copper bottle emits CO2e, so its order earns no points of its own.
  const bottle = await t.db
    .selectFrom('products')
    .select('id')
    .where('name', '=', 'Copper Water Bottle 1L')
    .executeTakeFirstOrThrow();
  orderId = await placedOrderId(t, asha, bottle.id);
});
afterAll(async () => {
  await t?.close();
});

const ledger = () =>
  t.db
    .selectFrom('reward_entries')
    .select(['points', 'reason'])
    .where('user_id', '=', asha.id)
    .orderBy('created_at')
    .orderBy('points', 'desc')
    .execute();

describe('green points of an order', () => {
  it('credits nothing for 0 points', async () => {
    await creditOrderPoints(t.db, { userId: asha.id, orderId, points: 0, reason: 'nothing' });
    expect(await ledger()).toEqual([]);
    expect(await pointsEarnedByOrders(t.db, [orderId])).toEqual(new Map());
  });

  it('credits the points once, and a reversal takes them back once however often it runs', async () => {
    await creditOrderPoints(t.db, { userId: asha.id, orderId, points: 30, reason: 'saved 3 kg' });
    // Delivered after being credited when placed (before decision 024): nothing more.
    await creditOrderPoints(t.db, { userId: asha.id, orderId, points: 30, reason: 'again' });
    expect(await pointsEarnedByOrders(t.db, [orderId])).toEqual(new Map([[orderId, 30]]));
    await reverseOrderPoints(t.db, { userId: asha.id, orderId, reason: 'cancelled' });
    await reverseOrderPoints(t.db, { userId: asha.id, orderId, reason: 'cancelled' });
    expect(await ledger()).toEqual([
      { points: 30, reason: 'saved 3 kg' },
      { points: -30, reason: 'cancelled' },
    ]);
    // What the order earned stays on the order; the balance is what reverses.
    expect(await pointsEarnedByOrders(t.db, [orderId])).toEqual(new Map([[orderId, 30]]));
    // The reversal says why, and the order shows what was taken back (decision 077).
    const reversal = await t.db
      .selectFrom('reward_entries')
      .select('reversal')
      .where('order_id', '=', orderId)
      .where('points', '<', 0)
      .executeTakeFirstOrThrow();
    expect(reversal.reversal).toBe('cancelled');
    expect(await pointsReversedOfOrders(t.db, [orderId])).toEqual(new Map([[orderId, 30]]));
  });
});

describe('green points after a return', () => {
  it('lowers what an order holds to what its kept units earn, and never below', async () => {
    const other = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Copper Water Bottle 1L')
      .executeTakeFirstOrThrow();
    const ravi = await t.signUp();
    const order = await placedOrderId(t, ravi, other.id);
    const held = async () =>
      (
        await t.db
          .selectFrom('reward_entries')
          .select((eb) => eb.fn.sum<number>('points').as('net'))
          .where('order_id', '=', order)
          .executeTakeFirstOrThrow()
      ).net;
    await creditOrderPoints(t.db, {
      userId: ravi.id,
      orderId: order,
      points: 50,
      reason: 'saved 5 kg',
    });
    expect(
      await reverseReturnedPoints(t.db, {
        userId: ravi.id,
        orderId: order,
        keepPoints: 25,
        reason: '1 returned',
      }),
    ).toBe(25);
    expect(Number(await held())).toBe(25);
    // Again with the same keep: nothing more.
    expect(
      await reverseReturnedPoints(t.db, {
        userId: ravi.id,
        orderId: order,
        keepPoints: 25,
        reason: 'again',
      }),
    ).toBe(0);
    expect(
      await reverseReturnedPoints(t.db, {
        userId: ravi.id,
        orderId: order,
        keepPoints: -5,
        reason: 'all',
      }),
    ).toBe(25);
    expect(Number(await held())).toBe(0);
  });
});
