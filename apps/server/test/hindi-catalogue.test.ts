// The catalogue in Hindi (decision 043): `lang=hi` on every public catalogue read, with
// English where a product has no Hindi text; search by Hindi words; the cache keeps the two
// languages apart; the console saves the Hindi fields; the seeded catalogue has them all.
import type { AdminCategory, AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import type { Category, Product, ProductSuggestions } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '../src/features/catalog/seed-data.ts';
import { createProduct } from './catalog-helpers.ts';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
const DEVANAGARI = /[\u0900-\u097F]/;

let staff: TestUser;
let category: AdminCategory;

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff' });
  const categories = await t.as(staff).get('/api/admin/categories');
  category = categories.json<AdminCategory[]>().find((c) => c.slug === 'kitchen')!;
});

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>(), etag: response.headers.etag };
}

const search = (words: string, lang = 'hi') =>
  get<Product[]>(`/api/products?lang=${lang}&search=${encodeURIComponent(words)}`);

const createKitchenProduct = (overrides: Partial<ProductCreateInput> = {}) =>
  createProduct(t, staff, {
    name: 'Brass Spice Box',
    description: 'A brass masala dabba with seven bowls.',
    categoryId: category.id,
    ...overrides,
  });

describe('the seeded catalogue', () => {
  it('names a product in English too when it answers in Hindi, for its carbon figures; English answers are as before', async () => {
    const solar = seedProducts[0]!;
    const hindi = await get<Product>(`/api/products/${solar.slug}?lang=hi`);
    expect(hindi.status).toBe(200);
    expect(hindi.body.name).toBe(solar.nameHi);
    expect(hindi.body.englishName).toBe(solar.name);
    const english = await get<Product>(`/api/products/${solar.slug}`);
    expect(english.body.name).toBe(solar.name);
    expect(english.body).not.toHaveProperty('englishName');
  });

  it('has a Hindi name and description for every product and category, in Devanagari', () => {
    for (const p of seedProducts) {
      expect(p.nameHi, p.slug).toMatch(DEVANAGARI);
      expect(p.descriptionHi, p.slug).toMatch(DEVANAGARI);
    }
    for (const c of seedCategories) expect(c.nameHi, c.slug).toMatch(DEVANAGARI);
  });

  it('answers in Hindi with lang=hi: names, descriptions and category names', async () => {
    const hindi = await get<Product[]>('/api/products?lang=hi&limit=100');
    expect(hindi.status).toBe(200);
    expect(hindi.body.length).toBe(seedProducts.length);
    for (const p of hindi.body) {
      expect(p.name, p.slug).toMatch(DEVANAGARI);
      expect(p.description, p.slug).toMatch(DEVANAGARI);
      expect(p.category, p.slug).toMatch(DEVANAGARI);
    }
    const lamp = await get<Product>('/api/products/solar-study-lamp?lang=hi');
    expect(lamp.body).toMatchObject({
      name: 'सोलर स्टडी लैंप',
      category: 'सोलर',
      categorySlug: 'solar',
      slug: 'solar-study-lamp',
    });
  });

  it('answers in English without lang and with lang=en, as before', async () => {
    for (const url of [
      '/api/products/solar-study-lamp',
      '/api/products/solar-study-lamp?lang=en',
    ]) {
      const lamp = await get<Product>(url);
      expect(lamp.body).toMatchObject({ name: 'Solar Study Lamp', category: 'Solar' });
    }
    const categories = await get<Category[]>('/api/products/categories');
    expect(categories.body.map((c) => c.name)).toContain('Zero Waste');
  });

  it('names featured, related, categories and suggestions in Hindi', async () => {
    const featured = await get<Product[]>('/api/products/featured?lang=hi');
    expect(featured.body.length).toBeGreaterThan(0);
    for (const p of featured.body) expect(p.name).toMatch(DEVANAGARI);

    const related = await get<Product[]>('/api/products/solar-study-lamp/related?lang=hi');
    expect(related.body.length).toBeGreaterThan(0);
    for (const p of related.body) expect(p.name).toMatch(DEVANAGARI);

    const categories = await get<Category[]>('/api/products/categories?lang=hi');
    expect(categories.body.find((c) => c.slug === 'kitchen')?.name).toBe('रसोई');

    // Typed in Hindi or in English, the suggestions show the Hindi names.
    for (const typed of ['सोलर स्ट', 'solar stu']) {
      const suggested = await get<ProductSuggestions>(
        `/api/products/suggestions?lang=hi&q=${encodeURIComponent(typed)}`,
      );
      expect(suggested.body.products.map((p) => p.name)).toContain('सोलर स्टडी लैंप');
    }
    const category = await get<ProductSuggestions>(
      `/api/products/suggestions?lang=hi&q=${encodeURIComponent('रसो')}`,
    );
    expect(category.body.categories).toEqual([{ name: 'रसोई', slug: 'kitchen' }]);
  });

  it('refuses a language it does not have with 400 on every catalogue read', async () => {
    for (const url of [
      '/api/products?lang=xx',
      '/api/products/featured?lang=xx',
      '/api/products/categories?lang=fr',
      '/api/products/solar-study-lamp?lang=HI',
      '/api/products/solar-study-lamp/related?lang=xx',
      '/api/products/suggestions?q=solar&lang=xx',
    ]) {
      const response = await get<{ message: string }>(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message, url).toBe('Language must be en or hi.');
    }
  });
});

