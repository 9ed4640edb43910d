// Migration 0015 (decision 024): existing orders get, once, the status the elapsed-time rule of
// decision 007 gave them (shipped 1 hour and delivered 24 hours after placing; cancelled when
// cancelled), with the times that rule implied and their timeline. Runs the migration down to
// 0014 on a fresh database, stores orders as they were before it, and runs it up again.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { shipping, useTestApp } from './helpers.ts';

const t = useTestApp();
const HOUR = 3600_000;

it('backfills the status, its times and the timeline of orders placed before it', async () => {
  const asha = await t.signUp();
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  const down = await migrator.migrateTo('0014-mail-outbox');
  expect(down.error).toBeUndefined();

  const now = Date.now();
  const orders = [
    { number: 'B-placed', placedAt: now - 10 * 60_000, cancelledAt: null },
    { number: 'B-shipped', placedAt: now - 2 * HOUR, cancelledAt: null },
    { number: 'B-delivered', placedAt: now - 30 * HOUR, cancelledAt: null },
    { number: 'B-cancelled', placedAt: now - 30 * HOUR, cancelledAt: now - 29.5 * HOUR },
  ];
  for (const o of orders) {
    await sql`
      insert into orders (order_number, user_id, payment_method, shipping, subtotal_paise,
        shipping_paise, gst_paise, total_paise, savings_paise, carbon_saved_kg,
        carbon_emitted_kg, eco_products, created_at, cancelled_at)
      values (${o.number}, ${asha.id}, 'upi', ${JSON.stringify(shipping)}, 100, 0, 18, 118, 0,
        0, 0, 0, ${new Date(o.placedAt)},
        ${o.cancelledAt === null ? null : new Date(o.cancelledAt)})`.execute(t.db);
  }

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();

  const rows = await t.db
    .selectFrom('orders')
    .select(['order_number', 'status', 'shipped_at', 'delivered_at', 'cancelled_at'])
    .where('order_number', 'like', 'B-%')
    .orderBy('order_number')
    .execute();
  const at = (d: Date | null) => (d === null ? null : new Date(d).getTime());
  expect(rows.map((r) => [r.order_number, r.status, at(r.shipped_at), at(r.delivered_at)])).toEqual(
    [
      ['B-cancelled', 'cancelled', null, null],
      ['B-delivered', 'delivered', now - 29 * HOUR, now - 6 * HOUR],
      ['B-placed', 'placed', null, null],
      ['B-shipped', 'shipped', now - HOUR, null],
    ],
  );
  const events = await t.db
    .selectFrom('order_events')
    .innerJoin('orders', 'orders.id', 'order_events.order_id')
    .select(['orders.order_number', 'order_events.status', 'order_events.actor_name'])
    .where('orders.order_number', 'like', 'B-%')
    .orderBy('orders.order_number')
    .orderBy('order_events.created_at')
    .execute();
  expect(events.map((e) => `${e.order_number} ${e.status} by ${e.actor_name}`)).toEqual([
    'B-cancelled placed by Customer',
    'B-cancelled cancelled by Customer',
    'B-delivered placed by Customer',
    'B-delivered shipped by Harit',
    'B-delivered delivered by Harit',
    'B-placed placed by Customer',
    'B-shipped placed by Customer',
    'B-shipped shipped by Harit',
  ]);
});
