import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './india.ts';
import { BORDER_PINS, pinCircleStates, pinStateInCircle } from './pin-circles.ts';

describe('pinCircleStates', () => {
  it('reads the circle from the first two digits and the sorting district from the third', () => {
    expect(pinCircleStates('110001')).toEqual(['Delhi']);
    expect(pinCircleStates('799001')).toEqual(['Tripura']);
    expect(pinCircleStates('504346')).toEqual(['Telangana']);
    expect(pinCircleStates('403001')).toEqual(['Goa']);
    expect(pinCircleStates('400001')).toEqual(['Maharashtra']);
    expect(pinCircleStates('194101')).toEqual(['Ladakh']);
    expect(pinCircleStates('737101')).toEqual(['Sikkim']);
    expect(pinCircleStates('744101')).toEqual(['Andaman and Nicobar Islands']);
    expect(pinCircleStates('396210')).toEqual([
      'Gujarat',
      'Dadra and Nagar Haveli and Daman and Diu',
    ]);
    expect(pinCircleStates('248001')).toEqual(['Uttar Pradesh', 'Uttarakhand']);
    expect(pinCircleStates('826001')).toEqual(['Bihar', 'Jharkhand']);
    expect(pinCircleStates('834001')).toEqual(['Jharkhand']);
    expect(pinCircleStates('800001')).toEqual(['Bihar']);
  });

  it('adds the neighbouring state of a border PIN', () => {
    expect(pinCircleStates('160014')).toEqual(['Chandigarh', 'Punjab']);
    expect(pinCircleStates('533352')).toEqual(['Andhra Pradesh', 'Puducherry', 'Telangana']);
    expect(pinCircleStates('533351')).toEqual(['Andhra Pradesh', 'Puducherry']);
  });

  it('knows no state for a PIN no circle covers', () => {
    for (const pin of ['000000', '012345', '350001', '540001', '12345', 'abcdef']) {
      expect(pinCircleStates(pin), pin).toEqual([]);
    }
    expect(pinStateInCircle('799001', 'Telangana')).toBe(false);
    expect(pinStateInCircle('799001', 'Tripura')).toBe(true);
    // The Army Postal Service's PINs serve units, not a state.
    expect(pinStateInCircle('900099', 'West Bengal')).toBe(true);
  });

  it('names only the states the State field offers', () => {
    for (const pin of ['1', '2', '3', '4', '5', '6', '7', '8'].flatMap((d) =>
      Array.from({ length: 100 }, (_, i) => `${d}${String(i).padStart(2, '0')}001`),
    )) {
      for (const state of pinCircleStates(pin)) expect(INDIAN_STATES, pin).toContain(state);
    }
    for (const states of Object.values(BORDER_PINS)) {
      for (const state of states) expect(INDIAN_STATES).toContain(state);
    }
  });
});
