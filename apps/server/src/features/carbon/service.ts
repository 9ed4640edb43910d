// What the carbon tracker offers other features (features/README.md, decision 011):
// carbon_entries is written only here, ./repository.ts and ./demo-seed.ts.
import { carbonFigure } from '@harit/core/carbon-figure';
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

/**
 * Takes a cancelled order's purchase entries out of the tracker (decision 077): each keeps its
 * line and date but counts nothing now; what it counted moves to reversed_units / reversed_kg,
 * so the month it was bought in drops and the tracker can say why.
 */
export async function reverseOrderPurchases(
  db: Executor,
  orderId: string,
  at = new Date(),
): Promise<void> {
  await db
    .updateTable('carbon_entries')
    .set((eb) => ({
      reversed_units: eb('reversed_units', '+', eb.fn.coalesce('quantity', eb.lit(0))),
      reversed_kg: eb('reversed_kg', '+', eb.ref('kg_co2e')),
      quantity: 0,
      kg_co2e: 0,
      eco_units: 0,
      reversal: 'cancelled' as const,
      reversed_at: at,
    }))
    .where('order_id', '=', orderId)
    .where('source', '=', 'purchase')
    .execute();
}

/**
 * Takes returned units out of an order line's purchase entry (decision 077): its quantity,
 * kg CO2e and eco units shrink in proportion and what was taken out is kept as reversed, with
 * why and when. It keeps its date, so the month it counted in changes, not the month of the
 * refund.
 */
export async function reverseReturnedUnits(
  db: Executor,
  line: { orderId: string; productId: string; units: number },
  at = new Date(),
): Promise<void> {
  const entry = await db
    .selectFrom('carbon_entries')
    .select(['id', 'quantity', 'kg_co2e', 'eco_units', 'reversed_kg'])
    .where('order_id', '=', line.orderId)
    .where('product_id', '=', line.productId)
    .where('source', '=', 'purchase')
    .executeTakeFirst();
  if (!entry?.quantity) return;
  const units = Math.min(line.units, entry.quantity);
  const left = entry.quantity - units;
  // One decimal per unit (decision 069): what is left is exactly left × the figure.
  const kgLeft = left === 0 ? 0 : carbonFigure(entry.kg_co2e / entry.quantity, left).netKg;
  await db
    .updateTable('carbon_entries')
    .set((eb) => ({
      quantity: left,
      kg_co2e: kgLeft,
      eco_units: entry.eco_units > 0 ? left : 0,
      reversed_units: eb('reversed_units', '+', units),
      reversed_kg: carbonFigure(entry.reversed_kg + entry.kg_co2e - kgLeft).netKg,
      reversal: 'returned' as const,
      reversed_at: at,
    }))
    .where('id', '=', entry.id)
    .execute();
}
