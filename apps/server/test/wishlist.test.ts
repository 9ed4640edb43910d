import type { Product, WishlistEntry } from '@harit/core/types';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let bottle: Product;
let lamp: Product;

beforeAll(async () => {
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })
  ).json();
  [bottle, lamp] = catalogue as [Product, Product];
});

const wishlistOf = async (user: TestUser): Promise<WishlistEntry[]> => {
  const response = await t.as(user).get(`/api/wishlist/${user.id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const toggle = (user: TestUser, body: Record<string, unknown>) =>
  t.as(user).post('/api/wishlist/toggle', { userId: user.id, ...body });

const remove = (user: TestUser, body: Record<string, unknown>) =>
  t.as(user).post('/api/wishlist/remove', { userId: user.id, ...body });

const ids = (entries: WishlistEntry[]) => entries.map((e) => e.productId);

describe('wishlist', () => {
  it('toggling an unsaved product saves it and lists it with its catalogue data', async () => {
    const asha = await t.signUp();
    const response = await toggle(asha, { productId: bottle._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'Added to wishlist', wishlisted: true });

    const [entry, ...rest] = await wishlistOf(asha);
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      productId: bottle._id,
      product: bottle,
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('toggling twice removes the product again', async () => {
    const asha = await t.signUp();
    await toggle(asha, { productId: bottle._id });
    const second = await toggle(asha, { productId: bottle._id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      ok: true,
      message: 'Removed from wishlist',
      wishlisted: false,
    });
    expect(await wishlistOf(asha)).toEqual([]);
  });

  it('ignores the name, price and image the client sends with a toggle', async () => {
    const asha = await t.signUp();
    const response = await toggle(asha, {
      productId: lamp._id,
      name: 'Free gold',
      price: 1,
      image: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await wishlistOf(asha);
    expect(entry?.product).toMatchObject({
      name: lamp.name,
      price: lamp.price,
      image: lamp.image,
    });
  });

  it('lists the newest entry first', async () => {
    const asha = await t.signUp();
    await toggle(asha, { productId: bottle._id });
    await toggle(asha, { productId: lamp._id });
    expect(ids(await wishlistOf(asha))).toEqual([lamp._id, bottle._id]);
  });

  it('removes a product with /wishlist/remove, and removing it again is harmless', async () => {
    const asha = await t.signUp();
    await toggle(asha, { productId: bottle._id });
    await toggle(asha, { productId: lamp._id });
    const response = await remove(asha, { productId: bottle._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'Removed from wishlist' });
    expect(ids(await wishlistOf(asha))).toEqual([lamp._id]);
    expect((await remove(asha, { productId: bottle._id })).statusCode).toBe(200);
    expect(ids(await wishlistOf(asha))).toEqual([lamp._id]);
  });

  it('answers 404 Product not found for an unknown product', async () => {
    const asha = await t.signUp();
    for (const response of [
      await toggle(asha, { productId: 'no-such-product' }),
      await remove(asha, { productId: 'no-such-product' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    }
    expect(await wishlistOf(asha)).toEqual([]);
  });

  it('answers 400 naming productId when it is missing', async () => {
    const asha = await t.signUp();
    const response = await toggle(asha, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Product ID is required.');
  });
});

describe('wishlist authorisation', () => {
  it('answers 401 on every route without a token', async () => {
    const asha = await t.signUp();
    const body = { userId: asha.id, productId: bottle._id };
    const responses = [
      await t.app.inject({ method: 'GET', url: `/api/wishlist/${asha.id}` }),
      await t.app.inject({ method: 'POST', url: '/api/wishlist/toggle', payload: body }),
      await t.app.inject({ method: 'POST', url: '/api/wishlist/remove', payload: body }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(await wishlistOf(asha)).toEqual([]);
  });

  it("answers 403 on every route with another user's id, and changes neither wishlist", async () => {
    const victim = await t.signUp();
    const mallory = await t.signUp();
    await toggle(victim, { productId: bottle._id });
    const before = await wishlistOf(victim);

    const asVictim = { userId: victim.id };
    const responses = [
      await t.as(mallory).get(`/api/wishlist/${victim.id}`),
      await toggle(mallory, { ...asVictim, productId: bottle._id }),
      await toggle(mallory, { ...asVictim, productId: lamp._id }),
      await remove(mallory, { ...asVictim, productId: bottle._id }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only access your own data');
    }
    expect(await wishlistOf(victim)).toEqual(before);
    expect(await wishlistOf(mallory)).toEqual([]);
  });

  it("deleting the user removes the user's wishlist", async () => {
    const asha = await t.signUp();
    await toggle(asha, { productId: bottle._id });
    await sql`delete from "user" where id = ${asha.id}`.execute(t.db);
    const left = await sql<{ n: number }>`
      select count(*)::int as n from wishlist_items where user_id = ${asha.id}`.execute(t.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
