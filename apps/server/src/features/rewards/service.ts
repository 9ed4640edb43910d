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

/**
 * Lowers what an order has earned to `keepPoints` (some of its units were returned and
 * refunded) with one negative entry; nothing when it holds no more than that, e.g. points not
 * yet credited.
 */
export async function reverseReturnedPoints(
  db: Executor,
  entry: { userId: string; orderId: string; keepPoints: number; reason: string },
): Promise<number> {
  const held = await db
    .selectFrom('reward_entries')
    .select((eb) => eb.fn.sum<number>('points').as('points'))
    .where('order_id', '=', entry.orderId)
    .executeTakeFirst();
  const excess = Number(held?.points ?? 0) - Math.max(0, entry.keepPoints);
  if (excess <= 0) return 0;
  await db
    .insertInto('reward_entries')
    .values({
      user_id: entry.userId,
      order_id: entry.orderId,
      points: -excess,
      reason: entry.reason,
    })
    .execute();
  return excess;
}

/** The green points each of these users holds now (the ledger's sum), by user id. */
export async function pointsOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reward_entries')
    .select('user_id')
    .select((eb) => eb.fn.sum<string>('points').as('points'))
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.points)]));
}
