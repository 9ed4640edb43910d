import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import { describe, expect, it } from 'vitest';
import { shipping, useTestApp } from '../../../test/helpers.ts';
import { withTransaction } from '../../db/transaction.ts';
import { listAddresses } from './repository.ts';
import { carbonGoalOf, rememberShipping, savedShipping, setCarbonGoal } from './service.ts';

const t = useTestApp();

describe("the shopper's profile", () => {
  it('has nothing saved and no goal until something is set', async () => {
    const asha = await t.signUp();
    expect(await savedShipping(t.db, asha.id)).toEqual({ shipping: null, paymentMethod: null });
    expect(await carbonGoalOf(t.db, asha.id)).toBeUndefined();
  });

  it('remembers the latest payment method and the default address, and keeps the carbon goal beside them', async () => {
    const asha = await t.signUp();
    expect(await setCarbonGoal(t.db, asha.id, 750)).toBe(750);
    await withTransaction(t.db, (trx) => rememberShipping(trx, asha.id, shipping, 'upi'));
    await withTransaction(t.db, (trx) =>
      rememberShipping(trx, asha.id, { ...shipping, address: '2 Other Lane' }, 'cod'),
    );
    // Another address saved without being asked to: the default stays (decision 060).
    expect(await savedShipping(t.db, asha.id)).toEqual({ shipping, paymentMethod: 'cod' });
    await withTransaction(t.db, (trx) =>
      rememberShipping(trx, asha.id, { ...shipping, address: '2 Other Lane' }, 'upi', true),
    );
    expect(await savedShipping(t.db, asha.id)).toEqual({
      shipping: { ...shipping, address: '2 Other Lane' },
      paymentMethod: 'upi',
    });
    expect(await carbonGoalOf(t.db, asha.id)).toBe(750);
  });

  it('saves a checkout address to the address book once, as the default', async () => {
    const asha = await t.signUp();
    const save = (s: typeof shipping) =>
      withTransaction(t.db, (trx) => rememberShipping(trx, asha.id, s, 'upi'));
    await save(shipping);
    await save({ ...shipping, address: '2 Other Lane' });
    await save(shipping);
    const book = await listAddresses(t.db, asha.id);
    expect(book.map((a) => [a.address, a.isDefault])).toEqual([
      [shipping.address, true],
      ['2 Other Lane', false],
    ]);
  });

  it('leaves a full address book as it is, but still remembers the payment method', async () => {
    const asha = await t.signUp();
    await withTransaction(t.db, async (trx) => {
      for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
        await rememberShipping(trx, asha.id, { ...shipping, address: `${i} Full Street` }, 'upi');
      }
    });
    await withTransaction(t.db, (trx) =>
      rememberShipping(trx, asha.id, { ...shipping, address: 'One Too Many' }, 'cod'),
    );
    const book = await listAddresses(t.db, asha.id);
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book.some((a) => a.address === 'One Too Many')).toBe(false);
    expect((await savedShipping(t.db, asha.id)).paymentMethod).toBe('cod');
  });
});
