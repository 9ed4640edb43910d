import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  MOBILE_NUMBER,
  normalizeIndianPhone,
  STATES,
  stateFromPostalName,
  UNION_TERRITORIES,
} from './india';

describe('INDIAN_STATES', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toContain('Maharashtra');
    expect(INDIAN_STATES).toContain('Delhi');
  });
});

describe('stateFromPostalName', () => {
  it.each([
    ['KARNATAKA', 'Karnataka'],
    ['TAMIL NADU', 'Tamil Nadu'],
    ['Orissa', 'Odisha'],
    ['ODISHA', 'Odisha'],
    ['PONDICHERRY', 'Puducherry'],
    ['PUDUCHERRY', 'Puducherry'],
    ['DELHI', 'Delhi'],
    ['NCT of Delhi', 'Delhi'],
    ['JAMMU AND KASHMIR', 'Jammu and Kashmir'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['LADAKH', 'Ladakh'],
    ['THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['DAMAN & DIU', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['ANDAMAN & NICOBAR ISLANDS', 'Andaman and Nicobar Islands'],
    ['Uttaranchal', 'Uttarakhand'],
  ])('%j → %j', (postal, state) => {
    expect(stateFromPostalName(postal)).toBe(state);
  });

  it('maps every state and union territory onto itself, and nothing else', () => {
    for (const state of INDIAN_STATES) expect(stateFromPostalName(state.toUpperCase())).toBe(state);
    expect(stateFromPostalName('NARNIA')).toBeNull();
  });
});

describe('normalizeIndianPhone', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['12345', '12345'],
  ])('%j → %j', (phone, digits) => {
    expect(normalizeIndianPhone(phone)).toBe(digits);
    expect(MOBILE_NUMBER.test('9876543210')).toBe(true);
  });
});
