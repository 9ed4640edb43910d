// What the account offers other features (features/README.md, decision 011): the shopper's
// profile (user_profiles: saved payment method, monthly carbon goal), address book
// (addresses) and language are read and written only here.
import { type DeliveryEstimate, deliveryEstimate } from '@harit/core/delivery';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harit/core/language';
import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import type { ShippingInput } from '@harit/core/validation';
import type { Executor, Trx } from '../../db/transaction.ts';
import { lockAddressBook } from './address-book.ts';
import { checkAddressPin, lookupPin } from './pin-codes.ts';
import {
  countAddresses,
  findSameAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
} from './repository.ts';

/**
 * "Save this information for next time" at checkout: the shipping details go into the
 * user's address book (the same address is not saved twice; a full book keeps its 20), and the
 * payment method is remembered for the next checkout. The address becomes the default when the
 * book has none yet, or when the shopper said so (`makeDefault`): a default is never replaced
 * without asking (decision 060).
 */
export async function rememberShipping(
  trx: Trx,
  userId: string,
  shipping: ShippingInput,
  paymentMethod: string,
  makeDefault = false,
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
  const hasDefault = (await listAddresses(trx, userId)).some((a) => a.isDefault);
  const same = await findSameAddress(trx, userId, data);
  if (same) {
    if (makeDefault || !hasDefault) await setDefaultAddress(trx, userId, same.id);
    return;
  }
  if ((await countAddresses(trx, userId)) >= MAX_SAVED_ADDRESSES) return;
  const added = await insertAddress(trx, userId, data, false);
  if (makeDefault || !hasDefault) await setDefaultAddress(trx, userId, added.id);
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
 * state: an order's address passes the same check as the address book's.
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

/**
 * The account's language: a column of Better Auth's "user" table (decision 043);
 * English for an account that never chose one.
 */
export async function languageOf(db: Executor, userId: string): Promise<Language> {
  const row = await db
    .selectFrom('user')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** Stores the account's language; only this account's row is touched. */
export async function setLanguage(
  db: Executor,
  userId: string,
  language: Language,
): Promise<Language> {
  await db.updateTable('user').set({ language }).where('id', '=', userId).execute();
  return language;
}

/**
 * When an order placed at `placedAt` should reach `pin` from a seller in `sellerState` (decision
 * 029's zone table over the PIN directory); null for a PIN the directory does not know.
 */
export function deliveryEstimateFor(
  pin: string,
  sellerState: string,
  placedAt: Date,
): DeliveryEstimate | null {
  const place = lookupPin(pin);
  return place ? deliveryEstimate(place, sellerState, placedAt) : null;
}

/** Each user's phone from their address book, the default address first, by user id. */
export async function phonesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('addresses')
    .select(['user_id', 'phone'])
    .where('user_id', 'in', userIds)
    .orderBy('is_default', 'asc')
    .orderBy('updated_at', 'asc')
    .execute();
  // Later rows win: the default address, else the one saved last.
  return new Map(rows.map((r) => [r.user_id, r.phone]));
}

/** The users with an address whose phone contains these digits (three at least). */
export async function userIdsByPhone(db: Executor, digits: string): Promise<string[]> {
  const wanted = digits.replace(/\D/g, '');
  if (wanted.length < 3) return [];
  const rows = await db
    .selectFrom('addresses')
    .select('user_id')
    .distinct()
    .where('phone', 'like', `%${wanted}%`)
    .limit(500)
    .execute();
  return rows.map((r) => r.user_id);
}
