// Pictures (decision 020): every seed product has its own drawing, the committed files are what the
// image script generates, and the raster copies for `srcset` are served with their image types.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_FORMATS, PICTURE_WIDTHS, rasterName } from '@harit/core/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutral, palettes, picture, productDrawing } from '../scripts/images/drawings.ts';
import { seedProducts } from '../src/features/catalog/seed-data.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const productsDir = path.resolve(import.meta.dirname, '../public/images/products');

describe('product pictures', () => {
  it('draws every seed product', () => {
    const withoutDrawing = seedProducts.filter((p) => !productDrawing(p)).map((p) => p.slug);
    expect(withoutDrawing).toEqual([]);
  });

  it('gives no two products the same drawing (the name label aside)', () => {
    const byHash = new Map<string, string[]>();
    for (const p of seedProducts) {
      const hash = createHash('sha256')
        .update(productDrawing(p) ?? '')
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), p.slug]);
    }
    const shared = [...byHash.values()].filter((slugs) => slugs.length > 1);
    expect(shared).toEqual([]);
    expect(byHash.size).toBe(seedProducts.length);
  });

  it('has the generated SVG and every raster width and format on disk for each product', () => {
    const stale: string[] = [];
    const missing: string[] = [];
    for (const p of seedProducts) {
      const svgPath = path.join(productsDir, `${p.slug}.svg`);
      const expected = picture(p.name, palettes[p.category] ?? neutral, productDrawing(p) ?? '');
      if (!existsSync(svgPath) || readFileSync(svgPath, 'utf8') !== expected) stale.push(p.slug);
      for (const width of PICTURE_WIDTHS)
        for (const format of PICTURE_FORMATS) {
          const name = rasterName(p.slug, width, format);
          if (!existsSync(path.join(productsDir, name))) missing.push(name);
        }
    }
    // Run `npx tsx apps/server/scripts/generate-images.ts` when either list is not empty.
    expect(stale).toEqual([]);
    expect(missing).toEqual([]);
  });
});

describe('serving the raster pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ])('answers /images/products/<slug>-400.%s with 200 %s', async (format, type) => {
    const slug = seedProducts[0]?.slug;
    const response = await t.app.inject({
      method: 'GET',
      url: `/images/products/${slug}-400.${format}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.rawPayload.length).toBeGreaterThan(500);
  });
});
