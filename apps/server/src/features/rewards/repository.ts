// Green points: earned by orders that save CO2e (core rewardPoints: 10 points per
// whole kg saved, written through ./service.ts in the order's transaction) and reversed by a
// negative entry when the order is cancelled. The balance is the sum of the ledger; order
// numbers come from orders, through a function app.ts hands in (decision 063).
import { POINTS_PER_KG_SAVED } from '@harit/core/orders';
import type { Rewards } from '@harit/core/types';
import type { Db } from '../../db/database.ts';

/** What the ledger reads from orders: the order number of each order id. */
export type OrderNumbers = (orderIds: readonly string[]) => Promise<Map<string, string>>;
/** What the ledger reads from orders: the kg CO2e each order id saved. */
export type OrderSavedKg = (orderIds: readonly string[]) => Promise<Map<string, number>>;

export function createRewardsRepository(
  db: Db,
  { orderNumbers, orderSavedKg }: { orderNumbers: OrderNumbers; orderSavedKg: OrderSavedKg },
) {
  return {
    /** The balance and a page of the ledger, newest first; `total` counts every entry. */
    async rewards(
      userId: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<Rewards & { total: number }> {
      const rows = await db
        .selectFrom('reward_entries')
        .select(['id', 'points', 'reason', 'created_at', 'order_id', 'reversal'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const totals = await db
        .selectFrom('reward_entries')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('balance'),
          eb.fn.countAll<number>().as('total'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const orderIds = rows.flatMap((r) => (r.order_id ? [r.order_id] : []));
      const numbers = await orderNumbers(orderIds);
      const saved = await orderSavedKg(
        rows.flatMap((r) => (r.order_id && r.points > 0 && !r.reversal ? [r.order_id] : [])),
      );
      return {
        balance: Number(totals.balance),
        pointsPerKgSaved: POINTS_PER_KG_SAVED,
        entries: rows.map((r) => ({
          id: r.id,
          points: r.points,
          reason: r.reason,
          orderNumber: r.order_id ? (numbers.get(r.order_id) ?? null) : null,
          reversal: r.reversal,
          savedKg:
            r.order_id && r.points > 0 && !r.reversal ? (saved.get(r.order_id) ?? null) : null,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        total: Number(totals.total),
      };
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
