// What green points offer other features (features/README.md, decision 011): reward_entries
// is written only here. An order that saves CO2e earns points (core rewardPoints) when it is
// delivered (decision 024); cancelling it adds a negative entry for what it earned, so the
// balance is always the sum of the ledger.
import type { Executor } from '../../db/transaction.ts';

/**
 * Credits points earned by an order, once: nothing for 0 points, nothing if the order already
 * earned some (orders placed before decision 024 were credited when placed).
 */
export async function creditOrderPoints(
  db: Executor,
  entry: { userId: string; orderId: string; points: number; reason: string; at?: Date },
): Promise<void> {
  if (entry.points <= 0) return;
  const earned = await db
    .selectFrom('reward_entries')
    .select('id')
    .where('order_id', '=', entry.orderId)
    .where('points', '>', 0)
    .limit(1)
    .executeTakeFirst();
  if (earned) return;
  await db
    .insertInto('reward_entries')
    .values({
      user_id: entry.userId,
      order_id: entry.orderId,
      points: entry.points,
      reason: entry.reason,
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}

/** Takes back what an order earned (it was cancelled) with one negative entry, if anything. */
export async function reverseOrderPoints(
  db: Executor,
  entry: { userId: string; orderId: string; reason: string },
): Promise<void> {
  const earned = await db
    .selectFrom('reward_entries')
    .select((eb) => eb.fn.sum<number>('points').as('points'))
    .where('order_id', '=', entry.orderId)
    .executeTakeFirst();
  const net = Number(earned?.points ?? 0);
  if (net <= 0) return;
  await db
    .insertInto('reward_entries')
    .values({ user_id: entry.userId, order_id: entry.orderId, points: -net, reason: entry.reason })
    .execute();
}

/** Points each order earned (before any reversal), by order id; orders without any are absent. */
export async function pointsEarnedByOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reward_entries')
    .select(['order_id', (eb) => eb.fn.sum<number>('points').as('points')])
    .where('order_id', 'in', orderIds)
    .where('points', '>', 0)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id!, Number(r.points)]));
}
