import type { CartLine, Product } from '@harit/core/types';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let catalogue: Product[];
/** In stock ≥ 99: only the per-line maximum limits it. */
let plenty: Product;
let another: Product;
/** A product whose stock this file sets to 3. */
let scarce: Product;

beforeAll(async () => {
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
  const roomy = catalogue.filter((p) => p.stock >= 99);
  [plenty, another, scarce] = roomy as [Product, Product, Product];
  await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', scarce._id).execute();
});

const cartOf = async (user: TestUser): Promise<CartLine[]> => {
  const response = await t.as(user).get(`/api/cart/${user.id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const add = (user: TestUser, body: Record<string, unknown>) =>
  t.as(user).post('/api/cart/add', { userId: user.id, ...body });

const update = (user: TestUser, body: Record<string, unknown>) =>
  t.as(user).post('/api/cart/update', { userId: user.id, ...body });

const remove = (user: TestUser, productId: string, userId = user.id) =>
  t.as(user).delete(`/api/cart/remove/${productId}`, { userId });

const quantities = (lines: CartLine[]) =>
  Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));

describe('cart', () => {
  it('adds one by default and lists the line with the database name, image and rupee prices', async () => {
    const asha = await t.signUp();
    const response = await add(asha, { productId: plenty._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, message: 'Added to cart' });
    expect(response.json().item).toMatchObject({ productId: plenty._id, quantity: 1 });

    const lines = await cartOf(asha);
    expect(lines).toEqual([
      {
        productId: plenty._id,
        name: plenty.name,
        image: plenty.image,
        price: plenty.price,
        mrp: plenty.mrp,
        quantity: 1,
        ...(plenty.category ? { category: plenty.category } : {}),
        stock: plenty.stock,
        // The product's carbon record figure (decision 069), the one the cart's impact counts.
        carbonKgPerUnit: plenty.carbon.netKgPerUnit,
        // Its GST rate and the price with it (decision 073): SPEC's 18 % in the demo catalogue.
        gstRate: 18,
        priceWithGst: plenty.priceWithGst,
      },
    ]);
  });

  it('adds to the existing line instead of creating a second one', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id, quantity: 2 });
    await add(asha, { productId: plenty._id, quantity: 3 });
    await add(asha, { productId: another._id });
    const lines = await cartOf(asha);
    expect(lines).toHaveLength(2);
    expect(quantities(lines)).toEqual({ [plenty._id]: 5, [another._id]: 1 });
    // Lines stay in the order they were first added.
    expect(lines.map((l) => l.productId)).toEqual([plenty._id, another._id]);
  });

  it('loses no add when 50 adds of 1 to one line arrive at once', async () => {
    const busy = catalogue.find((p) => p.stock >= 50 && p._id !== scarce._id)!;
    const asha = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => add(asha, { productId: busy._id, quantity: 1 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(quantities(await cartOf(asha))).toEqual({ [busy._id]: 50 });
  });

  it('holds the 50-line limit when 60 adds of different products arrive at once', async () => {
    const inStock = await t.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('stock', '>', 0)
      .orderBy('id')
      .limit(60)
      .execute();
    expect(inStock).toHaveLength(60);
    const asha = await t.signUp();
    const responses = await Promise.all(
      inStock.map((p) => add(asha, { productId: p.id, quantity: 1 })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toMatch(
      /^Your cart is full: it holds at most 50 different products\. Remove one to add .+\.$/,
    );
    expect(await cartOf(asha)).toHaveLength(50);
  });

  it('refuses an add past stock with 409 naming the product and what is left, and changes nothing', async () => {
    const asha = await t.signUp();
    expect((await add(asha, { productId: scarce._id, quantity: 2 })).statusCode).toBe(200);
    const response = await add(asha, { productId: scarce._id, quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Only 3 of ${scarce.name} in stock; 2 already in your cart, so you can add 1 more`,
    );
    expect(quantities(await cartOf(asha))).toEqual({ [scarce._id]: 2 });

    const fresh = await t.signUp();
    const first = await add(fresh, { productId: scarce._id, quantity: 4 });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toMatch(`Only 3 of ${scarce.name} in stock`);
    expect(await cartOf(fresh)).toEqual([]);
  });

  it('refuses an add that would take a line past 99 with 400 naming quantity', async () => {
    const asha = await t.signUp();
    expect((await add(asha, { productId: plenty._id, quantity: 98 })).statusCode).toBe(200);
    const response = await add(asha, { productId: plenty._id, quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^You can have at most 99 of .+ you can add 1 more\.$/);
    expect(quantities(await cartOf(asha))).toEqual({ [plenty._id]: 98 });
  });

  it('refuses an out-of-stock product with 409', async () => {
    const used = [plenty._id, another._id, scarce._id];
    const gone = catalogue.findLast((p) => !used.includes(p._id))!;
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', gone._id).execute();
    const asha = await t.signUp();
    const response = await add(asha, { productId: gone._id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${gone.name} is out of stock`);
    expect(await cartOf(asha)).toEqual([]);
  });

  it.each([
    ['-1', -1],
    ['2.5', 2.5],
    ['1e9', 1e9],
    ['"x"', 'x'],
    ['0', 0],
    ['null', null],
  ])('refuses quantity %s on add with 400 naming quantity', async (_label, quantity) => {
    const asha = await t.signUp();
    const response = await add(asha, { productId: plenty._id, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Quantity /);
    expect(await cartOf(asha)).toEqual([]);
  });

  it('sets a quantity with update, and 0 removes the line', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id, quantity: 5 });
    const lowered = await update(asha, { productId: plenty._id, quantity: 2 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ ok: true, item: { quantity: 2 } });
    expect(quantities(await cartOf(asha))).toEqual({ [plenty._id]: 2 });

    const removed = await update(asha, { productId: plenty._id, quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true, message: 'Removed from cart', item: null });
    expect(await cartOf(asha)).toEqual([]);
  });

  it('refuses an update above stock with 409 and keeps the line as it was', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: scarce._id, quantity: 1 });
    const response = await update(asha, { productId: scarce._id, quantity: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Only 3 of ${scarce.name} in stock`);
    expect(quantities(await cartOf(asha))).toEqual({ [scarce._id]: 1 });
  });

  it.each([
    ['-1', -1],
    ['2.5', 2.5],
    ['100', 100],
    ['"x"', 'x'],
  ])('refuses quantity %s on update with 400 naming quantity', async (_label, quantity) => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id, quantity: 4 });
    const response = await update(asha, { productId: plenty._id, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Quantity /);
    expect(quantities(await cartOf(asha))).toEqual({ [plenty._id]: 4 });
  });

  it('removes a line with DELETE /cart/remove/:productId', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id });
    await add(asha, { productId: another._id });
    const response = await remove(asha, plenty._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'Removed from cart' });
    expect(quantities(await cartOf(asha))).toEqual({ [another._id]: 1 });
  });

  it('answers 404 Product not found for an unknown product on add, update and remove', async () => {
    const asha = await t.signUp();
    for (const response of [
      await add(asha, { productId: 'no-such-product' }),
      await update(asha, { productId: 'no-such-product', quantity: 2 }),
      await update(asha, { productId: 'no-such-product', quantity: 0 }),
      await remove(asha, 'no-such-product'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    }
    expect(await cartOf(asha)).toEqual([]);
  });

  it('ignores a price or name sent by the client', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id, price: 1, name: 'Free gold' });
    const [line] = await cartOf(asha);
    expect(line).toMatchObject({ name: plenty.name, price: plenty.price });
  });
});

