import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameSitePath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/orders/HRT-1?tab=items#top')).toBe('/orders/HRT-1?tab=items#top');
    expect(safeReturnPath('/shop?category=Solar')).toBe('/shop?category=Solar');
  });

  it('returns the normalised path, which is what a browser goes to', () => {
    expect(safeReturnPath('/shop/../cart')).toBe('/cart');
    expect(safeReturnPath('/./wishlist')).toBe('/wishlist');
  });

  it.each([
    // Written as a path, but normalising to another site's address.
    '/../..//evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example/path?x=1',
    // Another site once a router decodes the path.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/\\evil.example',
    // Another site written plainly, or a scheme.
    '//evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tjavascript:alert(1)',
    '/\n/evil.example',
    // Not a path at all.
    'orders',
    '',
    null,
    undefined,
  ])('sends %j home', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('never returns to the sign-in or sign-up page, which would loop', () => {
    expect(safeReturnPath('/login?redirectTo=/cart')).toBe('/');
    expect(safeReturnPath('/./signup')).toBe('/');
  });

  it('falls back to the caller’s own page when given one', () => {
    expect(safeReturnPath('/.//evil.example', '/orders/HRT-1')).toBe('/orders/HRT-1');
    expect(safeReturnPath('/checkout?order=1', '/orders/HRT-1')).toBe('/checkout?order=1');
  });

  it('is the same rule however a value is written: what it returns is itself safe', () => {
    for (const value of ['/../..//evil.example', '/a/../b', '/%2e%2e/x', '/x/%2e%2e//evil']) {
      const once = safeReturnPath(value);
      expect(safeReturnPath(once)).toBe(once);
      expect(new URL(once, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});

describe('sameSitePath', () => {
  it('answers null for anything that is not a path of this site', () => {
    expect(sameSitePath('/../..//evil.example')).toBeNull();
    expect(sameSitePath('https://shop.example/cart')).toBeNull();
    expect(sameSitePath('/cart')).toBe('/cart');
  });
});
