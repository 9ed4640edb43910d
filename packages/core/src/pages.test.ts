import { describe, expect, it } from 'vitest';
import { isPagePath, matchPage } from './pages.ts';

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

describe('matchPage', () => {
  it('names the page and its parameters, decoded and in their own letter case', () => {
    expect(matchPage('/product/Bamboo-Toothbrush?x=1')).toEqual({
      page: 'product/:slug',
      params: { slug: 'Bamboo-Toothbrush' },
    });
    expect(matchPage('/PRODUCT/a%20b/')).toEqual({
      page: 'product/:slug',
      params: { slug: 'a b' },
    });
    expect(matchPage('/product/%E0%A4')?.params.slug).toBe('%E0%A4');
    expect(matchPage('/')).toEqual({ page: '', params: {} });
    expect(matchPage('/product')).toBeNull();
    expect(matchPage('/product/a/b')).toBeNull();
  });
});
