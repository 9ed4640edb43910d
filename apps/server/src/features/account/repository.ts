// The address book's SQL: the account feature's `addresses` table.
import type { SavedAddress } from '@harit/core/types';
import type { AddressData } from '@harit/core/validation';
import type { Selectable } from 'kysely';
import type { AddressesTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'is_default',
] as const;

/** A saved address as COLUMNS read it. */
type AddressRow = Pick<Selectable<AddressesTable>, (typeof COLUMNS)[number]>;

function toAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    isDefault: row.is_default,
  };
}

function toRow(data: AddressData) {
  return {
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    phone: data.phone,
    address: data.address,
    city: data.city,
    state: data.state,
    zip: data.zip,
  };
}

/** The user's addresses: the default first, then oldest first. */
export async function listAddresses(db: Executor, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

/** One of the user's addresses, or undefined (another user's address is not theirs to see). */
export async function findAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<SavedAddress | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAddress(row);
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's address with exactly these details, if any (to save a checkout's address once). */
export async function findSameAddress(
  db: Executor,
  userId: string,
  data: AddressData,
): Promise<SavedAddress | undefined> {
  const { email: _email, ...fields } = toRow(data);
  let query = db.selectFrom('addresses').select(COLUMNS).where('user_id', '=', userId);
  for (const [column, value] of Object.entries(fields)) {
    query = query.where(column as keyof typeof fields, '=', value);
  }
  const row = await query.executeTakeFirst();
  return row && toAddress(row);
}

export async function insertAddress(
  db: Executor,
  userId: string,
  data: AddressData,
  isDefault: boolean,
): Promise<SavedAddress> {
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, ...toRow(data), is_default: isDefault })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  data: AddressData,
): Promise<SavedAddress | undefined> {
  const row = await db
    .updateTable('addresses')
    .set({ ...toRow(data), updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toAddress(row);
}

/** Deletes the address; returns whether it was the default (undefined when there was none). */
export async function deleteAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ wasDefault: boolean } | undefined> {
  const row = await db
    .deleteFrom('addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('is_default')
    .executeTakeFirst();
  return row && { wasDefault: row.is_default };
}

/** Makes `id` the user's default (clearing the old one first: one default per user). */
export async function setDefaultAddress(db: Executor, userId: string, id: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_default: true, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** The oldest remaining address, to become the default when the default is deleted. */
export async function oldestAddressId(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
