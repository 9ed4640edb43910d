import { describe, expect, it } from 'vitest';
import { hasRole, isRole } from './roles';

describe('hasRole', () => {
  it('lets admins do what staff do, and staff not what admins do', () => {
    expect(hasRole('admin', 'staff')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('staff', 'admin')).toBe(false);
  });

  it('grants nothing to customers, missing or forged roles', () => {
    for (const role of [
      'customer',
      undefined,
      null,
      '',
      'root',
      'ADMIN',
      '__proto__',
      'toString',
    ]) {
      expect(hasRole(role, 'staff')).toBe(false);
    }
  });

  it('knows the three roles only', () => {
    expect(['customer', 'staff', 'admin'].every(isRole)).toBe(true);
    expect(isRole('owner')).toBe(false);
  });
});
