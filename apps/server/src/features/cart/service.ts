// What the cart offers other features (features/README.md, decision 011): cart_items is
// written only here and in ./repository.ts.
import type { Executor } from '../../db/transaction.ts';

/** Removes these products' lines from the user's cart (an order took them). */
export async function removeCartLines(
  db: Executor,
  userId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
}
