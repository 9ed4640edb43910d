// Search p95 (decision 038 and its addenda): a search reads its matches by popularity
// band, every one when they are few and the most popular beyond 1,000 (search_candidates,
// migration 0027); a word's synonyms widen that word only; a search naming a category still
// finds its products whatever words it has besides; a typo's correction is read in the same
// statement as the search as typed, and the shop's filters hold on every path.
import { PRODUCT_COUNT_LIMIT } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { decodeCursor } from '@harit/core/validation';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIntoZeroWaste, testProductCarbon } from '../../../test/catalog-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { BANDS } from '../../db/migrations/0027-search-candidates.ts';
import { createCatalogCache } from './cache.ts';
import { createCatalogRepository } from './repository.ts';

let t: TestApp;
/** More "Wombat Lamp" products than a list counts; some of them "glowing". */
const WOMBAT_LAMPS = PRODUCT_COUNT_LIMIT + 30;
const GLOWING = 9;

beforeAll(async () => {
  t = await buildTestApp();
  await insertIntoZeroWaste(t, [
    // Popularity spread over every tier (0 … 2^14 ratings), so the bands all hold some.
    sql`
    select 'wombat-lamp-' || g,
      'Wombat Lamp ' || case when g % 113 = 0 then 'Glowing ' else '' end || g,
      'A lamp for the tests.', '/images/placeholder.svg', 10000, null, 4,
      (power(2, g % 15))::int - 1, (select id from categories where slug = 'zero-waste'),
      case when g % 10 = 0 then 0 else 5 end, false, ${testProductCarbon}::jsonb
    from generate_series(1, ${WOMBAT_LAMPS}) g`,
    sql`
    values
      ('zorbl-jute-tote', 'Zorbl Jute Tote', 'Woven by hand.', '/images/placeholder.svg',
        20000, null, 4, 3, (select id from categories where slug = 'zero-waste'), 5, false, ${testProductCarbon}::jsonb),
      ('plain-cotton-pouch', 'Plain Cotton Pouch', 'Stitched by hand, as Zorba does.',
        '/images/placeholder.svg',
        20000, null, 4, 3, (select id from categories where slug = 'zero-waste'), 5, false, ${testProductCarbon}::jsonb)
    `,
  ]);
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

describe('popularity bands', () => {
  it('hold the products of their tiers: the band indexes agree with the #pop lexemes', async () => {
    let filled = 0;
    for (const band of BANDS) {
      const lexemes = band.tiers.map((tier) => `'#pop${tier}'`).join(' | ');
      const inRange = sql<boolean>`${sql.lit(band.min ?? 0)} <= rating_count
        and rating_count < ${sql.lit(band.below ?? 2 ** 31 - 1)}`;
      const { rows } = await sql<{ byLexeme: string; byRange: string; both: string }>`
        select count(*) filter (where search_vector @@ ${lexemes}::tsquery) as "byLexeme",
          count(*) filter (where ${inRange}) as "byRange",
          count(*) filter (where search_vector @@ ${lexemes}::tsquery and ${inRange}) as both
        from products`.execute(t.db);
      const counts = rows[0]!;
      expect([counts.byRange, counts.both], band.name).toEqual([counts.byLexeme, counts.byLexeme]);
      if (Number(counts.byLexeme) > 0) filled++;
    }
    // The lamps' 2^0 … 2^14 - 1 ratings reach every band but the top one.
    expect(filled).toBe(BANDS.length - 1);
  });

  it('page more than 1,000 matches by cursor without overlap, the whole top bands first', async () => {
    const seen: Product[] = [];
    let cursor: string | undefined;
    do {
      const page = await search('wombat lamp', `&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.products);
      cursor = page.next;
    } while (cursor && seen.length < 2 * PRODUCT_COUNT_LIMIT);
    expect(new Set(seen.map((p) => p._id)).size).toBe(seen.length);
    expect(seen).toHaveLength(PRODUCT_COUNT_LIMIT + 1);
    // Every lamp with 15 ratings or more (the bands above the last) is a candidate.
    const { rows } = await sql<{ n: string }>`select count(*) as n from products
      where name like 'Wombat Lamp%' and rating_count >= 15`.execute(t.db);
    expect(seen.filter((p) => p.ratingCount >= 15)).toHaveLength(Number(rows[0]!.n));
  });
});

describe('a misspelt word', () => {
  it('is corrected, in the same statement as the search as typed', async () => {
    // Every statement the repository sends, on a catalogue repository of its own.
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const catalog = createCatalogRepository(t.db.withPlugin(counting), createCatalogCache());
    const sent = async (search: string) => {
      statements = 0;
      const page = await catalog.listProducts({ search, limit: 24, offset: 0 });
      return { page, statements };
    };
    const typo = await sent('wombta lamp');
    const typed = await sent('wombat lamp');
    expect(typo.page.correctedSearch).toBe('wombat lamp');
    expect(typo.page.items.map((p) => p._id)).toEqual(typed.page.items.map((p) => p._id));
    expect([typo.page.total, typo.page.totalAtLeast]).toEqual([PRODUCT_COUNT_LIMIT, true]);
    expect(typo.statements).toBe(typed.statements);
  });

  it('pages its corrected search by cursor as the search spelt right', async () => {
    const walk = async (text: string) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await search(text, `&limit=40${cursor ? `&cursor=${cursor}` : ''}`);
        ids.push(...page.products.map((p) => p._id));
        cursor = page.next;
        if (cursor) expect(decodeCursor(cursor)).not.toBeNull();
      } while (cursor && ids.length < 200);
      return ids;
    };
    expect(await walk('glowng wombat')).toEqual(await walk('glowing wombat'));
  });

  it('is left as typed when the search as typed finds something (a word of descriptions only)', async () => {
    // "zorba" is in a description only, one edit from the name word "zorbl".
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=zorba&limit=100',
    });
    expect(response.headers['x-search-corrected']).toBeUndefined();
    expect(response.json<Product[]>().map((p) => p.name)).toEqual(['Plain Cotton Pouch']);
    const corrected = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=zorbk&limit=100',
    });
    expect(corrected.headers['x-search-corrected']).toBe('zorbl');
    expect(corrected.json<Product[]>().map((p) => p.name)).toEqual(['Zorbl Jute Tote']);
  });
});

describe('readings scanned one by one (migration 0028)', () => {
  it('give the candidates of the whole tsquery, on every path', async () => {
    // "wombat lamp" as the repository reads it: the words, the words widened by their synonyms,
    // the two words joined. Migration 0027's function (kept beside it) scans their OR as one.
    const readings = sql`array[
      websearch_to_tsquery('english', 'wombat lamp'),
      phraseto_tsquery('english', 'wombat') && (phraseto_tsquery('english', 'lamp')
        || phraseto_tsquery('english', 'light') || phraseto_tsquery('english', 'lantern')),
      phraseto_tsquery('english', 'wombatlamp')]`;
    const q = sql`(select r[1] || r[2] || r[3] from (select ${readings} as r) as read)`;
    const zeroWaste = sql`array(select id from categories where slug = 'zero-waste')`;
    const cases = [
      { named: sql`'{}'::text[]`, ids: sql`null::text[]`, inStock: false },
      { named: zeroWaste, ids: sql`null::text[]`, inStock: false },
      { named: sql`'{}'::text[]`, ids: zeroWaste, inStock: true },
      { named: zeroWaste, ids: zeroWaste, inStock: false },
    ];
    for (const [i, { named, ids, inStock }] of cases.entries()) {
      const rows = async (call: ReturnType<typeof sql>) =>
        (await sql<{ id: string; rank: number }>`select id, rank from ${call}`.execute(t.db)).rows;
      const before = await rows(sql`search_candidates(${q}, ${named}, 1001, ${ids},
        null, null, null, ${inStock}, null)`);
      const now = await rows(sql`search_candidates(${q}, ${readings}, ${named}, 1001, ${ids},
        null, null, null, ${inStock}, null)`);
      // With the shop's category filter, migration 0029 reads a band's matches in the category
      // through the word index (0027's function ANDs the category index's bitmap), in the order
      // its plan reads them: the same candidates (all of them, fewer than the limit here) with
      // the same ranks.
      const inOrder = (list: { id: string; rank: number }[]) =>
        ids === zeroWaste ? [...list].sort((a, b) => a.id.localeCompare(b.id)) : list;
      expect(inOrder(now), `case ${i}`).toEqual(inOrder(before));
      expect(before.length, `case ${i}`).toBeGreaterThan(GLOWING);
    }
  });

  it('find what the search sorted by price finds when the words are not plain ones', async () => {
    // The own reading is left out of the scan only when it is exactly the plain words: not for
    // a hyphenated word (its tsquery is a phrase) nor for the search syntax.
    for (const text of ['glowing-wombat lamp', 'glowing wombat lantern', '"wombat lamp" glowing']) {
      const ids = async (extra: string) =>
        (await search(text, `&limit=100${extra}`)).products.map((p) => p._id).sort();
      const byRelevance = await ids('');
      expect(byRelevance, text).toEqual(await ids('&sort=price-asc'));
      expect(byRelevance.length, text).toBeGreaterThan(0);
    }
  });
});

describe('the shop’s filters on a relevance search', () => {
  it('keep the same products as the search sorted by price, on every filter', async () => {
    const filters = [
      '',
      '&category=zero-waste',
      '&category=kitchen',
      '&category=no-such-category',
      '&minPrice=150',
      '&maxPrice=150',
      '&minRating=4',
      '&inStock=true',
      '&minDiscount=10',
      '&category=zero-waste&inStock=true&maxPrice=150',
    ];
    // A few matches: of words only, and of a category the search names ("kitchen").
    for (const text of [
      'glowing wombat',
      'zorbl jute',
      'glowing lamp',
      'glowing wombat light',
      'kitchen',
    ]) {
      for (const filter of filters) {
        const ids = async (extra: string) =>
          new Set((await search(text, `&limit=100${filter}${extra}`)).products.map((p) => p._id));
        const byRelevance = await ids('');
        expect(byRelevance, `${text} ${filter}`).toEqual(await ids('&sort=price-asc'));
        if (filter === '') {
          expect(byRelevance.size, text).toBeGreaterThan(0);
        }
      }
    }
  });
});
