// Search at scale (decision 038): counts stop at 1,000 (X-Total-At-Least says there are more), and keyset
// paging (X-Next-Cursor → cursor=…) walks a list without overlaps or gaps, ties included,
// while offset keeps working for older clients.
import { PRODUCT_COUNT_LIMIT } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIntoZeroWaste, testProductCarbon } from './catalog-helpers.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
/** More products with the word "quokka" than a list counts. */
const QUOKKAS = PRODUCT_COUNT_LIMIT + 50;
/** Of them, this many are also "sparkly". */
const SPARKLY = 7;

beforeAll(async () => {
  t = await buildTestApp();
  await insertIntoZeroWaste(t, [
    // Few distinct prices and popularities, so every sort has long runs of ties.
    sql`
    select 'quokka-' || g,
      'Quokka Widget ' || case when g <= ${SPARKLY} then 'Sparkly ' else '' end || g,
      'A widget for the tests.', '/images/placeholder.svg', 10000 + (g % 3) * 100, null,
      4, (g % 4) * 10, (select id from categories where slug = 'zero-waste'),
      case when g % 10 = 0 then 0 else 5 end, false, ${testProductCarbon}::jsonb
    from generate_series(1, ${QUOKKAS}) g`,
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, query).toBe(200);
  return {
    ids: response.json<Product[]>().map((p) => p._id),
    total: Number(response.headers['x-total-count']),
    atLeast: response.headers['x-total-at-least'] === 'true',
    next: response.headers['x-next-cursor'] as string | undefined,
  };
}

/** Every page of a list by cursor, from the first. */
async function walkByCursor(query: string, limit: number) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page.ids);
    cursor = page.next;
  } while (cursor && pages.length < 100);
  return pages;
}

describe('the count', () => {
  it('is exact up to 1,000 matches and "at least 1,000" beyond', async () => {
    const many = await list('search=quokka&limit=5');
    expect(many.total).toBe(PRODUCT_COUNT_LIMIT);
    expect(many.atLeast).toBe(true);

    const few = await list('search=sparkly%20quokka&limit=5');
    expect(few.total).toBe(SPARKLY);
    expect(few.atLeast).toBe(false);
    expect(few.ids).toHaveLength(5);
  });

  it('of the whole shop and of a sorted search says "at least" as well', async () => {
    const shop = await list('limit=5');
    expect([shop.total, shop.atLeast]).toEqual([PRODUCT_COUNT_LIMIT, true]);
    const sorted = await list('search=quokka&sort=price-asc&limit=5');
    expect([sorted.total, sorted.atLeast]).toEqual([PRODUCT_COUNT_LIMIT, true]);
  });
});

describe('keyset paging', () => {
  it('walks a sorted listing with ties without overlap or gap, as offset pages it', async () => {
    const query = 'sort=price-asc&category=zero-waste';
    const byCursor = await walkByCursor(query, 100);
    const ids = byCursor.flat();
    expect(new Set(ids).size).toBe(ids.length);
    const inCategory = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('categories.slug', '=', 'zero-waste')
      .where('products.archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(ids).toHaveLength(Number(inCategory.n));
    // The same order as offset paging, which older clients still use.
    for (const [i, page] of byCursor.slice(0, 3).entries()) {
      expect((await list(`${query}&limit=100&offset=${i * 100}`)).ids).toEqual(page);
    }
  });

  it('walks a relevance search page by page without overlap, as offset pages it', async () => {
    const byCursor = await walkByCursor('search=quokka', 100);
    const ids = byCursor.flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(PRODUCT_COUNT_LIMIT);
    for (const [i, page] of byCursor.slice(0, 3).entries()) {
      expect((await list(`search=quokka&limit=100&offset=${i * 100}`)).ids).toEqual(page);
    }
  });

  it('ends with a page without X-Next-Cursor', async () => {
    const pages = await walkByCursor('search=sparkly%20quokka', 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
  });

  it('answers 400 to a cursor it did not write', async () => {
    for (const cursor of ['not-a-cursor', btoa('[1,2]'), btoa('{"a":1}')]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?search=quokka&cursor=${encodeURIComponent(cursor)}`,
      });
      expect(response.statusCode, cursor).toBe(400);
    }
  });
});