describe('search in Hindi', () => {
  it('finds a product by Hindi words of its name and ranks it first', async () => {
    const lamp = await search('सोलर लैंप');
    expect(lamp.status).toBe(200);
    expect(lamp.body[0]?.slug).toBe('solar-study-lamp');
    // Named in the language asked, as every list is.
    expect(lamp.body[0]?.name).toBe('सोलर स्टडी लैंप');

    const bottle = await search('तांबे की बोतल');
    expect(bottle.body[0]?.slug).toBe('copper-water-bottle-1l');
  });

  it('finds it by a word of its Hindi description, and whatever the answer language', async () => {
    const found = await search('लकडोंग');
    expect(found.body.map((p) => p.slug)).toEqual(['organic-turmeric-powder-500g']);
    const inEnglish = await search('सोलर लैंप', 'en');
    expect(inEnglish.body[0]).toMatchObject({ slug: 'solar-study-lamp', name: 'Solar Study Lamp' });
  });

  it('finds the products of a category named in Hindi', async () => {
    const found = await get<Product[]>(
      `/api/products?lang=hi&limit=100&search=${encodeURIComponent('रसोई')}`,
    );
    const kitchen = await get<Product[]>('/api/products?limit=100&category=kitchen');
    expect(kitchen.body.length).toBeGreaterThan(0);
    const foundSlugs = found.body.map((p) => p.slug);
    for (const p of kitchen.body) expect(foundSlugs).toContain(p.slug);
  });

  it('corrects a misspelt Hindi word and says what it searched for instead', async () => {
    /** The search's results and the corrected search the API names, if any. */
    const corrected = async (words: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?lang=hi&limit=100&search=${encodeURIComponent(words)}`,
      });
      expect(response.statusCode).toBe(200);
      const header = response.headers['x-search-corrected'];
      return {
        slugs: response.json<Product[]>().map((p) => p.slug),
        names: response.json<Product[]>().map((p) => p.name),
        correction: typeof header === 'string' ? decodeURIComponent(header) : undefined,
      };
    };

    // One matra too many: सोलार → सोलर.
    const lamp = await corrected('सोलार लैंप');
    expect(lamp.correction).toBe('सोलर लैंप');
    expect(lamp.slugs[0]).toBe('solar-study-lamp');

    // Chandrabindu for anusvara: बाँस → बांस.
    const brush = await corrected('बाँस टूथब्रश');
    expect(brush.correction).toBe('बांस टूथब्रश');
    expect(brush.slugs[0]).toBe('bamboo-toothbrush-pack-of-4');

    // The anusvara left out finds every bamboo product, not basmati rice.
    const bamboo = await corrected('बास');
    expect(bamboo.correction).toBe('बांस');
    expect(bamboo.names.length).toBeGreaterThan(3);
    for (const name of bamboo.names) expect(name).toContain('बांस');

    // A short vowel for the long one in a category's Hindi name: रसोइ → रसोई (Kitchen).
    const kitchen = await corrected('रसोइ');
    expect(kitchen.correction).toBe('रसोई');
    expect(kitchen.slugs).toEqual((await corrected('रसोई')).slugs);

    // A search that finds what was typed is not corrected.
    expect((await corrected('सोलर लैंप')).correction).toBeUndefined();
  });

  it('finds the products of every popularity tier (the bounded search of decision 038)', async () => {
    // "सोलर" is in every solar product's Hindi name, popular or not.
    const solar = await get<Product[]>(
      `/api/products?lang=hi&limit=100&search=${encodeURIComponent('सोलर')}`,
    );
    const english = await get<Product[]>('/api/products?limit=100&category=solar');
    const solarSlugs = english.body.map((p) => p.slug).sort();
    expect(
      solar.body
        .map((p) => p.slug)
        .filter((s) => solarSlugs.includes(s))
        .sort(),
    ).toEqual(solarSlugs);
  });
});

describe('the catalogue cache', () => {
  it('never answers a Hindi request with a cached English answer, or the other way round', async () => {
    const url = '/api/products/copper-water-bottle-1l';
    const english = await get<Product>(url);
    const englishAgain = await get<Product>(url);
    const hindi = await get<Product>(`${url}?lang=hi`);
    const englishAfter = await get<Product>(url);
    expect(englishAgain.body.name).toBe('Copper Water Bottle 1L');
    expect(hindi.body.name).toBe('तांबे की पानी की बोतल 1 लीटर');
    expect(englishAfter.body.name).toBe('Copper Water Bottle 1L');
    expect(hindi.etag).not.toBe(english.etag);
    // The English ETag does not validate the Hindi answer.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `${url}?lang=hi`,
      headers: { 'if-none-match': english.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<Product>().name).toBe('तांबे की पानी की बोतल 1 लीटर');
  });
});

describe('Hindi in the console', () => {
  it('saves the Hindi fields, returns them, and the shop shows and finds them at once', async () => {
    const created = await createKitchenProduct({
      nameHi: 'पीतल का मसालेदान',
      descriptionHi: 'सात कटोरियों वाला पीतल का मसाला डिब्बा।',
    });
    expect(created).toMatchObject({
      nameHi: 'पीतल का मसालेदान',
      descriptionHi: 'सात कटोरियों वाला पीतल का मसाला डिब्बा।',
    });
    const read = await t.as(staff).get(`/api/admin/products/${created.id}`);
    expect(read.json<AdminProduct>().nameHi).toBe('पीतल का मसालेदान');

    const shown = await get<Product>(`/api/products/${created.slug}?lang=hi`);
    expect(shown.body).toMatchObject({ name: 'पीतल का मसालेदान', category: 'रसोई' });
    expect((await search('मसालेदान')).body.map((p) => p.slug)).toEqual([created.slug]);

    const edited = await t.as(staff).patch(`/api/admin/products/${created.id}`, {
      nameHi: 'पीतल का मसाला डिब्बा',
      updatedAt: created.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminProduct>().nameHi).toBe('पीतल का मसाला डिब्बा');
    // On PostgreSQL the cached answers are dropped when the change notification arrives.
    await expect
      .poll(async () => (await get<Product>(`/api/products/${created.slug}?lang=hi`)).body.name, {
        timeout: 5000,
      })
      .toBe('पीतल का मसाला डिब्बा');
    await expect.poll(async () => (await search('मसालेदान')).body, { timeout: 5000 }).toEqual([]);
  });

  it('falls back to English for a product without Hindi text', async () => {
    const plain = await createKitchenProduct({ name: 'Brass Lota' });
    expect(plain).toMatchObject({ nameHi: '', descriptionHi: '' });
    const shown = await get<Product>(`/api/products/${plain.slug}?lang=hi`);
    expect(shown.body).toMatchObject({
      name: 'Brass Lota',
      description: 'A brass masala dabba with seven bowls.',
      category: 'रसोई',
    });
    const listed = await get<Product[]>(
      `/api/products?lang=hi&category=kitchen&limit=100&search=${encodeURIComponent('lota')}`,
    );
    expect(listed.body.map((p) => p.name)).toEqual(['Brass Lota']);
  });

  it('refuses Hindi text longer than the English limits, naming the field', async () => {
    const response = await t.as(staff).post('/api/admin/products', {
      name: 'Brass Tumbler',
      description: 'A tumbler.',
      nameHi: 'प'.repeat(121),
      categoryId: category.id,
      pricePaise: 19_900,
      mrpPaise: null,
      stock: 1,
      featured: false,
      image: '/images/placeholder.svg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Name \(Hindi\) must be at most 120 characters/);
  });

  it("saves a category's Hindi name", async () => {
    const created = await t.as(staff).post('/api/admin/categories', {
      name: 'Garden',
      nameHi: 'बागवानी',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<AdminCategory>().id;
    expect(created.json<AdminCategory>().nameHi).toBe('बागवानी');
    const renamed = await t.as(staff).patch(`/api/admin/categories/${id}`, { nameHi: 'बगीचा' });
    expect(renamed.json<AdminCategory>()).toMatchObject({ name: 'Garden', nameHi: 'बगीचा' });
    await expect
      .poll(
        async () =>
          (await get<Category[]>('/api/products/categories?lang=hi')).body.find((c) => c._id === id)
            ?.name,
        { timeout: 5000 },
      )
      .toBe('बगीचा');
  });
});

describe('cart and wishlist in Hindi', () => {
  it("names the products of the caller's cart and wishlist in Hindi with lang=hi", async () => {
    const asha = await t.signUp();
    const lamp = (await get<Product>('/api/products/solar-study-lamp')).body;
    const as = t.as(asha);
    expect(
      (await as.post('/api/cart/add', { userId: asha.id, productId: lamp._id })).statusCode,
    ).toBe(200);
    expect(
      (await as.post('/api/wishlist/toggle', { userId: asha.id, productId: lamp._id })).statusCode,
    ).toBe(200);
    const cart = await as.get(`/api/cart/${asha.id}?lang=hi`);
    expect(cart.json()[0].name).toBe('सोलर स्टडी लैंप');
    expect((await as.get(`/api/cart/${asha.id}`)).json()[0].name).toBe('Solar Study Lamp');
    const wishlist = await as.get(`/api/wishlist/${asha.id}?lang=hi`);
    expect(wishlist.json()[0].product.name).toBe('सोलर स्टडी लैंप');
    expect((await as.get(`/api/wishlist/${asha.id}?lang=xx`)).statusCode).toBe(400);
  });
});
