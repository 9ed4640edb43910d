// What green points offer other features (features/README.md, decision 011): reward_entries
// is written only here. An order that saves CO2e earns points (core rewardPoints) when it is
// delivered (decision 024); cancelling it adds a negative entry for what it earned, so the
// balance is always the sum of the ledger.
import { type Executor, lockFor, type Trx } from '../../db/transaction.ts';

/** One ledger entry of an order's points (negative: taken back or spent). */
async function addEntry(
  db: Executor,
  entry: {
    userId: string;
    orderId: string;
    points: number;
    reason: string;
    spent?: boolean;
    reversal?: 'cancelled' | 'returned';
    at?: Date;
  },
): Promise<void> {
  await db
    .insertInto('reward_entries')
    .values({
      user_id: entry.userId,
      order_id: entry.orderId,
      points: entry.points,
      reason: entry.reason,
      ...(entry.spent ? { spent: true } : {}),
      ...(entry.reversal ? { reversal: entry.reversal } : {}),
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}

/** The sum of an order's earned (`spent` false) or spent (`spent` true) entries. */
async function orderSum(db: Executor, orderId: string, spent: boolean): Promise<number> {
  const row = await db
    .selectFrom('reward_entries')
    .select((eb) => eb.fn.sum<number>('points').as('points'))
    .where('order_id', '=', orderId)
    .where('spent', '=', spent)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

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
    .where('spent', '=', false)
    .where('points', '>', 0)
    .limit(1)
    .executeTakeFirst();
  if (earned) return;
  await addEntry(db, entry);
}

/** Takes back what an order earned (it was cancelled) with one negative entry, if anything. */
export async function reverseOrderPoints(
  db: Executor,
  entry: { userId: string; orderId: string; reason: string },
): Promise<void> {
  const net = await orderSum(db, entry.orderId, false);
  if (net <= 0) return;
  await addEntry(db, { ...entry, points: -net, reversal: 'cancelled' });
}

/**
 * Points of each order, by order id (orders without any are absent): what it earned before any
 * reversal, or what was taken back from it (cancelled, units returned; decision 077).
 */
async function pointsByOrder(
  db: Executor,
  orderIds: readonly string[],
  which: 'earned' | 'reversed',
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reward_entries')
    .select(['order_id', (eb) => eb.fn.sum<number>('points').as('points')])
    .where('order_id', 'in', orderIds)
    .$if(which === 'earned', (q) => q.where('spent', '=', false).where('points', '>', 0))
    .$if(which === 'reversed', (q) => q.where('reversal', 'is not', null))
    .groupBy('order_id')
    .execute();
  const sign = which === 'earned' ? 1 : -1;
  return new Map(rows.map((r) => [r.order_id!, sign * Number(r.points)]));
}

/** Points each order earned (before any reversal), by order id; orders without any are absent. */
export function pointsEarnedByOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  return pointsByOrder(db, orderIds, 'earned');
}

/** Points taken back from each order (cancelled, units returned), by order id (decision 077). */
export function pointsReversedOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  return pointsByOrder(db, orderIds, 'reversed');
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
  const held = await orderSum(db, entry.orderId, false);
  const excess = held - Math.max(0, entry.keepPoints);
  if (excess <= 0) return 0;
  await addEntry(db, { ...entry, points: -excess, reversal: 'returned' });
  return excess;
}

// ---- Points spent at checkout (decision 074): entries marked `spent`, apart from earned ones.

/**
 * The user's balance, read under a lock on their points for the rest of the transaction, so
 * two orders spending at once take turns and never spend the same points twice.
 */
export async function lockedBalance(trx: Trx, userId: string): Promise<number> {
  await lockFor(trx, 'points', userId);
  return pointsBalance(trx, userId);
}

/** The user's points balance: the sum of their ledger. */
export async function pointsBalance(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('reward_entries')
    .select((eb) => eb.fn.sum<number>('points').as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Spends points on an order: one negative entry. */
export async function spendPoints(
  trx: Executor,
  entry: { userId: string; orderId: string; points: number; reason: string; at?: Date },
): Promise<void> {
  if (entry.points <= 0) return;
  await addEntry(trx, { ...entry, points: -entry.points, spent: true });
}

/**
 * Gives back points spent on an order, down to `keepPoints` still spent (0: all, the order was
 * cancelled; some units returned: what the kept units carry). Returns the points given back.
 */
export async function refundSpentPoints(
  trx: Executor,
  entry: { userId: string; orderId: string; keepPoints?: number; reason: string },
): Promise<number> {
  const stillSpent = -(await orderSum(trx, entry.orderId, true));
  const back = stillSpent - Math.max(0, entry.keepPoints ?? 0);
  if (back <= 0) return 0;
  await addEntry(trx, { ...entry, points: back, spent: true });
  return back;
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
