import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, shipping, type TestApp, type TestUser } from '../../test/helpers.ts';
import { withTransaction } from '../db/transaction.ts';
import { placedOrderView, toOrder } from './order-view.ts';
import { placeOrderSteps } from './place-order.ts';

let t: TestApp;
/** Two products, first and second by id, each with 5 in stock. */
let first: string;
let second: string;

beforeAll(async () => {
  t = await buildTestApp();
  const bamboo = await t.db
    .selectFrom('products')
    .select('id')
    .where('name', '=', 'Bamboo Toothbrush (Pack of 4)')
    .executeTakeFirstOrThrow();
  const other = await t.db
    .selectFrom('products')
    .select('id')
    .where('id', '!=', bamboo.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  [first, second] = [bamboo.id, other.id].sort() as [string, string];
  await t.db.updateTable('products').set({ stock: 5 }).where('id', 'in', [first, second]).execute();
});
afterAll(async () => {
  await t?.close();
});

/** What placing an order touches, in every feature, for one shopper. */
async function footprint(user: TestUser) {
  const count = async (table: 'orders' | 'carbon_entries' | 'reward_entries' | 'cart_items') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stock = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', 'in', [first, second])
    .orderBy('id')
    .execute();
  const profile = await t.db
    .selectFrom('user_profiles')
    .select('saved_payment_method')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    orders: await count('orders'),
    carbonEntries: await count('carbon_entries'),
    rewardEntries: await count('reward_entries'),
    cartLines: await count('cart_items'),
    stock: stock.map((s) => s.stock),
    savedPayment: profile?.saved_payment_method ?? null,
    timeline: (
      await t.db
        .selectFrom('order_events')
        .innerJoin('orders', 'orders.id', 'order_events.order_id')
        .select(['order_events.status', 'order_events.actor_name'])
        .where('orders.user_id', '=', user.id)
        .execute()
    ).map((e) => `${e.status} by ${e.actor_name}`),
  };
}

/** Places an order of these quantities of first and second, saving the shipping details. */
function placeInOneTransaction(user: TestUser, firstQuantity: number, secondQuantity: number) {
  return withTransaction(t.db, (trx) =>
    placeOrderSteps(trx, {
      userId: user.id,
      input: {
        items: [
          { productId: first, quantity: firstQuantity },
          { productId: second, quantity: secondQuantity },
        ],
        shipping,
        paymentMethod: 'upi',
        saveInfo: true,
      },
      idempotency: null,
    }),
  );
}

async function withCartLines(user: TestUser) {
  await t.db
    .insertInto('cart_items')
    .values([first, second].map((id) => ({ user_id: user.id, product_id: id, quantity: 1 })))
    .execute();
}

describe('placeOrderSteps', () => {
  it("runs every feature's step: stock, order and its timeline, cart, carbon, saved details; points wait for delivery", async () => {
    const asha = await t.signUp();
    await withCartLines(asha);
    const { row: order } = await placeInOneTransaction(asha, 2, 1);
    expect(order.order_number).toMatch(/^\d{10}$/);
    expect(await footprint(asha)).toEqual({
      orders: 1,
      carbonEntries: 2,
      rewardEntries: 0,
      cartLines: 0,
      stock: [3, 4],
      savedPayment: 'upi',
      timeline: ['placed by Customer'],
    });
  });

  it('answers with the same order view as reading the order back (nothing is read back)', async () => {
    const meera = await t.signUp();
    const placed = await placeInOneTransaction(meera, 1, 2);
    const view = placedOrderView(placed);
    expect(view.items).toHaveLength(2);
    expect(view).toEqual(await toOrder(t.db, placed.row));
  });

  it('leaves every feature as it was when a step fails', async () => {
    const ravi = await t.signUp();
    await withCartLines(ravi);
    const before = await footprint(ravi);
    const placing = placeInOneTransaction(ravi, 1, 99);
    await expect(placing).rejects.toMatchObject({ statusCode: 409 });
    expect(await footprint(ravi)).toEqual(before);
  });
});
