// Migration 0021 (decision 032): orders placed before payments existed get a payment once —
// cash on delivery "Pay on delivery" (paid if delivered), card and UPI paid (the simulated
// checkout accepted them), cancelled ones not charged. Runs the migration down to 0018 on a
// fresh database, stores orders as they were before it, and runs it up again.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { shipping, useTestApp } from './helpers.ts';

const t = useTestApp();

it('gives every earlier order a payment status that matches what happened to it', async () => {
  const asha = await t.signUp();
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  const down = await migrator.migrateTo('0018-addresses');
  expect(down.error).toBeUndefined();

  const orders = [
    { number: 'P-cod-placed', method: 'cod', status: 'placed' },
    { number: 'P-cod-delivered', method: 'cod', status: 'delivered' },
    { number: 'P-upi-placed', method: 'upi', status: 'placed' },
    { number: 'P-card-cancelled', method: 'credit-card', status: 'cancelled' },
  ];
  for (const o of orders) {
    const delivered = o.status === 'delivered' ? new Date() : null;
    await sql`
      insert into orders (order_number, user_id, payment_method, shipping, subtotal_paise,
        shipping_paise, gst_paise, total_paise, savings_paise, carbon_saved_kg,
        carbon_emitted_kg, eco_products, status, delivered_at)
      values (${o.number}, ${asha.id}, ${o.method}, ${JSON.stringify(shipping)}, 100, 0, 18, 118,
        0, 0, 0, 0, ${o.status}, ${delivered})`.execute(t.db);
  }

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  const rows = await t.db
    .selectFrom('payments')
    .select(['order_number', 'status', 'amount_paise', 'pay_by'])
    .where('order_number', 'like', 'P-%')
    .orderBy('order_number')
    .execute();
  expect(rows).toEqual([
    { order_number: 'P-card-cancelled', status: 'cancelled', amount_paise: 118, pay_by: null },
    { order_number: 'P-cod-delivered', status: 'paid', amount_paise: 118, pay_by: null },
    { order_number: 'P-cod-placed', status: 'pay-on-delivery', amount_paise: 118, pay_by: null },
    { order_number: 'P-upi-placed', status: 'paid', amount_paise: 118, pay_by: null },
  ]);
});
