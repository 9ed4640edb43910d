import { describe, expect, it } from 'vitest';
import { shipping, useTestApp } from '../../../test/helpers.ts';
import { carbonGoalOf, rememberShipping, savedShipping, setCarbonGoal } from './service.ts';

const t = useTestApp();

describe("the shopper's profile", () => {
  it('has nothing saved and no goal until something is set', async () => {
    const asha = await t.signUp();
    expect(await savedShipping(t.db, asha.id)).toEqual({ shipping: null, paymentMethod: null });
    expect(await carbonGoalOf(t.db, asha.id)).toBeUndefined();
  });

  it('remembers the latest shipping details and keeps the carbon goal beside them', async () => {
    const asha = await t.signUp();
    expect(await setCarbonGoal(t.db, asha.id, 750)).toBe(750);
    await rememberShipping(t.db, asha.id, shipping, 'upi');
    await rememberShipping(t.db, asha.id, { ...shipping, city: 'Nagpur' }, 'cod');
    expect(await savedShipping(t.db, asha.id)).toEqual({
      shipping: { ...shipping, city: 'Nagpur' },
      paymentMethod: 'cod',
    });
    expect(await carbonGoalOf(t.db, asha.id)).toBe(750);
  });
});
