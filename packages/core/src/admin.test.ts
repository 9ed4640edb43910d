import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject, staffRoleBody } from './admin.ts';

describe('auditChanges', () => {
  it('lists the fields whose value changed, before and after', () => {
    expect(
      auditChanges(
        { email: 'a@x.in', role: 'customer', tags: ['a'] },
        { email: 'a@x.in', role: 'staff', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'role', before: 'customer', after: 'staff' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows a creation or a deletion as fields appearing or going', () => {
    expect(auditChanges(null, { name: 'Jute bag', price: 250 })).toEqual([
      { field: 'name', before: undefined, after: 'Jute bag' },
      { field: 'price', before: undefined, after: 250 },
    ]);
    expect(auditChanges({ stock: 3 }, null)).toEqual([
      { field: 'stock', before: 3, after: undefined },
    ]);
    expect(auditChanges('x', [1])).toEqual([]);
  });
});

describe('staffRoleBody', () => {
  it('takes an e-mail, trimmed, and one of the three roles', () => {
    expect(staffRoleBody.parse({ email: ' a@harit.in ', role: 'staff' })).toEqual({
      email: 'a@harit.in',
      role: 'staff',
    });
    expect(staffRoleBody.safeParse({ email: 'a@harit.in', role: 'owner' }).success).toBe(false);
    expect(staffRoleBody.safeParse({ email: 'nobody', role: 'admin' }).success).toBe(false);
  });
});

describe('auditSubject', () => {
  it('names the thing by its name, e-mail, order number or reference, else its id', () => {
    expect(
      auditSubject({
        entityId: 'u1',
        before: { role: 'customer' },
        after: { email: 'a@x.in', role: 'staff' },
      }),
    ).toBe('a@x.in');
    expect(auditSubject({ entityId: 'p1', before: { name: 'Old', price: 1 }, after: null })).toBe(
      'Old',
    );
    expect(auditSubject({ entityId: 'o1', before: null, after: { status: 'packed' } })).toBe('o1');
  });
});
