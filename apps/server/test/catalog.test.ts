import { PRODUCT_SORTS, type ProductSort } from '@harit/core/limits';
import { percentOffWithGst } from '@harit/core/money';
import type { Category, Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
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
    // The product's own answer is the list item and its pictures and SKU (decision 080).
    expect(byId.json()).toEqual({ ...first, images: [first!.image], sku: expect.any(String) });
    expect(bySlug.json()).toEqual(byId.json());
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
  });
});

describe('product page', () => {
  it('opens an out-of-stock product by slug, with its stock', async () => {
    const [product] = (await products('?limit=1&sort=price-desc')).items;
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', product!._id).execute();
    try {
      const response = await eventually(
        () => t.app.inject({ method: 'GET', url: `/api/products/${product!.slug}` }),
        (r) => r.json<Product>().stock === 0,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...product, stock: 0 });
    } finally {
      await t.db
        .updateTable('products')
        .set({ stock: product!.stock })
        .where('id', '=', product!._id)
        .execute();
    }
  });

  it('lists related products: the same category, never the product itself, popular first', async () => {
    const all = (await products('?limit=100')).items;
    const product = all.find((p) => p.categorySlug === 'solar')!;
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/related` });
    expect(byId.statusCode).toBe(200);
    const related = byId.json<Product[]>();
    expect(related).toHaveLength(4);
    expect(related.every((p) => p.category === 'Solar' && p._id !== product._id)).toBe(true);
    const expected = all
      .filter((p) => p.categorySlug === 'solar' && p._id !== product._id)
      .sort(bySort('popularity'))
      .slice(0, 4);
    expect(related.map((p) => p._id)).toEqual(expected.map((p) => p._id));
    const bySlug = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.slug}/related?limit=2`,
    });
    expect(bySlug.json<Product[]>()).toEqual(related.slice(0, 2));
  });

  it('answers related products of an unknown product with 404 and a bad limit with 400', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/no-such-thing/related',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
    const [first] = (await products('?limit=1')).items;
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/products/${first!.slug}/related?limit=13`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'Limit must be at most 12.' });
  });
});

/** The order each sort gives (decision 016), out-of-stock products last, ties by id. */
function bySort(sort: Exclude<ProductSort, 'relevance'>) {
  const keys: Record<typeof sort, (p: Product) => number[]> = {
    popularity: (p) => [-p.ratingCount, -p.rating],
    // on the price shown, with GST (decision 082, migration 0044)
    'price-asc': (p) => [p.priceWithGst],
    'price-desc': (p) => [-p.priceWithGst],
    // on the price with GST, as the badges show it (decision 082, migration 0043)
    discount: (p) => [-percentOffWithGst(p)],
    rating: (p) => [-p.rating, -p.ratingCount],
    co2: (p) => [p.carbon.netKgPerUnit],
  };
  return (a: Product, b: Product): number => {
    const ka = [a.stock === 0 ? 1 : 0, ...keys[sort](a)];
    const kb = [b.stock === 0 ? 1 : 0, ...keys[sort](b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
}

describe('sort, filter and paging on /shop', () => {
  const FILTERS = {
    minPrice: { query: 'minPrice=200', keeps: (p: Product) => p.priceWithGst >= 200 },
    maxPrice: { query: 'maxPrice=1500', keeps: (p: Product) => p.priceWithGst <= 1500 },
    minRating: { query: 'minRating=4', keeps: (p: Product) => p.rating >= 4 },
    inStock: { query: 'inStock=true', keeps: (p: Product) => p.stock > 0 },
    minDiscount: {
      query: 'minDiscount=25',
      keeps: (p: Product) => percentOffWithGst(p) >= 25,
    },
  };
  const names = Object.keys(FILTERS) as (keyof typeof FILTERS)[];
  /** Every subset of the filters: 2^5 = 32, from none to all five. */
  const subsets = Array.from({ length: 2 ** names.length }, (_, mask) =>
    names.filter((_, i) => mask & (1 << i)),
  );
  let all: Product[];
  let soldOut: string[];

  beforeAll(async () => {
    all = (await products('?limit=100')).items;
    // Two products out of stock, one of them cheap, so "out of stock last" is visible.
    const byPrice = [...all].sort((a, b) => a.price - b.price);
    soldOut = [byPrice[0]!._id, byPrice[30]!._id];
    await t.db.updateTable('products').set({ stock: 0 }).where('id', 'in', soldOut).execute();
    all = (
      await eventually(
        () => products('?limit=100'),
        ({ items }) => items.filter((p) => p.stock === 0).length === 2,
      )
    ).items;
    expect(all.filter((p) => p.stock === 0)).toHaveLength(2);
  });
  afterAll(async () => {
    await t.db.updateTable('products').set({ stock: 10 }).where('id', 'in', soldOut).execute();
  });

  it('defaults to popularity without a search, out-of-stock products last', async () => {
    const { items } = await products('?limit=100');
    expect(items.map((p) => p._id)).toEqual([...all].sort(bySort('popularity')).map((p) => p._id));
    expect(items.slice(-2).every((p) => p.stock === 0)).toBe(true);
    const relevance = await products('?limit=100&sort=relevance');
    expect(relevance.items).toEqual(items);
  });

  it.each(PRODUCT_SORTS.filter((sort) => sort !== 'relevance'))(
    'sorts by %s under every combination of filters, with the right total',
    async (sort) => {
      for (const subset of subsets) {
        const query = ['limit=100', `sort=${sort}`, ...subset.map((n) => FILTERS[n].query)];
        const { status, items, total } = await products(`?${query.join('&')}`);
        const expected = all
          .filter((p) => subset.every((n) => FILTERS[n].keeps(p)))
          .sort(bySort(sort));
        expect(status, query.join('&')).toBe(200);
        expect(
          items.map((p) => p._id),
          query.join('&'),
        ).toEqual(expected.map((p) => p._id));
        expect(total, query.join('&')).toBe(expected.length);
      }
    },
  );

  it.each([
    ['minRating=3', (p: Product) => p.rating >= 3],
    ['minDiscount=10', (p: Product) => percentOffWithGst(p) >= 10],
    ['minDiscount=50', (p: Product) => percentOffWithGst(p) >= 50],
    ['minPrice=99.5&maxPrice=449', (p: Product) => p.priceWithGst >= 99.5 && p.priceWithGst <= 449],
    ['inStock=false', () => true],
    [
      'category=solar&minDiscount=10',
      (p: Product) => p.categorySlug === 'solar' && percentOffWithGst(p) >= 10,
    ],
  ])('filters by %s', async (query, keeps) => {
    const { items, total } = await products(`?limit=100&${query}`);
    const expected = all.filter(keeps).sort(bySort('popularity'));
    expect(items.map((p) => p._id)).toEqual(expected.map((p) => p._id));
    expect(total).toBe(expected.length);
  });

  it('pages through a sorted, filtered list without gaps or repeats', async () => {
    const query = '?sort=price-asc&maxPrice=2000&limit=7';
    const whole = all.filter((p) => p.priceWithGst <= 2000).sort(bySort('price-asc'));
    const seen: Product[] = [];
    for (let offset = 0; offset < whole.length + 7; offset += 7) {
      const page = await products(`${query}&offset=${offset}`);
      expect(page.total).toBe(whole.length);
      seen.push(...page.items);
    }
    expect(seen.map((p) => p._id)).toEqual(whole.map((p) => p._id));
  });

  it('sorts search results by relevance by default, or by the sort asked for', async () => {
    const relevance = await products('?search=bamboo&limit=100');
    expect(relevance.items[0]!.name).toMatch(/bamboo/i);
    const byPrice = await products('?search=bamboo&sort=price-desc&limit=100');
    expect(byPrice.total).toBe(relevance.total);
    expect(byPrice.items.map((p) => p._id)).toEqual(
      [...relevance.items].sort(bySort('price-desc')).map((p) => p._id),
    );
    const filtered = await products('?search=bamboo&maxPrice=300&sort=price-asc');
    expect(filtered.items.every((p) => p.priceWithGst <= 300)).toBe(true);
    // The cheapest bamboo product is out of stock here: it comes last, not first.
    expect(filtered.items.map((p) => p._id)).toEqual(
      [...filtered.items].sort(bySort('price-asc')).map((p) => p._id),
    );
    expect(filtered.items.at(-1)!.stock).toBe(0);
  });

  it.each([
    [
      'sort=cheapest',
      'Sort must be one of relevance, popularity, price-asc, price-desc, discount, rating, co2.',
    ],
    ['minPrice=abc', 'Minimum price must be a number of rupees.'],
    ['minPrice=500&maxPrice=100', 'Maximum price must not be below the minimum price.'],
    ['minRating=5', 'Minimum rating must be 3 or 4.'],
    ['inStock=1', 'In stock must be true or false.'],
    ['minDiscount=33', 'Minimum discount must be 10, 25 or 50.'],
  ])('refuses %s with 400 and a sentence', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
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
    // The commit's notification empties the cache: the answer changes once it is delivered.
    const after = await eventually(
      () =>
        t.app.inject({
          method: 'GET',
          url: '/api/products?limit=100',
          headers: { 'if-none-match': etag },
        }),
      (r) => r.statusCode !== 304,
    );
    expect(after.statusCode).toBe(200);
    // An out-of-stock product stays listed, marked by its stock, after the rest.
    const listed = after.json<Product[]>();
    expect(listed.at(-1)).toMatchObject({ _id: product!._id, stock: 0 });
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
        '/api/products/{id}/related',
        '/api/products/suggestions',
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
