// Decision 060, the shopper's first minute: a search no product matches in full falls back to
// the products matching most of its words, and says so; the public forms posted without
// JavaScript are answered with a page.
import type { Product } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, shipping, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function search(text: string, extra = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?limit=100&search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, text).toBe(200);
  return {
    names: response.json<Product[]>().map((p) => p.name),
    total: Number(response.headers['x-total-count']),
    partial: response.headers['x-search-partial'],
    corrected: response.headers['x-search-corrected'],
  };
}

describe('a search no product matches in full', () => {
  it('finds the products matching one of two words, and says how many it matched', async () => {
    const found = await search('herbal tea');
    expect(found.partial).toBe('1/2');
    expect(found.names).toContain('Organic Green Tea (100 Bags)');
    expect(found.names).toContain('Herbal Shampoo Bar with Shikakai');
    expect(found.total).toBe(found.names.length);
  });

  it('ranks the products matching more of the words first', async () => {
    // No product is a green tea shampoo: the green teas (2 of 3 words) come before any
    // shampoo or tea matching one word only.
    const found = await search('green tea shampoo');
    expect(found.partial).toBe('2/3');
    expect(found.names).toContain('Organic Green Tea (100 Bags)');
    expect(found.names).not.toContain('Herbal Shampoo Bar with Shikakai');
  });

  it('falls back in any order too, keeping the filters', async () => {
    const found = await search('herbal tea', '&sort=price-asc');
    expect(found.partial).toBe('1/2');
    expect(found.names.length).toBeGreaterThan(1);
    const none = await search('herbal tea', '&minPrice=1&maxPrice=2');
    expect(none.total).toBe(0);
    expect(none.partial).toBeUndefined();
  });

  it('is not used when every word matches, nor for one word', async () => {
    expect((await search('green tea')).partial).toBeUndefined();
    const nothing = await search('xqzvw');
    expect(nothing.total).toBe(0);
    expect(nothing.partial).toBeUndefined();
  });

  it('corrects the typos first, then matches most of the words spelt right', async () => {
    const found = await search('herbl tea');
    expect(found.corrected).toBe('herbal%20tea');
    expect(found.partial).toBe('1/2');
    expect(found.names).toContain('Herbal Shampoo Bar with Shikakai');
  });
});

describe('the newsletter form posted without JavaScript', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('sends a good address back to the home page that thanks the shopper', async () => {
    const response = await post('email=%20asha%40example.in%20');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=subscribed#newsletter');
  });

  it('sends a bad one back with what was typed, for the message under the field', async () => {
    const response = await post('email=asha%40');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=invalid&email=asha%40#newsletter');
    const missing = await post('');
    expect(missing.headers.location).toBe('/?newsletter=invalid&email=#newsletter');
  });

  it('refuses a post from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'email=asha%40example.in',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('an order and the tracker on a Hindi page', () => {
  it('name the products as the Hindi catalogue does', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'name', 'name_hi'])
      .where('name_hi', '<>', '')
      .where('stock', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const asha = await t.signUp();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asha.auth, 'accept-language': 'hi' },
      payload: { items: [{ productId: product.id, quantity: 1 }], shipping, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ orderNumber: string; items: { name: string }[] }>();
    expect(order.items.map((i) => i.name)).toEqual([product.name_hi]);

    const read = (url: string, language: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...asha.auth, 'accept-language': language } });
    const hindi = await read(`/api/orders/${order.orderNumber}`, 'hi');
    expect(hindi.json().items[0].name).toBe(product.name_hi);
    const english = await read(`/api/orders/${order.orderNumber}`, 'en');
    expect(english.json().items[0].name).toBe(product.name);
    const list = await read('/api/orders', 'hi');
    expect(list.json()[0].items[0].name).toBe(product.name_hi);

    const entries = await read('/api/carbon/entries', 'hi');
    const purchase = entries
      .json<{ source: string; productId: string; description: string }[]>()
      .find((e) => e.source === 'purchase' && e.productId === product.id);
    expect(purchase?.description).toBe(product.name_hi);
    const englishEntries = await read('/api/carbon/entries', 'en');
    expect(
      englishEntries
        .json<{ productId: string; description: string }[]>()
        .find((e) => e.productId === product.id)?.description,
    ).toBe(product.name);
  });
});

describe('the support form posted without JavaScript', () => {
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/support',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('files a guest request and sends the shopper back to its reference', async () => {
    const response = await post({
      topic: 'order',
      orderNumber: '',
      message: 'My parcel has not arrived yet, please help.',
      email: 'asha@example.in',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/support');
    const reference = location.searchParams.get('request');
    expect(reference).toMatch(/^HRT-[A-Z2-9]{8}$/);
    const ticket = await t.db
      .selectFrom('support_tickets')
      .select(['email', 'message'])
      .where('reference', '=', reference!)
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({
      email: 'asha@example.in',
      message: 'My parcel has not arrived yet, please help.',
    });
  });

  it("sends bad input back with what was typed and SPEC's message for each field", async () => {
    const response = await post({ topic: '', message: 'short', email: 'asha@' });
    expect(response.statusCode).toBe(303);
    const params = new URL(String(response.headers.location), 'http://x').searchParams;
    expect(params.get('message')).toBe('short');
    expect(params.get('email')).toBe('asha@');
    expect(params.get('error.topic')).toBe('Please choose a topic');
    expect(params.get('error.message')).toBe(
      'Please describe your request (at least 10 characters)',
    );
    expect(params.get('error.email')).toBe('Please enter a valid email.');
    expect(params.get('request')).toBeNull();
  });
});
