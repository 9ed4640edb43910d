// Issue 19, decision 044: the API answers its error messages in the request's language —
// `?lang=`, the harit-lang cookie, Accept-Language — and in English, word for word as before,
// when the request asks for nothing.
import type { Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

let scarce: Product;

beforeAll(async () => {
  const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
    Product[]
  >();
  scarce = catalogue.find((p) => p.stock >= 99)!;
  await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', scarce._id).execute();
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
      `${scarce.name} के केवल 3 स्टॉक में हैं; 2 पहले से आपके कार्ट में हैं, इसलिए आप 1 और जोड़ सकते हैं`,
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
    const address = {
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '+91 98450 12345',
      address: '7 Richmond Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '5600',
    };
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
});
