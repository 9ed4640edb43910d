import { fromPaise, GST_RATES, unitPriceWithGst } from '@harit/core/money';
import type { Product } from '@harit/core/types';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { catalogueChange } from './eventually.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// The /shop price range and the price orders on the price a shopper sees (decision 082,
// migration 0044): products.price_with_gst_paise is core's unitPriceWithGst to the paisa, and a
// product at 5 % and one at 18 % sort and filter by their shown prices, in a listing and in a
// search (migration 0029's function).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function products(query: string): Promise<Product[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json();
}

describe('price with GST', () => {
  it('is generated as unitPriceWithGst to the paisa, at every rate and awkward prices', async () => {
    const [product] = await t.db.selectFrom('products').select('id').limit(1).execute();
    const { price_paise: kept, gst_rate: keptRate } = await t.db
      .selectFrom('products')
      .select(['price_paise', 'gst_rate'])
      .where('id', '=', product!.id)
      .executeTakeFirstOrThrow();
    // Exact halves of a paisa (10 at 5 %, 250 at 18 %: 45.0; 25 at 18 %: 4.5), fractions either
    // side of one, whole rupees, and large prices.
    const prices = [
      1, 9, 10, 11, 25, 50, 99, 250, 1999, 21890, 19900, 33333, 45050, 99999, 9999999,
    ];
    try {
      for (const rate of GST_RATES) {
        for (const paise of prices) {
          const row = await t.db
            .updateTable('products')
            .set({ price_paise: paise, gst_rate: rate })
            .where('id', '=', product!.id)
            .returning('price_with_gst_paise')
            .executeTakeFirstOrThrow();
          expect(fromPaise(row.price_with_gst_paise), `${paise} paise at ${rate} %`).toBe(
            unitPriceWithGst(fromPaise(paise), rate),
          );
        }
      }
    } finally {
      await t.db
        .updateTable('products')
        .set({ price_paise: kept, gst_rate: keptRate })
        .where('id', '=', product!.id)
        .execute();
    }
  });

  describe('a product at 5 % and one at 18 %', () => {
    // ₹1,234 at 18 % is shown at ₹1,456.12; ₹1,380 at 5 % at ₹1,449. Before GST the 18 % one
    // is the cheaper; as shown, the 5 % one is.
    let at18: { id: string; name: string };
    let at5: { id: string; name: string };
    let kept: { id: string; price_paise: number; gst_rate: number; stock: number }[];

    beforeAll(async () => {
      kept = await t.db
        .selectFrom('products')
        .select(['id', 'price_paise', 'gst_rate', 'stock'])
        .where('archived_at', 'is', null)
        .orderBy('id')
        .limit(2)
        .execute();
      const names = await t.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          kept.map((k) => k.id),
        )
        .orderBy('id')
        .execute();
      [at18, at5] = names as [typeof at18, typeof at5];
      await catalogueChange(t.app, async () => {
        await t.db
          .updateTable('products')
          .set({ price_paise: 123400, gst_rate: 18, stock: 10 })
          .where('id', '=', at18.id)
          .execute();
        await t.db
          .updateTable('products')
          .set({ price_paise: 138000, gst_rate: 5, stock: 10 })
          .where('id', '=', at5.id)
          .execute();
      });
    });
    afterAll(async () => {
      for (const k of kept) {
        await t.db
          .updateTable('products')
          .set({ price_paise: k.price_paise, gst_rate: k.gst_rate, stock: k.stock })
          .where('id', '=', k.id)
          .execute();
      }
    });

    const ids = (items: Product[]) =>
      items.map((p) => p._id).filter((id) => id === at18.id || id === at5.id);

    it('shows them at ₹1,456.12 and ₹1,449', async () => {
      const listed = await products('limit=100&minPrice=1449&maxPrice=1456.12');
      expect(listed.find((p) => p._id === at18.id)).toMatchObject({
        price: 1234,
        priceWithGst: 1456.12,
      });
      expect(listed.find((p) => p._id === at5.id)).toMatchObject({
        price: 1380,
        priceWithGst: 1449,
      });
    });

    it('sorts them by the price shown, both ways', async () => {
      const range = 'minPrice=1400&maxPrice=1500&limit=100';
      const ascending = await products(`sort=price-asc&${range}`);
      expect(ids(ascending)).toEqual([at5.id, at18.id]);
      const shown = ascending.map((p) => p.priceWithGst);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      const descending = await products(`sort=price-desc&${range}`);
      expect(ids(descending)).toEqual([at18.id, at5.id]);
    });

    it('pages through the price order by cursor on the price shown', async () => {
      const seen: Product[] = [];
      let cursor: string | undefined;
      do {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products?sort=price-asc&minPrice=1400&maxPrice=1500&limit=1${
            cursor ? `&cursor=${cursor}` : ''
          }`,
        });
        seen.push(...response.json());
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(ids(seen)).toEqual([at5.id, at18.id]);
    });

    it.each([
      ['minPrice=1449&maxPrice=1456.12', [true, true]],
      ['maxPrice=1456.11', [false, true]],
      ['minPrice=1449.01', [true, false]],
      // before GST both are below ₹1,400; as shown, neither is
      ['maxPrice=1400', [false, false]],
    ])('filters %s on the price shown', async (query, [has18, has5]) => {
      const listed = await products(`limit=100&sort=price-asc&${query}`);
      expect(listed.some((p) => p._id === at18.id)).toBe(has18);
      expect(listed.some((p) => p._id === at5.id)).toBe(has5);
      const [min, max] = [/minPrice=([\d.]+)/, /maxPrice=([\d.]+)/].map((re) =>
        Number(query.match(re)?.[1] ?? Number.NaN),
      );
      for (const p of listed) {
        if (!Number.isNaN(min)) expect(p.priceWithGst).toBeGreaterThanOrEqual(min!);
        if (!Number.isNaN(max)) expect(p.priceWithGst).toBeLessThanOrEqual(max!);
      }
    });

    it('filters a search by the price shown too', async () => {
      const search = encodeURIComponent(at18.name);
      const within = await products(`search=${search}&minPrice=1456.12&maxPrice=1456.12`);
      expect(within.map((p) => p._id)).toContain(at18.id);
      const below = await products(`search=${search}&maxPrice=1456.11`);
      expect(below.map((p) => p._id)).not.toContain(at18.id);
      const beforeGst = await products(`search=${search}&minPrice=1234&maxPrice=1234`);
      expect(beforeGst.map((p) => p._id)).not.toContain(at18.id);
    });
  });

  it('is undone by migration 0044 going down, and made again going up', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const index = async () =>
      (
        await sql<{ indexdef: string }>`select indexdef from pg_indexes
          where indexname = 'products_sort_price_asc_idx'`.execute(t.db)
      ).rows[0]?.indexdef;
    const candidates = async () =>
      (
        await sql<{ src: string }>`select prosrc as src from pg_proc
          where proname = 'search_candidates' and pronargs = 10`.execute(t.db)
      ).rows[0]?.src;
    expect(await index()).toContain('price_with_gst_paise');
    expect(await candidates()).toContain('p.price_with_gst_paise >= min_price');
    expect((await migrator.migrateTo('0043-discount-with-gst')).error).toBeUndefined();
    try {
      expect(await index()).not.toContain('price_with_gst_paise');
      expect(await index()).toContain('price_paise');
      expect(await candidates()).toContain('p.price_paise >= min_price');
    } finally {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    }
    expect(await index()).toContain('price_with_gst_paise');
    expect(await candidates()).toContain('p.price_with_gst_paise <= max_price');
  });
});
