import { describe, expect, it } from 'vitest';
import { rasterSrcSet, uploadPath } from './pictures.ts';

describe('rasterSrcSet', () => {
  it('lists the copies of a product picture by width', () => {
    expect(rasterSrcSet('/images/products/hemp-tote-bag.svg', 'webp')).toBe(
      '/images/products/hemp-tote-bag-200.webp 200w, /images/products/hemp-tote-bag-400.webp 400w, /images/products/hemp-tote-bag-800.webp 800w',
    );
    expect(rasterSrcSet('/images/products/hemp-tote-bag.svg', 'avif')).toContain(
      'hemp-tote-bag-800.avif 800w',
    );
  });

  it('leaves other images alone', () => {
    for (const path of [
      '/images/categories/solar.svg',
      '/images/placeholder.svg',
      'https://cdn.example.in/p/123.jpg',
      '/images/products/../placeholder.svg',
      '',
    ])
      expect(rasterSrcSet(path, 'webp')).toBeUndefined();
  });

  it("lists an upload's WebP copies, and no AVIF", () => {
    const image = uploadPath('products', 'ab12', 800);
    expect(image).toBe('/uploads/products/ab12-800.webp');
    expect(rasterSrcSet(image, 'webp')).toBe(
      '/uploads/products/ab12-200.webp 200w, /uploads/products/ab12-400.webp 400w, /uploads/products/ab12-800.webp 800w',
    );
    expect(rasterSrcSet(image, 'avif')).toBeUndefined();
  });
});
