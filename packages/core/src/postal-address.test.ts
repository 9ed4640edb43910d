import { describe, expect, it } from 'vitest';
import { postalAddress } from './postal-address';

describe('postalAddress', () => {
  it('joins the name, keeps the lines and calls the ZIP a PIN', () => {
    expect(
      postalAddress({
        firstName: 'Asha',
        lastName: 'Verma',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560001',
        phone: '+91 98450 12345',
      }),
    ).toEqual({
      name: 'Asha Verma',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560001',
      phone: '+91 98450 12345',
    });
  });

  it('prints a name with no last name without a trailing space', () => {
    const base = { address: 'a', city: 'c', state: 's', zip: '560001', phone: 'p' };
    expect(postalAddress({ ...base, firstName: 'Asha', lastName: '' }).name).toBe('Asha');
  });
});
