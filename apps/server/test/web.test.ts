// The built web app: every page of the app loads on refresh with status 200;
// any other path gets the same app, which shows its 404 page, with status 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keywordCarbonRecord } from '@harit/core/carbon-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'harit-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Harit"}');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'export {};');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('pages of the web app', () => {
  // Every page path answers with the app; a path no page has answers 404, and the app shows
  // its 404 page.
  it.each([
    ['/', 200],
    ['/shop', 200],
    ['/shop?search=solar', 200],
    ['/orders/HRT-20260101-0001', 200],
    ['/carbon-tracker/', 200],
    ['/no-such-page', 404],
    ['/shop/solar', 404],
    ['/orders/HRT-1/extra', 404],
  ])('%s answers %i with the app', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers a product page 200 for a product in the catalogue, in stock or not', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'slug', 'stock'])
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ method: 'GET', url: `/product/${product.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', product.id).execute();
    // Sold out, the page is still there: asked until the catalogue cache has the new stock.
    const soldOut = await eventually(
      async () => {
        const listed = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
        return listed.json<{ stock: number }>().stock === 0
          ? t.app.inject({ method: 'GET', url: `/product/${product.slug}/` })
          : null;
      },
      (page) => page !== null,
    );
    await t.db
      .updateTable('products')
      .set({ stock: product.stock })
      .where('id', '=', product.id)
      .execute();
    expect(soldOut?.statusCode).toBe(200);
  });

  it('answers an unknown product slug 404 with the app, and a product added later 200', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/product/no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toBe(INDEX_HTML);
    // The answer is remembered, but only until the catalogue changes.
    await t.db
      .insertInto('products')
      .values({
        slug: 'no-such-product',
        name: 'Added Later',
        description: 'Added by a test.',
        image: '/images/placeholder.svg',
        price_paise: 100,
        mrp_paise: null,
        carbon: JSON.stringify(keywordCarbonRecord('Added Later')),
        rating: 0,
        rating_count: 0,
        featured: false,
        category_id: null,
        stock: 1,
      })
      .execute();
    const added = await eventually(
      () => t.app.inject({ method: 'GET', url: '/product/no-such-product' }),
      (r) => r.statusCode === 200,
    );
    await t.db.deleteFrom('products').where('slug', '=', 'no-such-product').execute();
    expect(added.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON message, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringMatching(/no-such-thing/) });
  });
});

describe('files of the web app (decision 036)', () => {
  it('keeps hashed assets a year, and has the service worker, manifest and index.html checked each time', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('export {};');
    // An asset that is not there (a previous build's) is a 404, not the app.
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-Old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/^text\/html/);
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // A kept sw.js would hold a new version back from shoppers for as long as it is kept.
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    // The service worker may run, from the site's own address only.
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});