describe('cart authorisation', () => {
  it('answers 401 on every route without a token', async () => {
    const asha = await t.signUp();
    const body = { userId: asha.id, productId: plenty._id, quantity: 1 };
    const responses = [
      await t.app.inject({ method: 'GET', url: `/api/cart/${asha.id}` }),
      await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body }),
      await t.app.inject({ method: 'POST', url: '/api/cart/update', payload: body }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/cart/remove/${plenty._id}`,
        payload: { userId: asha.id },
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await cartOf(asha)).toEqual([]);
  });

  it("answers 403 on every route with another user's id, and changes neither cart", async () => {
    const victim = await t.signUp();
    const mallory = await t.signUp();
    await add(victim, { productId: plenty._id, quantity: 2 });
    await add(victim, { productId: another._id, quantity: 1 });
    const before = await cartOf(victim);

    const asVictim = { userId: victim.id };
    const responses = [
      await t.as(mallory).get(`/api/cart/${victim.id}`),
      await add(mallory, { ...asVictim, productId: plenty._id, quantity: 5 }),
      await add(mallory, { ...asVictim, productId: scarce._id }),
      await update(mallory, { ...asVictim, productId: plenty._id, quantity: 7 }),
      await update(mallory, { ...asVictim, productId: another._id, quantity: 0 }),
      await remove(mallory, plenty._id, victim.id),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only access your own data');
    }
    expect(await cartOf(victim)).toEqual(before);
    expect(await cartOf(mallory)).toEqual([]);
  });

  it('deleting the account removes its cart lines', async () => {
    const asha = await t.signUp();
    await add(asha, { productId: plenty._id, quantity: 2 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: asha.cookie, origin: PUBLIC_URL },
      payload: { password: asha.password },
    });
    expect(response.statusCode).toBe(200);
    const left = await sql<{ n: number }>`
      select count(*)::int as n from cart_items where user_id = ${asha.id}`.execute(t.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
