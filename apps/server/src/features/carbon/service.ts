// What the carbon tracker offers other features (features/README.md, decision 011):
// carbon_entries is written only here, ./repository.ts and ./demo-seed.ts.
import { carbonFigure } from '@harit/core/carbon-record';
import type { Executor } from '../../db/transaction.ts';

/** One line of a placed order, as the tracker records it. */
export interface PurchasedLine {
  productId: string;
  name: string;
  /** the product's category slug */
  category: string;
  quantity: number;
  /** the product's carbon record figure when it was bought, kg CO2e per unit (decision 069) */
  carbonKgPerUnit: number;
}

/**
 * Records an order's purchase entries: one per line, kg CO2e = the product's carbon record figure
 * × quantity (decision 069), exactly what the order's page shows; lines that save CO2e count as eco-friendly units.
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
        const kg = carbonFigure(line.carbonKgPerUnit, line.quantity).netKg;
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

/**
 * Takes returned units out of an order line's purchase entry: its quantity, kg CO2e
 * and eco units shrink in proportion; the entry goes when no unit is left. It keeps its date,
 * so the month it counted in changes, not the month of the refund.
 */
export async function reverseReturnedUnits(
  db: Executor,
  line: { orderId: string; productId: string; units: number },
): Promise<void> {
  const entry = await db
    .selectFrom('carbon_entries')
    .select(['id', 'quantity', 'kg_co2e', 'eco_units'])
    .where('order_id', '=', line.orderId)
    .where('product_id', '=', line.productId)
    .where('source', '=', 'purchase')
    .executeTakeFirst();
  if (!entry?.quantity) return;
  const left = entry.quantity - line.units;
  if (left <= 0) {
    await db.deleteFrom('carbon_entries').where('id', '=', entry.id).execute();
    return;
  }
  await db
    .updateTable('carbon_entries')
    .set({
      quantity: left,
      // One decimal per unit (decision 069): what is left is exactly left × the figure.
      kg_co2e: carbonFigure(entry.kg_co2e / entry.quantity, left).netKg,
      eco_units: entry.eco_units > 0 ? left : 0,
    })
    .where('id', '=', entry.id)
    .execute();
}
