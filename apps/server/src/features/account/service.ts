// What the account offers other features (features/README.md, decision 011): the shopper's
// profile (user_profiles: saved payment method, monthly carbon goal) and address book
// (addresses, issue 16) are read and written only here.
import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import type { ShippingInput } from '@harit/core/validation';
import type { Executor, Trx } from '../../db/transaction.ts';
import { lockAddressBook } from './address-book.ts';
import { checkAddressPin } from './pin-codes.ts';
import {
  countAddresses,
  findSameAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
} from './repository.ts';

/**
 * "Save this information for next time" at checkout (issue 16): the shipping details become the
 * default address of the user's address book (the same address is not saved twice; a full book
 * keeps its 20 and only the default changes when the address is already in it), and the payment
 * method is remembered for the next checkout.
 */
export async function rememberShipping(
  trx: Trx,
  userId: string,
  shipping: ShippingInput,
  paymentMethod: string,
): Promise<void> {
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, saved_payment_method: paymentMethod })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ saved_payment_method: paymentMethod, updated_at: new Date() }),
    )
    .execute();
  await lockAddressBook(trx, userId);
  const data = { ...shipping, email: shipping.email || null };
  const same = await findSameAddress(trx, userId, data);
  if (same) {
    await setDefaultAddress(trx, userId, same.id);
    return;
  }
  if ((await countAddresses(trx, userId)) >= MAX_SAVED_ADDRESSES) return;
  const added = await insertAddress(trx, userId, data, false);
  await setDefaultAddress(trx, userId, added.id);
}

/** The default address of the address book and the payment method saved at checkout, or nulls. */
export async function savedShipping(
  db: Executor,
  userId: string,
): Promise<{ shipping: ShippingInput | null; paymentMethod: string | null }> {
  const row = await db
    .selectFrom('user_profiles')
    .select('saved_payment_method')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const address = (await listAddresses(db, userId)).find((a) => a.isDefault);
  return {
    shipping: address
      ? {
          firstName: address.firstName,
          lastName: address.lastName,
          email: address.email ?? '',
          phone: address.phone,
          address: address.address,
          city: address.city,
          state: address.state,
          zip: address.zip,
        }
      : null,
    paymentMethod: row?.saved_payment_method ?? null,
  };
}

/**
 * Refuses shipping details whose PIN code India Post does not know, or that is in another
 * state (issue 16): an order's address passes the same check as the address book's.
 */
export function checkShippingPin(shipping: { zip: string; state: string }): void {
  checkAddressPin(shipping);
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
