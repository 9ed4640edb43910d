import { describe, expect, it } from 'vitest';
import { isPagePath } from './pages.ts';

describe('isPagePath', () => {
  it('knows the home page and every listed page, with a query or a trailing slash', () => {
    for (const path of ['/', '', '/shop', '/shop?search=solar', '/cart/', '/reset-password#x']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('matches a path parameter to any one segment, and letter case as the router does', () => {
    expect(isPagePath('/orders/HRT-20260101-ABCD')).toBe(true);
    expect(isPagePath('/product/bamboo-toothbrush-pack-of-4')).toBe(true);
    expect(isPagePath('/Shop')).toBe(true);
    expect(isPagePath('/orders/HRT-1/extra')).toBe(false);
  });

  it('refuses everything else', () => {
    for (const path of ['/no-such-page', '/shopping', '/shop/solar', '/api', '/x/orders']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
