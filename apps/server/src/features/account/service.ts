// What the account offers other features (features/README.md, decision 011): the shopper's
// profile (user_profiles: saved checkout details, monthly carbon goal) is read and written
// only here.
import type { ShippingInput } from '@harit/core/validation';
import type { Executor } from '../../db/transaction.ts';

/** Remembers the shipping details and payment method for the next checkout. */
export async function rememberShipping(
  db: Executor,
  userId: string,
  shipping: ShippingInput,
  paymentMethod: string,
): Promise<void> {
  const saved = { saved_shipping: JSON.stringify(shipping), saved_payment_method: paymentMethod };
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, ...saved })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...saved, updated_at: new Date() }))
    .execute();
}

/** The shipping details and payment method saved at a previous checkout, or nulls. */
export async function savedShipping(
  db: Executor,
  userId: string,
): Promise<{ shipping: ShippingInput | null; paymentMethod: string | null }> {
  const row = await db
    .selectFrom('user_profiles')
    .select(['saved_shipping', 'saved_payment_method'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    shipping: (row?.saved_shipping as ShippingInput | null) ?? null,
    paymentMethod: row?.saved_payment_method ?? null,
  };
}

/** The user's monthly carbon goal in kg, or undefined when never set. */
export async function carbonGoalOf(db: Executor, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_profiles')
    .select('carbon_goal_kg')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.carbon_goal_kg;
}

/**
 * Sets the user's monthly carbon goal and returns it as stored. The upsert locks the profile
 * row until commit, so transactions that set it take turns.
 */
export async function setCarbonGoal(db: Executor, userId: string, goal: number): Promise<number> {
  const row = await db
    .insertInto('user_profiles')
    .values({ user_id: userId, carbon_goal_kg: goal })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ carbon_goal_kg: goal, updated_at: new Date() }),
    )
    .returning('carbon_goal_kg')
    .executeTakeFirstOrThrow();
  return row.carbon_goal_kg;
}
