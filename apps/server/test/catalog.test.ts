import type { Category, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function products(query = ''): Promise<{ items: Product[]; total: number; status: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? response.json() : [],
    total: Number(response.headers['x-total-count']),
  };
}

describe('catalogue', () => {
  it('serves the seeded catalogue: at least 48 in-stock products with SPEC §3 fields', async () => {
    const { items, total, status } = await products('?limit=100');
    expect(status).toBe(200);
    expect(total).toBeGreaterThanOrEqual(48);
    expect(items.length).toBe(total);
    for (const p of items) {
      expect(p).toMatchObject({
        _id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        image: expect.stringMatching(/^\/images\/products\/.+\.svg$/),
        price: expect.any(Number),
        rating: expect.any(Number),
        ratingCount: expect.any(Number),
      });
      expect(p.stock).toBeGreaterThan(0);
    }
  });

  it('pages with limit and offset and reports the total in X-Total-Count', async () => {
    const first = await products('?limit=5');
    const second = await products('?limit=5&offset=5');
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.items, ...second.items].map((p) => p._id));
    expect(ids.size).toBe(10);
  });

  it('rejects an unbounded limit with 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=100000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Limit must be at most 100.');
  });

  it('lists at least six categories including Solar, Organic and Zero Waste', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    const categories = response.json<Category[]>();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Solar', 'Organic', 'Zero Waste']),
    );
  });

  it('filters by category name or slug alike', async () => {
    const byName = await products('?category=Zero%20Waste&limit=100');
    const bySlug = await products('?category=zero-waste&limit=100');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.map((p) => p._id)).toEqual(bySlug.items.map((p) => p._id));
    expect(byName.items.every((p) => p.category === 'Zero Waste')).toBe(true);
  });

  it('answers an unknown category with an empty list, not an error', async () => {
    const { status, items } = await products('?category=Nonexistent');
    expect(status).toBe(200);
    expect(items).toEqual([]);
  });

  it('returns featured products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    const featured = response.json<Product[]>();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.featured)).toBe(true);
  });

  it('returns one product by id and by slug, and 404 for an unknown one', async () => {
    const [first] = (await products('?limit=1')).items;
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${first!._id}` });
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/products/${first!.slug}` });
    expect(byId.json()).toEqual(first);
    expect(bySlug.json()).toEqual(first);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
  });
});

describe('caching', () => {
  it('answers 304 to a matching ETag and sees a stock change at once', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=100',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const [product] = first.json<Product[]>();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', product!._id).execute();
    // The commit's notification empties the cache; allow the event loop to deliver it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=100',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Product[]>().map((p) => p._id)).not.toContain(product!._id);
    await t.db.updateTable('products').set({ stock: 10 }).where('id', '=', product!._id).execute();
  });
});

describe('search', () => {
  it('finds bamboo products by full text', async () => {
    const { items } = await products('?search=bamboo');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.name.toLowerCase()).toContain('bamboo');
  });

  it('still finds things through typos: bambo → bamboo, solr → solar', async () => {
    const bambo = await products('?search=bambo');
    expect(bambo.items.length).toBeGreaterThan(0);
    expect(bambo.items.every((p) => /bamboo/i.test(p.name))).toBe(true);
    const solr = await products('?search=solr');
    expect(solr.items.length).toBeGreaterThan(0);
    expect(solr.items.every((p) => /solar/i.test(`${p.name} ${p.category}`))).toBe(true);
    expect(solr.items.map((p) => p._id)).toEqual(
      (await products('?search=solar')).items.map((p) => p._id),
    );
  });

  it('searches special characters as plain text, never an error', async () => {
    for (const text of ['(', '%', '_', "'", '"', '\\', 'a & b | !c', '<script>', ':*']) {
      const { status } = await products(`?search=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
    }
  });

  it('finds nothing for gibberish', async () => {
    const { items, total } = await products('?search=qzxvwpt');
    expect(items).toEqual([]);
    expect(total).toBe(0);
  });

  it('combines search with a category', async () => {
    const { items } = await products('?search=bottle&category=Kitchen');
    expect(items.every((p) => p.category === 'Kitchen')).toBe(true);
  });
});

describe('platform', () => {
  it('reports a healthy database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });

  it('documents every catalogue route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/featured',
        '/api/products/categories',
        '/api/products/{id}',
        '/api/health',
      ]),
    );
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('serves product images and the placeholder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/placeholder.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
