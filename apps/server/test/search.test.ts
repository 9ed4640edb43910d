import { keywordCarbonRecord } from '@harit/core/carbon-record';
// Search (decision 016): joined and split words, synonyms from a table a merchant can extend,
// Hindi and Hinglish words, out-of-stock products still found, and suggestions as you type.
import { unitPriceWithGst } from '@harit/core/money';
import type { Product, ProductSuggestions } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChange } from './eventually.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function search(text: string, extra = ''): Promise<Product[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?limit=100&search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, text).toBe(200);
  return response.json<Product[]>();
}

const names = (products: Product[]) => products.map((p) => p.name);
const idSet = (products: Product[]) => new Set(products.map((p) => p._id));

/** A change made in the database, once its notification has emptied the catalogue cache. */
const change = <T>(write: () => Promise<T>) => catalogueChange(t.app, write);

/** Adds a product to a seeded category; returns its id. */
async function addProduct(name: string, slug: string, stock = 5): Promise<string> {
  const category = await t.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', 'zero-waste')
    .executeTakeFirstOrThrow();
  const added = await change(() =>
    t.db
      .insertInto('products')
      .values({
        slug,
        name,
        description: 'Added by a test.',
        image: '/images/placeholder.svg',
        price_paise: 9900,
        mrp_paise: null,
        carbon: JSON.stringify(keywordCarbonRecord(name)),
        rating: 0,
        rating_count: 0,
        featured: false,
        category_id: category.id,
        stock,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return added.id;
}

describe('compound and split words', () => {
  it('finds the toothbrush for "tooth brush" and "tooth brushes"', async () => {
    expect(names(await search('tooth brush'))).toContain('Bamboo Toothbrush (Pack of 4)');
    expect(names(await search('tooth brushes'))).toContain('Bamboo Toothbrush (Pack of 4)');
  });

  it('finds a "tooth brush" for "toothbrush" when the catalogue writes it in two words', async () => {
    const id = await addProduct('Neem Tooth Brush', 'neem-tooth-brush');
    try {
      const found = await search('toothbrush');
      expect(names(found)).toEqual(
        expect.arrayContaining(['Bamboo Toothbrush (Pack of 4)', 'Neem Tooth Brush']),
      );
    } finally {
      await change(() => t.db.deleteFrom('products').where('id', '=', id).execute());
    }
  });

  it('keeps a search with a minus exact: "bag -jute" finds no jute bag', async () => {
    const bags = await search('bag');
    const notJute = await search('bag -jute');
    expect(names(bags)).toContain('Jute Shopping Bag');
    expect(notJute.length).toBeGreaterThan(0);
    expect(names(notJute).some((name) => /jute/i.test(name))).toBe(false);
  });
});

describe('synonyms from the search_synonyms table', () => {
  it.each([
    ['flask', /bottle/i],
    ['flashlight', /torch/i],
    ['pouch', /bag/i],
  ])('"%s" finds %s', async (word, expected) => {
    const found = await search(word);
    expect(found.length).toBeGreaterThan(0);
    expect(names(found).some((name) => expected.test(name))).toBe(true);
  });

  it('"bottle" finds a flask', async () => {
    const id = await addProduct('Steel Flask 500ml', 'steel-flask-500ml');
    try {
      expect(names(await search('bottle'))).toContain('Steel Flask 500ml');
    } finally {
      await change(() => t.db.deleteFrom('products').where('id', '=', id).execute());
    }
  });

  it('takes a merchant’s new synonym at once, even for a search answered before', async () => {
    expect(await search('kulhad')).toEqual([]);
    await change(() =>
      t.db.insertInto('search_synonyms').values({ word: 'kulhad', synonym: 'cup' }).execute(),
    );
    try {
      const found = await search('kulhad');
      expect(found.length).toBeGreaterThan(0);
      expect(idSet(found)).toEqual(idSet(await search('cup')));
    } finally {
      await change(() => t.db.deleteFrom('search_synonyms').where('word', '=', 'kulhad').execute());
    }
  });
});

describe('word lists kept in memory, refreshed when the catalogue changes', () => {
  it('corrects a typo to a word of a product added since the last search, without a restart', async () => {
    expect(await search('pashmna')).toEqual([]);
    const id = await addProduct('Pashmina Shawl Wrap', 'pashmina-shawl-wrap');
    try {
      expect(names(await search('pashmna'))).toEqual(['Pashmina Shawl Wrap']);
    } finally {
      await change(() => t.db.deleteFrom('products').where('id', '=', id).execute());
    }
  });

  it('finds every product of a category the search names, sorted or by relevance', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=personal-care&limit=100',
    });
    const inCategory = idSet(response.json<Product[]>());
    expect(inCategory.size).toBeGreaterThan(0);
    for (const extra of ['', '&sort=price-asc']) {
      const found = idSet(await search('personal care', extra));
      expect(
        [...inCategory].every((id) => found.has(id)),
        extra,
      ).toBe(true);
    }
  });
});

