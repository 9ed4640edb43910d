import { deliveryEstimate } from '@harit/core/delivery';
import { describe, expect, it } from 'vitest';
import { type PinLookup, pinMismatch } from './pin-codes';

const chandigarh = {
  pin: '160014',
  city: null,
  district: 'Chandigarh',
  state: 'Chandigarh',
  states: ['Chandigarh', 'Punjab'],
};
const found: PinLookup = {
  status: 'found',
  place: { ...chandigarh, delivery: deliveryEstimate(chandigarh, 'Karnataka', new Date()) },
};

describe('pinMismatch', () => {
  it('accepts either state of a border PIN and flags any other (decision 062)', () => {
    expect(pinMismatch(found, 'Chandigarh')).toBeNull();
    expect(pinMismatch(found, 'Punjab')).toBeNull();
    expect(pinMismatch(found, 'Haryana')).toBe('PIN code 160014 is in Chandigarh, not Haryana');
  });

  it('says a PIN India Post does not know is not known', () => {
    expect(pinMismatch({ status: 'unknown', pin: '000000' }, 'Delhi')).toBe(
      'We do not know this PIN code',
    );
  });
});
