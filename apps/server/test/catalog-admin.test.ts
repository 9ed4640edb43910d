// The merchant console's catalogue: products, stock, categories, pictures, and that
// the shop sees every change at once, on every instance.
import type { AdminCategory, AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/features/catalog/seed.ts';
import { useCatalogueDesk } from './catalog-helpers.ts';
import { shipping, type TestApp, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
const { staff, admin, category } = useCatalogueDesk(t);

let counter = 0;
function newProduct(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  counter++;
  return {
    name: `Bamboo Desk Lamp ${counter}`,
    description: 'A warm desk lamp of bamboo, with a cotton cord.',
    categoryId: category.id,
    pricePaise: 129_900,
    // ₹1,299 + 18% GST = ₹1,532.82, within the MRP.
    mrpPaise: 159_900,
    stock: 10,
    featured: false,
    image: '/images/placeholder.svg',
    ...overrides,
  };
}

async function create(overrides: Partial<ProductCreateInput> = {}, user = staff) {
  const response = await t.as(user).post('/api/admin/products', newProduct(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProduct>();
}

async function auditOf(entityId: string) {
  const response = await t.as(admin).get(`/api/admin/audit?entity=product&entityId=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json<
    { action: string; actor: { email: string }; before: unknown; after: unknown }[]
  >();
}

const shopGet = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

async function png(width = 60, height = 40): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
}

function upload(app: FastifyInstance, user: TestUser, body: Buffer, contentType = 'image/png') {
  return app.inject({
    method: 'POST',
    url: '/api/admin/images?kind=products',
    headers: { ...user.auth, 'content-type': contentType },
    payload: body,
  });
}

describe('access', () => {
  it('is refused to customers (403) and to visitors (401)', async () => {
    const shopper = await t.signUp();
    expect((await t.as(shopper).get('/api/admin/products')).statusCode).toBe(403);
    expect((await t.as(shopper).post('/api/admin/products', newProduct())).statusCode).toBe(403);
    expect((await upload(t.app, shopper, await png())).statusCode).toBe(403);
    expect((await shopGet(t.app, '/api/admin/categories')).statusCode).toBe(401);
  });
});

describe('products', () => {
  it('creates a product with a slug from its name, shown in the shop at once', async () => {
    const before = await shopGet(t.app, '/api/products?search=lamp&limit=100');
    const product = await create({ name: 'Sheesham Wood Lantern' });
    expect(product).toMatchObject({
      slug: 'sheesham-wood-lantern',
      pricePaise: 129_900,
      archived: false,
      category: category.name,
    });
    // Decision 069: a new product starts from SPEC §9's keyword estimate, until a record is set.
    expect(product.carbon).toMatchObject({ basis: 'keyword', netKgPerUnit: 1 });
    expect(product.co2SavedKg).toBe(-1);
    const page = await shopGet(t.app, `/api/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Sheesham Wood Lantern', price: 1299, mrp: 1599 });
    const after = await shopGet(t.app, '/api/products?search=lantern&limit=100');
    expect(after.json<{ _id: string }[]>().map((p) => p._id)).toContain(product.id);
    expect(before.statusCode).toBe(200);
  });

  it('numbers the slug when the name is taken, and refuses a taken slug given by hand', async () => {
    const a = await create({ name: 'Khadi Tote' });
    const b = await create({ name: 'Khadi Tote' });
    const c = await create({ name: 'khadi tote!' });
    expect([a.slug, b.slug, c.slug]).toEqual(['khadi-tote', 'khadi-tote-2', 'khadi-tote-3']);
    const taken = await t.as(staff).post('/api/admin/products', newProduct({ slug: 'khadi-tote' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The slug "khadi-tote" is already used by another product.');
    const edit = await t.as(staff).patch(`/api/admin/products/${c.id}`, {
      slug: 'khadi-tote-2',
      updatedAt: c.updatedAt,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('generates different slugs for products created at the same time', async () => {
    const made = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.as(staff).post('/api/admin/products', newProduct({ name: 'Jute Mat' })),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(made.map((r) => r.json<AdminProduct>().slug)).size).toBe(4);
  });

  it('validates every field with a sentence naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required.'],
      [{ name: 'a\u0000b' }, 'Name must not contain control characters.'],
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters.'],
      [{ description: 'ok\u0000' }, 'Description must not contain control characters.'],
      [{ description: 42 }, 'Description must be text.'],
      [
        { slug: 'Not A Slug' },
        'Slug may only have lower-case letters a–z, digits and single dashes.',
      ],
      [{ slug: 'a--b' }, 'Slug may only have lower-case letters a–z, digits and single dashes.'],
      [{ pricePaise: 1e15, mrpPaise: null }, 'Price must be at most ₹10,00,000.'],
      [{ pricePaise: -1 }, 'Price must be 0 or more.'],
      [{ pricePaise: '100' }, 'Price must be a whole number of paise.'],
      [{ pricePaise: 99.5 }, 'Price must be a whole number of paise.'],
      [{ mrpPaise: 1e12 }, 'MRP must be at most ₹10,00,000.'],
      [
        { pricePaise: 200_000, mrpPaise: 100_000 },
        'Price with 18% GST (₹2,360.00) must not be more than the MRP (₹1,000.00).',
      ],
      [
        { pricePaise: 89_900, mrpPaise: 105_000 },
        'Price with 18% GST (₹1,060.82) must not be more than the MRP (₹1,050.00).',
      ],
      [{ stock: -3 }, 'Stock must not be negative.'],
      [{ stock: 2.5 }, 'Stock must be a whole number.'],
      [{ stock: 1e10 }, 'Stock must be at most 1000000.'],
      [{ featured: 'yes' }, 'Featured must be true or false.'],
      [{ categoryId: 'a\u0000' }, 'Category must not contain control characters.'],
      [{ image: 'https://evil.example/x.png' }, 'Image must be a picture uploaded here.'],
      [{ image: '/uploads/../../etc/passwd' }, 'Image must be a picture uploaded here.'],
      [{ extra: 1 }, 'Unknown field: extra.'],
    ];
    for (const [fields, message] of cases) {
      const response = await t
        .as(staff)
        .post('/api/admin/products', { ...newProduct(), ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message, JSON.stringify(fields)).toBe(message);
    }
    const unknownCategory = await t
      .as(staff)
      .post('/api/admin/products', newProduct({ categoryId: 'no-such-category' }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toBe('Category does not exist.');
  });

  it('edits a product and audits what changed; a stale edit gets 409', async () => {
    const product = await create();
    const edited = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      name: 'Solar Garden Light',
      pricePaise: 99_900,
      updatedAt: product.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<AdminProduct>();
    expect(after).toMatchObject({
      name: 'Solar Garden Light',
      pricePaise: 99_900,
      slug: product.slug,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(product.updatedAt));

    const stale = await t.as(admin).patch(`/api/admin/products/${product.id}`, {
      name: 'Someone else',
      updatedAt: product.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);

    const tooDear = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      pricePaise: 200_000,
      updatedAt: after.updatedAt,
    });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toBe(
      'Price with 18% GST (₹2,360.00) must not be more than the MRP (₹1,599.00).',
    );

    const entries = await auditOf(product.id);
    expect(entries.map((e) => e.action)).toEqual(['product.update', 'product.create']);
    expect(entries[0]).toMatchObject({
      actor: { email: staff.email },
      before: { name: product.name, pricePaise: 129_900 },
      after: { name: 'Solar Garden Light', pricePaise: 99_900 },
    });
  });

  it('takes a carbon record (staff and admin, audited); the shop shows the new figure on the next read', async () => {
    const product = await create({ name: 'Brass Water Bottle' });
    const computed = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      updatedAt: product.updatedAt,
      carbon: {
        basis: 'computed',
        inputs: {
          use: 'year-use',
          made: [{ factor: 'copper', quantity: 0.6 }],
          alternative: {
            name: 'single-use plastic bottles',
            made: [{ factor: 'pet', quantity: 0.03 }],
            count: 100,
          },
        },
      },
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const after = computed.json<AdminProduct>();
    // 0.6 kg × 3.81 − 100 × 0.03 kg × 4.03 = 2.286 − 12.09 → −9.8 (it saves; decision 077)
    expect(after.carbon).toMatchObject({
      basis: 'computed',
      netKgPerUnit: -9.8,
      material: 'Copper',
    });
    expect(after.carbon.sources.map((s) => s.year)).toEqual([2021, 2022]);
    const shop = await shopGet(t.app, `/api/products/${product.slug}`);
    expect(shop.json().carbon).toMatchObject({ netKgPerUnit: -9.8, basis: 'computed' });

    const entered = await t.as(admin).patch(`/api/admin/products/${product.id}`, {
      updatedAt: after.updatedAt,
      carbon: {
        basis: 'entered',
        netKgPerUnit: 2.34,
        material: 'Brass',
        method: "The maker's own life-cycle study.",
        sources: [{ name: 'Maker LCA report', year: 2024 }],
      },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const listed = await shopGet(t.app, '/api/products?search=brass&limit=10');
    const found = listed.json().find((p: { _id: string }) => p._id === product.id);
    expect(found.carbon).toMatchObject({
      netKgPerUnit: 2.3,
      basis: 'entered',
      sources: [{ name: 'Maker LCA report', year: 2024 }],
    });

    const refused = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      updatedAt: entered.json<AdminProduct>().updatedAt,
      carbon: { basis: 'entered', netKgPerUnit: 1, material: 'Brass', method: 'x', sources: [] },
    });
    expect(refused.statusCode).toBe(400);

    const entries = await auditOf(product.id);
    expect(entries.map((e) => e.action)).toEqual([
      'product.update',
      'product.update',
      'product.create',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { email: admin.email },
      before: { carbon: { netKgPerUnit: -9.8 } },
      after: { carbon: { netKgPerUnit: 2.3 } },
    });
  });

  it('checks a price-only or MRP-only edit with GST against the stored other figure', async () => {
    const product = await create({ pricePaise: 89_900, mrpPaise: 110_000 });
    const mrpOnly = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      mrpPaise: 105_000,
      updatedAt: product.updatedAt,
    });
    expect(mrpOnly.statusCode).toBe(400);
    expect(mrpOnly.json().message).toBe(
      'Price with 18% GST (₹1,060.82) must not be more than the MRP (₹1,050.00).',
    );
    const priceOnly = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      pricePaise: 93_300,
      updatedAt: product.updatedAt,
    });
    expect(priceOnly.statusCode).toBe(400);
    expect(priceOnly.json().message).toBe(
      'Price with 18% GST (₹1,100.94) must not be more than the MRP (₹1,100.00).',
    );
    // Exactly at the MRP is allowed: ₹932.20 + 18% = ₹1,100.00.
    const atMrp = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      pricePaise: 93_220,
      updatedAt: product.updatedAt,
    });
    expect(atMrp.statusCode, atMrp.body).toBe(200);
    expect(atMrp.json<AdminProduct>()).toMatchObject({ pricePaise: 93_220, mrpPaise: 110_000 });
  });

  it('refuses a version that is not a date (400) and an unknown product (404)', async () => {
    const product = await create();
    const bad = await t
      .as(staff)
      .patch(`/api/admin/products/${product.id}`, { name: 'x', updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Updated at must be a date and time.');
    const missing = await t
      .as(staff)
      .patch('/api/admin/products/nope', { name: 'x', updatedAt: product.updatedAt });
    expect(missing.statusCode).toBe(404);
  });

  it('archives: gone from list, search, its page, carts and orders; old orders keep their line', async () => {
    const product = await create({ name: 'Terracotta Water Bottle Archived' });
    const shopper = await t.signUp();
    const order = await t.as(shopper).post('/api/orders', {
      items: [{ productId: product.id, quantity: 1 }],
      shipping,
      paymentMethod: 'upi',
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderNumber = order.json().orderNumber as string;

    const archived = await t
      .as(staff)
      .post(`/api/admin/products/${product.id}/archive`, { updatedAt: product.updatedAt });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<AdminProduct>().archived).toBe(true);

    expect((await shopGet(t.app, `/api/products/${product.slug}`)).statusCode).toBe(404);
    expect((await shopGet(t.app, `/api/products/${product.id}`)).statusCode).toBe(404);
    const search = await shopGet(t.app, '/api/products?search=terracotta%20archived&limit=100');
    expect(search.json<{ _id: string }[]>().map((p) => p._id)).not.toContain(product.id);
    const suggestions = await shopGet(t.app, '/api/products/suggestions?q=terracotta%20water');
    expect(JSON.stringify(suggestions.json())).not.toContain(product.id);
    expect((await shopGet(t.app, `/${'product'}/${product.slug}`)).statusCode).toBe(404);

    const cart = await t
      .as(shopper)
      .post('/api/cart/add', { userId: shopper.id, productId: product.id, quantity: 1 });
    expect(cart.statusCode).toBe(404);
    const again = await t.as(shopper).post('/api/orders', {
      items: [{ productId: product.id, quantity: 1 }],
      shipping,
      paymentMethod: 'upi',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${product.name} is no longer sold`);

    const old = await t.as(shopper).get(`/api/orders/${orderNumber}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(JSON.stringify(old.json())).toContain(product.name);

    // The console still finds it under "archived", and it comes back.
    const list = await t
      .as(staff)
      .get(`/api/admin/products?status=archived&search=${product.slug}`);
    expect(list.json<AdminProduct[]>().map((p) => p.id)).toEqual([product.id]);
    const back = await t.as(staff).post(`/api/admin/products/${product.id}/unarchive`, {
      updatedAt: archived.json<AdminProduct>().updatedAt,
    });
    expect(back.statusCode).toBe(200);
    expect((await shopGet(t.app, `/api/products/${product.slug}`)).statusCode).toBe(200);
    expect((await auditOf(product.id)).map((e) => e.action).slice(0, 2)).toEqual([
      'product.unarchive',
      'product.archive',
    ]);
  });

  it('lists with search, filters and paging; X-Total-Count gives the total', async () => {
    const low = await create({ name: 'Neem Comb Lowstock', stock: 2, featured: true });
    const byName = await t.as(staff).get('/api/admin/products?search=lowstock');
    expect(byName.json<AdminProduct[]>().map((p) => p.id)).toEqual([low.id]);
    const lowStock = await t.as(staff).get('/api/admin/products?lowStock=true&limit=100');
    const lows = lowStock.json<AdminProduct[]>();
    expect(lows.map((p) => p.id)).toContain(low.id);
    expect(lows.every((p) => p.stock <= 5)).toBe(true);
    const featured = await t
      .as(staff)
      .get(`/api/admin/products?featured=true&categoryId=${category.id}&limit=100`);
    expect(
      featured.json<AdminProduct[]>().every((p) => p.featured && p.categoryId === category.id),
    ).toBe(true);
    const page = await t.as(staff).get('/api/admin/products?limit=5&offset=5');
    expect(page.json<AdminProduct[]>()).toHaveLength(5);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(60);
    for (const query of ['limit=0', 'limit=1e9', 'status=gone', 'lowStock=maybe', 'search=%00']) {
      expect((await t.as(staff).get(`/api/admin/products?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('stock', () => {
  it('adjusts with a reason, never below 0, with an audit entry and a history', async () => {
    const product = await create({ stock: 3 });
    const received = await t.as(staff).post(`/api/admin/products/${product.id}/stock`, {
      delta: 7,
      reason: 'received',
      note: 'PO 12',
    });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({
      delta: 7,
      stockAfter: 10,
      reason: 'received',
      actor: staff.name,
    });
    const tooMany = await t
      .as(staff)
      .post(`/api/admin/products/${product.id}/stock`, { delta: -11, reason: 'damaged' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Stock cannot go below 0: there are only 10 in stock.');
    for (const [body, message] of [
      [{ delta: 0, reason: 'received' }, 'Change must not be 0.'],
      [{ delta: 1.5, reason: 'received' }, 'Change must be a whole number.'],
      [{ delta: 1e12, reason: 'received' }, 'Change must be at most 1000000.'],
      [
        { delta: 1, reason: 'gift' },
        'Reason must be one of received, damaged, returned, lost, correction.',
      ],
      [
        { delta: 1, reason: 'received', note: 'a\u0000' },
        'Note must not contain control characters.',
      ],
    ] as const) {
      const response = await t.as(staff).post(`/api/admin/products/${product.id}/stock`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const history = await t.as(staff).get(`/api/admin/products/${product.id}/stock`);
    expect(history.json()).toHaveLength(1);
    expect((await shopGet(t.app, `/api/products/${product.id}`)).json().stock).toBe(10);
    const entries = await auditOf(product.id);
    expect(entries[0]).toMatchObject({
      action: 'product.stock',
      before: { stock: 3 },
      after: { stock: 10, reason: 'received', note: 'PO 12' },
    });
  });

  it('keeps the sum of parallel adjustments, and never goes below 0 under a race', async () => {
    const product = await create({ stock: 5 });
    const deltas = [3, -2, 4, -1, 2, -3, 1, -4];
    const results = await Promise.all(
      deltas.map((delta) =>
        t
          .as(staff)
          .post(`/api/admin/products/${product.id}/stock`, { delta, reason: 'correction' }),
      ),
    );
    const applied = results.map((r, i) => (r.statusCode === 201 ? deltas[i]! : 0));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const now = (await t.as(staff).get(`/api/admin/products/${product.id}`)).json<AdminProduct>();
    expect(now.stock).toBe(5 + applied.reduce((a, b) => a + b, 0));

    const drained = await create({ stock: 3 });
    const takes = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.as(staff).post(`/api/admin/products/${drained.id}/stock`, { delta: -1, reason: 'lost' }),
      ),
    );
    expect(takes.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(takes.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect((await t.as(staff).get(`/api/admin/products/${drained.id}`)).json().stock).toBe(0);
  });
});

describe('stock and orders together', () => {
  it('orders and adjustments racing on the same products keep every unit counted', async () => {
    const a = await create({ stock: 20 });
    const b = await create({ stock: 20 });
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => t.signUp()));
    const orders = shoppers.map((shopper, i) =>
      t.as(shopper).post('/api/orders', {
        // Half the orders list the products one way round, half the other.
        items:
          i % 2 === 0
            ? [
                { productId: a.id, quantity: 1 },
                { productId: b.id, quantity: 2 },
              ]
            : [
                { productId: b.id, quantity: 2 },
                { productId: a.id, quantity: 1 },
              ],
        shipping,
        paymentMethod: 'upi',
      }),
    );
    const adjustments = [a, b, a, b].map((p) =>
      t.as(staff).post(`/api/admin/products/${p.id}/stock`, { delta: 3, reason: 'received' }),
    );
    const results = await Promise.all([...orders, ...adjustments]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    const stockOf = async (id: string) =>
      (await t.as(staff).get(`/api/admin/products/${id}`)).json<AdminProduct>().stock;
    expect(await stockOf(a.id)).toBe(20 - 4 + 6);
    expect(await stockOf(b.id)).toBe(20 - 8 + 6);
  });
});

describe('restarts', () => {
  it("never seed over a merchant's catalogue", async () => {
    const product = await create({ name: 'Survives Restart Basket' });
    expect(await seedCatalog(t.db)).toBe(false);
    const again = await t.as(staff).get(`/api/admin/products/${product.id}`);
    expect(again.json<AdminProduct>().name).toBe('Survives Restart Basket');
  });
});

describe('categories', () => {
  it('creates with a slug, renames, reorders and deletes only an empty one', async () => {
    const made = await t.as(staff).post('/api/admin/categories', { name: 'Garden & Balcony' });
    expect(made.statusCode, made.body).toBe(201);
    const garden = made.json<AdminCategory>();
    expect(garden).toMatchObject({ slug: 'garden-balcony', productCount: 0 });
    const twice = await t.as(staff).post('/api/admin/categories', { name: 'garden & balcony' });
    expect(twice.statusCode).toBe(409);

    const renamed = await t
      .as(staff)
      .patch(`/api/admin/categories/${garden.id}`, { name: 'Garden' });
    expect(renamed.json()).toMatchObject({ name: 'Garden', slug: 'garden-balcony' });
    const shopCategories = await shopGet(t.app, '/api/products/categories');
    expect(shopCategories.json<{ name: string }[]>().map((c) => c.name)).toContain('Garden');

    const all = (await t.as(staff).get('/api/admin/categories')).json<AdminCategory[]>();
    const ids = all.map((c) => c.id);
    const reversed = [...ids].reverse();
    const reordered = await t.as(staff).put('/api/admin/categories/order', { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<AdminCategory[]>().map((c) => c.id)).toEqual(reversed);
    const shopOrder = (await shopGet(t.app, '/api/products/categories')).json<{ _id: string }[]>();
    expect(shopOrder.map((c) => c._id)).toEqual(reversed);
    const partial = await t
      .as(staff)
      .put('/api/admin/categories/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    const repeated = await t
      .as(staff)
      .put('/api/admin/categories/order', { ids: [ids[0], ids[0]] });
    expect(repeated.statusCode).toBe(400);

    const full = await t.as(staff).delete(`/api/admin/categories/${category.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(
      /still has \d+ products; move them to another category first\./,
    );
    expect((await t.as(staff).delete(`/api/admin/categories/${garden.id}`)).statusCode).toBe(204);
    expect((await t.as(staff).delete(`/api/admin/categories/${garden.id}`)).statusCode).toBe(404);
    const badEdits: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required.'],
      [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters.'],
      [{ image: 'javascript:alert(1)' }, 'Image must be a picture uploaded here.'],
      [{ slug: 'UPPER' }, 'Slug may only have lower-case letters a–z, digits and single dashes.'],
      [{ position: 3 }, 'Unknown field: position.'],
    ];
    for (const [body, message] of badEdits) {
      const response = await t.as(staff).patch(`/api/admin/categories/${category.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const body of [
      { name: '' },
      { name: 'x\u0000' },
      { name: 'x', slug: 'Bad' },
      { name: 1 },
    ]) {
      expect((await t.as(staff).post('/api/admin/categories', body)).statusCode).toBe(400);
    }
  });
});

describe('pictures', () => {
  it('resizes an upload to WebP copies served with long cache headers', async () => {
    const response = await upload(t.app, staff, await png(1200, 600));
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json<{ image: string }>();
    expect(image).toMatch(/^\/uploads\/products\/[a-f0-9]{24}-800\.webp$/);
    for (const width of [200, 400, 800]) {
      const copy = await shopGet(t.app, image.replace('-800.', `-${width}.`));
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    const product = await create({ image });
    expect((await shopGet(t.app, `/api/products/${product.id}`)).json().image).toBe(image);
    expect((await shopGet(t.app, '/uploads/products/../../etc/passwd')).statusCode).toBe(404);
    expect((await shopGet(t.app, '/uploads/products/abc-800.webp')).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP by their content, whatever the declared type', async () => {
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    expect((await upload(t.app, staff, jpeg, 'application/octet-stream')).statusCode).toBe(201);
    expect((await upload(t.app, staff, webp, 'image/jpeg')).statusCode).toBe(201);
  });

  it('refuses bad files with a clear sentence', async () => {
    const notAPicture = 'The file is not a JPEG, PNG or WebP picture.';
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.alloc(0), 'image/png', 400, 'The file is empty.'],
      [Buffer.from('just some text, renamed photo.jpg'), 'image/jpeg', 400, notAPicture],
      [gif, 'image/png', 400, notAPicture],
      [(await png()).subarray(0, 60), 'image/png', 400, notAPicture],
      [
        Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        'image/png',
        413,
        'The picture is too large: at most 5 MB.',
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await upload(t.app, staff, body, type);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images?kind=secrets',
      headers: { ...staff.auth, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Kind must be products or categories.');
    const wrongType = await upload(t.app, staff, await png(), 'text/plain');
    expect(wrongType.statusCode).toBe(415);
  });
});

describe('every instance', () => {
  it("sees a change at once: another instance's cached answers are dropped (NOTIFY)", async () => {
    const other = await t.anotherInstance();
    const product = await create({ name: 'Copper Tongue Cleaner Notify' });
    const first = await shopGet(other, `/api/products/${product.id}`);
    expect(first.json().name).toBe('Copper Tongue Cleaner Notify');
    await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      name: 'Copper Tongue Cleaner Renamed',
      updatedAt: product.updatedAt,
    });
    await expect
      .poll(async () => (await shopGet(other, `/api/products/${product.id}`)).json().name, {
        timeout: 5000,
      })
      .toBe('Copper Tongue Cleaner Renamed');
    await t
      .as(staff)
      .post(`/api/admin/products/${product.id}/stock`, { delta: 5, reason: 'received' });
    await expect
      .poll(async () => (await shopGet(other, `/api/products/${product.id}`)).json().stock, {
        timeout: 5000,
      })
      .toBe(15);
  });
});

export type { TestApp };
