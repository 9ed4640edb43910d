import { describe, expect, it } from 'vitest';
import { isCatalogueApi, isOfflinePage, isPicture, mayKeepAnswer } from './offline.ts';

describe('isOfflinePage', () => {
  it('keeps the public pages, with their query', () => {
    for (const path of [
      '/',
      '/shop',
      '/shop?category=Solar&sort=price-asc',
      '/product/bamboo-toothbrush-pack-of-4',
      '/faq',
      '/terms',
      '/privacy',
      '/shipping',
      '/support',
    ]) {
      expect(isOfflinePage(path), path).toBe(true);
    }
  });

  it('never keeps a page with one person’s data, a form to sign in, the console or no page', () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/orders',
      '/orders/HRT-20260101-ABCD',
      '/profile',
      '/settings',
      '/wish',
      '/carbon-tracker',
      '/rewards',
      '/returns',
      '/login',
      '/signup',
      '/reset-password?token=x',
      '/pay/test/HRT-1',
      '/admin',
      '/admin/products',
      '/no-such-page',
    ]) {
      expect(isOfflinePage(path), path).toBe(false);
    }
  });
});

describe('isCatalogueApi', () => {
  it('is the products API and nothing else', () => {
    expect(isCatalogueApi('/api/products')).toBe(true);
    expect(isCatalogueApi('/api/products/categories')).toBe(true);
    expect(isCatalogueApi('/api/products/bamboo-toothbrush/related')).toBe(true);
    for (const path of [
      '/api/cart',
      '/api/auth/session',
      '/api/orders',
      '/api/productsx',
      '/api',
    ]) {
      expect(isCatalogueApi(path), path).toBe(false);
    }
  });
});

describe('isPicture', () => {
  it('is a catalogue picture or a merchant upload', () => {
    expect(isPicture('/images/products/bamboo.avif')).toBe(true);
    expect(isPicture('/uploads/products/abc-640.webp')).toBe(true);
    expect(isPicture('/assets/index.js')).toBe(false);
    expect(isPicture('/api/images/x')).toBe(false);
  });
});

describe('mayKeepAnswer', () => {
  it('keeps a whole public answer', () => {
    expect(mayKeepAnswer(200, 'no-cache')).toBe(true);
    expect(mayKeepAnswer(200, null)).toBe(true);
  });

  it('refuses signed-in answers, one person’s answers and anything but a 200', () => {
    expect(mayKeepAnswer(200, 'no-store')).toBe(false);
    expect(mayKeepAnswer(200, 'private, no-store')).toBe(false);
    expect(mayKeepAnswer(200, 'Private')).toBe(false);
    expect(mayKeepAnswer(404, 'no-cache')).toBe(false);
    expect(mayKeepAnswer(206, null)).toBe(false);
    expect(mayKeepAnswer(0, null)).toBe(false);
  });
});
