// Decision 044: the API answers its error messages in the request's language —
// `?lang=`, the harit-lang cookie, Accept-Language — and in English, word for word as before,
// when the request asks for nothing.
import type { Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping, shippingInKarnataka, useTestApp } from './helpers.ts';

const t = useTestApp();

let scarce: Product;
let scarceHindi: string;

beforeAll(async () => {
  const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
    Product[]
  >();
  scarce = catalogue.find((p) => p.stock >= 99)!;
  await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', scarce._id).execute();
  scarceHindi = (
    await t.db
      .selectFrom('products')
      .select('name_hi')
      .where('id', '=', scarce._id)
      .executeTakeFirstOrThrow()
  ).name_hi;
  expect(scarceHindi).toMatch(/[\u0900-\u097F]/);
});

const missing = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/products/no-such-thing${query}`, headers });

describe('API error messages in the request’s language', () => {
  it('answers in English when the request names no language', async () => {
    const response = await missing();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found' });
    // A browser that prefers a language the shop does not speak gets English too.
    expect((await missing({ 'accept-language': 'ta-IN, fr;q=0.8' })).json().message).toBe(
      'Product not found',
    );
  });

  it('answers in Hindi with Accept-Language hi, ?lang=hi or the harit-lang cookie', async () => {
    const hindi = { message: 'उत्पाद नहीं मिला' };
    expect((await missing({ 'accept-language': 'hi' })).json()).toEqual(hindi);
    expect((await missing({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).json()).toEqual(hindi);
    expect((await missing({}, '?lang=hi')).json()).toEqual(hindi);
    expect((await missing({ cookie: 'harit-lang=hi' })).json()).toEqual(hindi);
    // The address's choice comes first, as for a page (decision 042).
    expect((await missing({ 'accept-language': 'hi' }, '?lang=en')).json()).toEqual({
      message: 'Product not found',
    });
  });

  it('fills a message’s values into one Hindi sentence', async () => {
    const asha = await t.signUp();
    const add = (quantity: number, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { ...asha.auth, ...headers },
        payload: { userId: asha.id, productId: scarce._id, quantity },
      });
    expect((await add(2)).statusCode).toBe(200);
    const english = await add(2);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      `Only 3 of ${scarce.name} in stock; 2 already in your cart, so you can add 1 more`,
    );
    const hindi = await add(2, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(
      `${scarceHindi} के केवल 3 स्टॉक में हैं; 2 पहले से आपके कार्ट में हैं, इसलिए आप 1 और जोड़ सकते हैं`,
    );
  });

  it('answers a sign-in requirement and a core validation message in Hindi', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/account/addresses',
      headers: { 'accept-language': 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/^साइन इन ज़रूरी है/);

    const meera = await t.signUp();
    const address = { ...shippingInKarnataka, zip: '5600' };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/addresses',
        headers: { ...meera.auth, ...headers },
        payload: address,
      });
    // Core's zod message; its Hindi is the web's (check-messages keeps the two the same).
    expect((await post({})).json().message).toBe('Valid ZIP code is required');
    const hindi = await post({ 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).not.toBe('Valid ZIP code is required');
    expect(hindi.json().message).toMatch(/[\u0900-\u097F]/);

    // A field name and a number in core's sentence: one Hindi message with both.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: { ...meera.auth, 'accept-language': 'hi' },
      payload: { ...address, zip: '560025', city: 'x'.repeat(200) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/100/);
    expect(long.json().message).toMatch(/[\u0900-\u097F]/);
  });

  it('answers Fastify’s own client errors in Hindi', async () => {
    const meera = await t.signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: { ...meera.auth, 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है' });
  });

  // A product or category named inside a Hindi sentence is named by its Hindi name,
  // by its English one where the catalogue has no Hindi for it.
  it('names a product by its Hindi name in a Hindi error, its English name without one', async () => {
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
      Product[]
    >();
    const [few, gone] = catalogue.filter((p) => p.stock >= 99 && p._id !== scarce._id);
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', few!._id).execute();
    await t.db
      .updateTable('products')
      .set({ stock: 0, name_hi: '' })
      .where('id', '=', gone!._id)
      .execute();
    const names = await t.db
      .selectFrom('products')
      .select(['id', 'name_hi'])
      .where('id', '=', few!._id)
      .executeTakeFirstOrThrow();
    const ravi = await t.signUp();
    const order = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...ravi.auth, ...headers },
        payload: { items: [{ productId: few!._id, quantity: 2 }], shipping },
      });
    // Stock taken at checkout: "Only {stock} of {name} left in stock".
    expect((await order({})).json().message).toBe(`Only 1 of ${few!.name} left in stock`);
    const hindiOrder = await order({ 'accept-language': 'hi-IN' });
    expect(hindiOrder.statusCode).toBe(409);
    expect(hindiOrder.json().message).toContain(names.name_hi);
    expect(hindiOrder.json().message).not.toContain(few!.name);

    // No Hindi name: the English one, inside the Hindi sentence.
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...ravi.auth, 'accept-language': 'hi-IN' },
      payload: { userId: ravi.id, productId: gone!._id, quantity: 1 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(`${gone!.name} स्टॉक में नहीं है`);
  });

  it('names a category by its Hindi name when it cannot be deleted', async () => {
    const staff = await t.signUp({ role: 'staff' });
    const category = await t.db
      .selectFrom('categories')
      .select(['id', 'name', 'name_hi'])
      .where('slug', '=', 'solar')
      .executeTakeFirstOrThrow();
    const remove = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/categories/${category.id}`,
        headers: { ...staff.auth, ...headers },
      });
    const english = await remove({});
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toMatch(new RegExp(`^${category.name} still has \\d+ products`));
    const hindi = await remove({ 'accept-language': 'hi-IN' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toMatch(new RegExp(`^${category.name_hi} में अभी \\d+ उत्पाद हैं`));
  });
});
