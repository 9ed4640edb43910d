import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('requestHash', () => {
  it('is the same for bodies that differ only in the order of their keys', () => {
    const a = { items: [{ productId: 'p1', quantity: 2 }], paymentMethod: 'upi' };
    const b = { paymentMethod: 'upi', items: [{ quantity: 2, productId: 'p1' }] };
    expect(canonicalJson(b)).toBe(
      '{"items":[{"productId":"p1","quantity":2}],"paymentMethod":"upi"}',
    );
    expect(requestHash(a)).toBe(requestHash(b));
  });

  it('differs when any value differs', () => {
    const body = { items: [{ productId: 'p1', quantity: 2 }], paymentMethod: 'upi' };
    expect(requestHash({ ...body, paymentMethod: 'cod' })).not.toBe(requestHash(body));
    expect(requestHash({ ...body, items: [{ productId: 'p1', quantity: 3 }] })).not.toBe(
      requestHash(body),
    );
  });
});
