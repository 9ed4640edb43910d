import type { Category } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { promoHref } from './resolve-promo';

const categories: Category[] = [
  ['Solar', 'solar'],
  ['Zero Waste', 'zero-waste'],
  ['Home Decor', 'home-decor'],
  ['Sustainable Fashion', 'sustainable-fashion'],
].map(([name, slug]) => ({
  _id: slug as string,
  name: name as string,
  slug: slug as string,
  image: '',
}));

describe('promoHref', () => {
  it('matches a category by name regardless of case', () => {
    expect(promoHref('Home decor', categories)).toBe('/shop?category=Home%20Decor');
    expect(promoHref('Solar', categories)).toBe('/shop?category=Solar');
  });

  it('matches a category by slug', () => {
    expect(promoHref('zero-waste', categories)).toBe('/shop?category=Zero%20Waste');
  });

  it('falls back to a category whose name contains the keyword', () => {
    expect(promoHref('Sustainable', categories)).toBe('/shop?category=Sustainable%20Fashion');
  });

  it('searches for the keyword when no category matches', () => {
    expect(promoHref('Reusable', categories)).toBe('/shop?search=Reusable');
    expect(promoHref('Organic', undefined)).toBe('/shop?search=Organic');
  });
});
