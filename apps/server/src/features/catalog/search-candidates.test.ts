// Issue 18, search p95 (decision 038, its addendum on reading every match first): a search of
// several words reads its matches once when they are few and by popularity band beyond 1,000;
// a word's synonyms widen that word only; a search naming a category still finds its products
// whatever words it has besides.
import { PRODUCT_COUNT_LIMIT } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
/** More "Wombat Lamp" products than a list counts; some of them "glowing". */
const WOMBAT_LAMPS = PRODUCT_COUNT_LIMIT + 30;
const GLOWING = 9;

beforeAll(async () => {
  t = await buildTestApp();
  // Popularity spread over every tier (0 … 2^14 ratings), so the bands all hold some.
  await sql`
    insert into products (slug, name, description, image, price_paise, mrp_paise, rating,
      rating_count, category_id, stock, featured)
    select 'wombat-lamp-' || g,
      'Wombat Lamp ' || case when g % 113 = 0 then 'Glowing ' else '' end || g,
      'A lamp for the tests.', '/images/placeholder.svg', 10000, null, 4,
      (power(2, g % 15))::int - 1, (select id from categories where slug = 'zero-waste'),
      case when g % 10 = 0 then 0 else 5 end, false
    from generate_series(1, ${WOMBAT_LAMPS}) g`.execute(t.db);
  await sql`
    insert into products (slug, name, description, image, price_paise, mrp_paise, rating,
      rating_count, category_id, stock, featured)
    values
      ('zorbl-jute-tote', 'Zorbl Jute Tote', 'Woven by hand.', '/images/placeholder.svg',
        20000, null, 4, 3, (select id from categories where slug = 'zero-waste'), 5, false),
      ('plain-cotton-pouch', 'Plain Cotton Pouch', 'Stitched by hand.', '/images/placeholder.svg',
        20000, null, 4, 3, (select id from categories where slug = 'zero-waste'), 5, false)
    `.execute(t.db);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the cache empties on NOTIFY
});
afterAll(async () => {
  await t?.close();
});

async function search(text: string, extra = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, text).toBe(200);
  return {
    products: response.json<Product[]>(),
    total: Number(response.headers['x-total-count']),
    atLeast: response.headers['x-total-at-least'] === 'true',
    next: response.headers['x-next-cursor'] as string | undefined,
  };
}

describe('a search of several words', () => {
  it('with few matches lists every one, in stock first, then by rank and popularity', async () => {
    const found = await search('glowing wombat', '&limit=100');
    expect(found.total).toBe(GLOWING);
    expect(found.atLeast).toBe(false);
    expect(found.products.map((p) => p.name).every((name) => name.includes('Glowing'))).toBe(true);
    const inStock = found.products.map((p) => p.stock > 0);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
    const popularity = found.products.filter((p) => p.stock > 0).map((p) => p.ratingCount);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('with more than 1,000 matches says "at least" and lists the most popular first', async () => {
    const found = await search('wombat lamp', '&limit=24');
    expect(found.total).toBe(PRODUCT_COUNT_LIMIT);
    expect(found.atLeast).toBe(true);
    expect(found.next).toBeDefined();
    // The first page comes from the top popularity band: 2^14 - 1 ratings.
    expect(found.products[0]?.ratingCount).toBe(2 ** 14 - 1);
  });

  it('pages a few matches by cursor without overlap or gap', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search('glowing wombat', `&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.products.map((p) => p._id));
      cursor = page.next;
    } while (cursor && seen.length < 50);
    const all = await search('glowing wombat', '&limit=100');
    expect(seen).toEqual(all.products.map((p) => p._id));
  });
});

describe('synonyms', () => {
  it('widen their own word only: "zorbl jute bag" finds the jute tote, not any pouch', async () => {
    const found = (await search('zorbl jute bag', '&limit=100')).products.map((p) => p.name);
    expect(found).toEqual(['Zorbl Jute Tote']);
  });
});

describe('categories a search names', () => {
  it('bring their products beyond 1,000 matches: "zero waste" lists popular wombat lamps', async () => {
    const found = await search('zero waste', '&limit=100');
    expect(found.total).toBe(PRODUCT_COUNT_LIMIT);
    expect(found.atLeast).toBe(true);
    const lamps = found.products.filter((p) => p.name.startsWith('Wombat Lamp'));
    expect(lamps.length).toBeGreaterThan(0);
    expect(lamps.every((p) => p.ratingCount >= 2 ** 13 - 1)).toBe(true);
  });
});
