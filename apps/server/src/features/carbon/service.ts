// What the carbon tracker offers other features (features/README.md, decision 011):
// carbon_entries is written only here, ./repository.ts and ./demo-seed.ts.
import { checkoutPerUnit } from '@harit/core/carbon';
import type { Executor } from '../../db/transaction.ts';

/** One line of a placed order, as the tracker records it. */
export interface PurchasedLine {
  productId: string;
  name: string;
  /** the product's category slug */
  category: string;
  quantity: number;
}

/**
 * Records an order's purchase entries: one per line, kg CO2e by core's checkout estimate of the
 * product's name; lines that save CO2e count as eco-friendly units.
 */
export async function recordOrderPurchases(
  db: Executor,
  order: { userId: string; orderId: string; placedAt: Date },
  lines: readonly PurchasedLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('carbon_entries')
    .values(
      lines.map((line) => {
        const kg = checkoutPerUnit(line.name) * line.quantity;
        return {
          user_id: order.userId,
          source: 'purchase' as const,
          category: line.category,
          description: line.name,
          quantity: line.quantity,
          unit: 'item',
          kg_co2e: kg,
          eco_units: kg < 0 ? line.quantity : 0,
          order_id: order.orderId,
          product_id: line.productId,
          occurred_at: order.placedAt,
        };
      }),
    )
    .execute();
}

/** Removes an order's purchase entries (it was cancelled). */
export async function removeOrderPurchases(db: Executor, orderId: string): Promise<void> {
  await db.deleteFrom('carbon_entries').where('order_id', '=', orderId).execute();
}
