// The shopper's address book: what the address routes do. At most
// MAX_SAVED_ADDRESSES per account, counted under lockFor so parallel adds cannot pass it; one
// default, which the checkout preselects. Every address's PIN code must exist and be in its state.
import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import type { SavedAddress } from '@harit/core/types';
import type { AddressData } from '@harit/core/validation';
import type { Db } from '../../db/database.ts';
import { lockFor, type Trx, withTransaction } from '../../db/transaction.ts';
import { msg } from '../../locales/index.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { checkAddressPin } from './pin-codes.ts';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  oldestAddressId,
  setDefaultAddress,
  updateAddress,
} from './repository.ts';

export const ADDRESS_NOT_FOUND = msg('We could not find that address in your address book');
const ADDRESS_BOOK_FULL = msg(
  'Your address book already holds {max} addresses; delete one before adding another',
);

/** Takes the user's address-book lock: adds, deletes and default changes take turns. */
export const lockAddressBook = (trx: Trx, userId: string) => lockFor(trx, 'addresses', userId);

export function createAddressBook(db: Db) {
  return {
    list: (userId: string): Promise<SavedAddress[]> => listAddresses(db, userId),

    /** Adds the address; the first one, or one asked to be, becomes the default. */
    async add(userId: string, data: AddressData, makeDefault = false): Promise<SavedAddress> {
      checkAddressPin(data);
      return withTransaction(db, async (trx) => {
        await lockAddressBook(trx, userId);
        const count = await countAddresses(trx, userId);
        if (count >= MAX_SAVED_ADDRESSES) {
          throw conflict(ADDRESS_BOOK_FULL, { max: MAX_SAVED_ADDRESSES });
        }
        const added = await insertAddress(trx, userId, data, false);
        if (count === 0 || makeDefault) {
          await setDefaultAddress(trx, userId, added.id);
          return { ...added, isDefault: true };
        }
        return added;
      });
    },

    async update(userId: string, id: string, data: AddressData): Promise<SavedAddress> {
      checkAddressPin(data);
      const updated = await updateAddress(db, userId, id, data);
      if (!updated) throw notFound(ADDRESS_NOT_FOUND);
      return updated;
    },

    /** Deletes the address; when it was the default, the oldest left becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      await withTransaction(db, async (trx) => {
        await lockAddressBook(trx, userId);
        const deleted = await deleteAddress(trx, userId, id);
        if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
        if (deleted.wasDefault) {
          const next = await oldestAddressId(trx, userId);
          if (next) await setDefaultAddress(trx, userId, next);
        }
      });
    },

    async makeDefault(userId: string, id: string): Promise<SavedAddress> {
      return withTransaction(db, async (trx) => {
        await lockAddressBook(trx, userId);
        const address = await findAddress(trx, userId, id);
        if (!address) throw notFound(ADDRESS_NOT_FOUND);
        await setDefaultAddress(trx, userId, id);
        return { ...address, isDefault: true };
      });
    },
  };
}
export type AddressBook = ReturnType<typeof createAddressBook>;