describe('Hindi and Hinglish words', () => {
  it.each([
    ['बांस', 'bamboo'],
    ['baans', 'bamboo'],
    ['सौर', 'solar'],
    ['saur', 'solar'],
    ['थैला', 'bag'],
    ['thaila', 'bag'],
    ['जैविक', 'organic'],
    ['jaivik', 'organic'],
    ['कपास', 'cotton'],
    ['tamba', 'copper'],
    ['जूट', 'jute'],
    ['बोतल', 'bottle'],
    ['shahad', 'honey'],
    ['हल्दी', 'turmeric'],
  ])('"%s" finds what "%s" finds', async (hindi, english) => {
    const expected = await search(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(idSet(await search(hindi))).toEqual(idSet(expected));
  });

  it('"mitti" finds clay and terracotta products', async () => {
    const found = names(await search('mitti'));
    expect(found).toEqual(
      expect.arrayContaining(['Clay Cooking Pot (Handi) 2L', 'Terracotta Water Bottle 1L']),
    );
  });

  it('reads both spellings of a nuqta letter alike: गुड़ (ड़ as one or two code points)', async () => {
    const jaggery = idSet(await search('jaggery'));
    expect(jaggery.size).toBeGreaterThan(0);
    expect(idSet(await search('गु\u095C'))).toEqual(jaggery);
    expect(idSet(await search('गु\u0921\u093C'))).toEqual(jaggery);
  });
});

describe('out of stock', () => {
  it('still finds an out-of-stock product, marked by its stock and listed last', async () => {
    const bamboo = await search('bamboo');
    const first = bamboo[0]!;
    await change(() =>
      t.db.updateTable('products').set({ stock: 0 }).where('id', '=', first._id).execute(),
    );
    try {
      const found = await search('bamboo');
      expect(found).toHaveLength(bamboo.length);
      expect(found.at(-1)).toMatchObject({ _id: first._id, stock: 0 });
      const inStock = await search('bamboo', '&inStock=true');
      expect(inStock.map((p) => p._id)).not.toContain(first._id);
    } finally {
      await change(() =>
        t.db
          .updateTable('products')
          .set({ stock: first.stock })
          .where('id', '=', first._id)
          .execute(),
      );
    }
  });
});

describe('suggestions as you type', () => {
  async function suggest(q: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggestions?q=${encodeURIComponent(q)}`,
    });
    return { status: response.statusCode, body: response.json<ProductSuggestions>() };
  }

  it('suggests products and categories whose name words start with the typed words', async () => {
    const { status, body } = await suggest('organi');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(6);
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual([
        '_id',
        'gstRate',
        'image',
        'name',
        'price',
        'priceWithGst',
        'slug',
      ]);
      // the price shown beside it, with its GST (decision 082)
      expect(product.priceWithGst).toBe(unitPriceWithGst(product.price, product.gstRate));
      expect(product.name).toMatch(/\borgani/i);
    }
    expect(body.categories).toEqual([{ name: 'Organic', slug: 'organic' }]);
  });

  it('needs every typed word: "sol pan" suggests the solar panel only', async () => {
    const { body } = await suggest('Sol pan');
    expect(body.products.map((p) => p.name)).toEqual(['Portable Solar Panel 100W']);
    expect(body.categories).toEqual([]);
  });

  it('suggests a category by its second word and at most three categories', async () => {
    const { body } = await suggest('was');
    expect(body.categories).toEqual([{ name: 'Zero Waste', slug: 'zero-waste' }]);
    const many = await suggest('s');
    expect(many.body.categories.length).toBeLessThanOrEqual(3);
    expect(many.body.products.length).toBeLessThanOrEqual(6);
  });

  it('answers nothing typed, or only symbols, with empty lists, never an error', async () => {
    for (const q of ['', '   ', "':*&|!()", '<script>', '\\']) {
      const { status, body } = await suggest(q);
      expect(status, q).toBe(200);
      expect(body, q).toEqual({ products: [], categories: [] });
    }
  });

  it('refuses an over-long query or a control character with 400 and a sentence', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggestions?q=${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Search must be at most 200 characters.' });
    const control = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=a%00' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ message: 'Search must not contain control characters.' });
  });
});
