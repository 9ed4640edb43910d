// A product's SKU, weight and pictures (decision 080): the SKU unique and in capitals, the weight
// in whole grams, 1 to 8 pictures set in order (the first the main one, audited, 409 when stale),
// the shop's product answer with its pictures, the CSV's sku and weight_grams columns both ways,
// and the shipping label's weight added up from the lines. Runs on PGlite and on PostgreSQL.
import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { readCsv } from '@harit/core/csv';
import type { ProductImportReport } from '@harit/core/product-csv';
import type { Order, Product } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { useCatalogueDesk } from './catalog-helpers.ts';
import { shipping, useTestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp();
const { staff, admin, category } = useCatalogueDesk(t);

let counter = 0;
const unique = () => `media-${Date.now().toString(36)}-${++counter}`;

function body(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  return {
    name: `Cane Basket ${++counter}`,
    slug: unique(),
    description: 'A basket of cane, woven by hand.',
    categoryId: category.id,
    pricePaise: 49_900,
    mrpPaise: 69_900,
    stock: 20,
    featured: false,
    image: '/images/placeholder.svg',
    ...overrides,
  };
}

async function create(overrides: Partial<ProductCreateInput> = {}) {
  const response = await t.as(staff).post('/api/admin/products', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProduct>();
}

const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

const PICTURES = [
  '/images/products/solar-lantern-with-led-bulb.svg',
  '/images/products/bamboo-wind-chime.svg',
  '/uploads/products/ab12cd-800.webp',
];

describe('SKU and weight', () => {
  it('are saved in capitals and grams, shown to the console and cleared with null', async () => {
    const sku = `hrt-t-${counter + 1}${Date.now().toString(36)}`;
    const product = await create({ sku, weightGrams: 850 });
    expect(product.sku).toBe(sku.toUpperCase());
    expect(product.weightGrams).toBe(850);
    const read = await t.as(staff).get(`/api/admin/products/${product.id}`);
    expect(read.json<AdminProduct>()).toMatchObject({ sku: sku.toUpperCase(), weightGrams: 850 });

    const cleared = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      sku: null,
      weightGrams: null,
      updatedAt: product.updatedAt,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminProduct>()).toMatchObject({ sku: null, weightGrams: null });
  });

  it('refuses a SKU another product has, whatever its case (409), and lets a product keep its own', async () => {
    const sku = `HRT-DUP-${Date.now().toString(36).toUpperCase()}`;
    const first = await create({ sku });
    const again = await t.as(staff).post('/api/admin/products', body({ sku: sku.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(`The SKU "${sku}" is already used by another product.`);

    const second = await create();
    const taken = await t.as(staff).patch(`/api/admin/products/${second.id}`, {
      sku,
      updatedAt: second.updatedAt,
    });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(`The SKU "${sku}" is already used by another product.`);

    const kept = await t.as(staff).patch(`/api/admin/products/${first.id}`, {
      sku,
      name: 'Cane Basket, large',
      updatedAt: first.updatedAt,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminProduct>().sku).toBe(sku);
  });

  it('refuses a badly formed SKU or weight with a message naming the rule', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sku: 'HRT SOL 001' }, /SKU may only have letters, digits and single dashes/],
      [{ sku: 'HRT--SOL' }, /SKU may only have letters, digits and single dashes/],
      [{ sku: '-HRT' }, /SKU may only have letters, digits and single dashes/],
      [{ sku: 'A'.repeat(41) }, /SKU must be at most 40 characters/],
      [{ sku: 'HRT\u0007' }, /SKU must not contain control characters/],
      [{ weightGrams: 0 }, /Weight must be at least 1 gram/],
      [{ weightGrams: 12.5 }, /Weight must be a whole number of grams/],
      [{ weightGrams: 100_001 }, /Weight must be at most 100000 grams/],
    ];
    for (const [overrides, expected] of cases) {
      const response = await t.as(staff).post('/api/admin/products', body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    const heaviest = await create({ weightGrams: 100_000, sku: `A${'1'.repeat(39)}`.slice(0, 40) });
    expect(heaviest.weightGrams).toBe(100_000);
  });

  it('are given to the seeded catalogue, and the shop shows the SKU on its product answer', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/products/solar-study-lamp' });
    expect(shop.statusCode).toBe(200);
    expect(shop.json<Product>()).toMatchObject({
      sku: 'HRT-SOL-009',
      images: ['/images/products/solar-study-lamp.svg'],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=5' });
    // Lists carry the main picture only.
    expect(list.json<Product[]>()[0]).not.toHaveProperty('images');
  });
});

describe('PUT /api/admin/products/:id/images', () => {
  it('sets the pictures in order: the first becomes the main picture the shop shows; audited', async () => {
    const product = await create();
    const response = await t.as(staff).put(`/api/admin/products/${product.id}/images`, {
      images: PICTURES,
      updatedAt: product.updatedAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminProduct>();
    expect(saved.images).toEqual(PICTURES);
    expect(saved.image).toBe(PICTURES[0]);

    // Reordered: the second picture first.
    const reordered = await t.as(staff).put(`/api/admin/products/${product.id}/images`, {
      images: [PICTURES[1], PICTURES[0], PICTURES[2]],
      updatedAt: saved.updatedAt,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.json<Product>().image).toBe(PICTURES[1]);
    expect(shop.json<Product>().images).toEqual([PICTURES[1], PICTURES[0], PICTURES[2]]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(product.name)}`,
    });
    expect(listed.json<Product[]>().find((p) => p._id === product.id)?.image).toBe(PICTURES[1]);

    const audit = await t.as(admin).get(`/api/admin/audit?entity=product&entityId=${product.id}`);
    const entries = audit.json<{ action: string; before: unknown; after: unknown }[]>();
    expect(entries[0]).toMatchObject({
      action: 'product.images',
      before: { images: PICTURES },
      after: { images: [PICTURES[1], PICTURES[0], PICTURES[2]] },
    });
  });

  it('refuses none, more than 8, a repeat, a picture from elsewhere, and a stale copy', async () => {
    const product = await create();
    const put = (images: unknown, updatedAt = product.updatedAt) =>
      t.as(staff).put(`/api/admin/products/${product.id}/images`, { images, updatedAt });
    const cases: [unknown, RegExp][] = [
      [[], /A product needs at least one picture/],
      [
        Array.from({ length: 9 }, (_, i) => `/images/products/p${i}.svg`),
        /A product may have at most 8 pictures/,
      ],
      [[PICTURES[0], PICTURES[0]], /A picture may appear only once/],
      [['https://example.com/x.jpg'], /Image must be a picture uploaded here/],
      [['/images/../secret.svg'], /Image must be a picture uploaded here/],
    ];
    for (const [images, expected] of cases) {
      const response = await put(images);
      expect(response.statusCode, JSON.stringify(images)).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    const eight = Array.from({ length: 8 }, (_, i) => `/images/products/p${i}.svg`);
    const ok = await put(eight);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminProduct>().images).toHaveLength(8);
    const stale = await put([PICTURES[0]]);
    expect(stale.statusCode).toBe(409);
    expect(message(stale)).toMatch(/changed by someone else/);
    expect(
      (
        await t.as(staff).put('/api/admin/products/nope/images', {
          images: [PICTURES[0]],
          updatedAt: product.updatedAt,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is for the console only: 401 signed out, 403 for a shopper', async () => {
    const product = await create();
    const shopper = await t.signUp();
    const payload = { images: [PICTURES[0]], updatedAt: product.updatedAt };
    expect(
      (await t.as(shopper).put(`/api/admin/products/${product.id}/images`, payload)).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the other pictures when an edit replaces the main one', async () => {
    const product = await create();
    const set = await t.as(staff).put(`/api/admin/products/${product.id}/images`, {
      images: PICTURES.slice(0, 2),
      updatedAt: product.updatedAt,
    });
    const edited = await t.as(staff).patch(`/api/admin/products/${product.id}`, {
      image: PICTURES[2],
      updatedAt: set.json<AdminProduct>().updatedAt,
    });
    expect(edited.json<AdminProduct>().images).toEqual([PICTURES[2], PICTURES[1]]);
  });
});

function importCsv(csv: string, dryRun = false) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...admin.auth, 'content-type': 'text/csv' },
    payload: csv,
  });
}

describe('the CSV columns sku and weight_grams', () => {
  it('are exported and read back unchanged; an import sets, changes and clears them', async () => {
    const sku = `HRT-CSV-${Date.now().toString(36).toUpperCase()}`;
    const product = await create({ sku, weightGrams: 1250 });
    const csv = (await t.as(admin).get('/api/admin/products.csv')).body;
    const reading = readCsv(csv);
    if (!reading.ok) throw new Error('unreadable CSV');
    const [header, ...rows] = reading.records;
    const at = (name: string) => header!.cells.indexOf(name);
    const line = rows.find((r) => r.cells[0] === product.slug)!;
    expect(line.cells[at('sku')]).toBe(sku);
    expect(line.cells[at('weight_grams')]).toBe('1250');
    const roundTrip = (await importCsv(csv, true)).json<ProductImportReport>();
    expect(roundTrip.errors).toEqual([]);
    expect(roundTrip.updated).toEqual([]);

    const fresh = unique();
    const changed = await importCsv(
      [
        'slug,sku,weight_grams,name,price,stock,description',
        `${product.slug},${sku}-B,900,${product.name},499,20,"${product.description}"`,
        `${fresh},hrt-new-${counter},75,Neem Comb,99,5,A comb of neem wood.`,
      ].join('\r\n'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const report = changed.json<ProductImportReport>();
    expect(report.updated.map((u) => u.changes)).toEqual([['sku', 'weight_grams']]);
    const after = (await t.as(admin).get(`/api/admin/products/${product.id}`)).json<AdminProduct>();
    expect(after).toMatchObject({ sku: `${sku}-B`, weightGrams: 900 });
    const created = await t.as(admin).get(`/api/admin/products?search=${fresh}`);
    expect(created.json<AdminProduct[]>()[0]).toMatchObject({
      sku: `HRT-NEW-${counter}`,
      weightGrams: 75,
    });

    const cleared = await importCsv(`slug,sku,weight_grams\r\n${product.slug},,\r\n`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const none = (await t.as(admin).get(`/api/admin/products/${product.id}`)).json<AdminProduct>();
    expect(none).toMatchObject({ sku: null, weightGrams: null });
  });

  it('names each bad SKU or weight with its line, and changes nothing', async () => {
    const taken = `HRT-OWN-${Date.now().toString(36).toUpperCase()}`;
    const owner = await create({ sku: taken });
    const other = await create();
    const third = await create();
    const csv = [
      'slug,sku,weight_grams',
      `${other.slug},HRT SOL,`,
      `${other.slug}-x,,heavy`,
      `${third.slug},${taken.toLowerCase()},`,
      `${owner.slug},${taken},0`,
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(422);
    const { errors, applied } = response.json<ProductImportReport>();
    expect(applied).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          line: 2,
          column: 'sku',
          message: 'SKU may only have letters, digits and single dashes, e.g. HRT-SOL-001.',
        },
        { line: 3, column: 'weight_grams', message: 'Weight must be a whole number of grams.' },
        {
          line: 4,
          column: 'sku',
          message: `The SKU "${taken}" is already used by the product "${owner.slug}".`,
        },
        { line: 5, column: 'weight_grams', message: 'Weight must be at least 1 gram.' },
      ]),
    );
    const repeated = await importCsv(
      ['slug,sku', `${other.slug},HRT-TWICE-${counter}`, `${third.slug},HRT-TWICE-${counter}`].join(
        '\r\n',
      ),
    );
    expect(repeated.json<ProductImportReport>().errors).toEqual([
      { line: 3, column: 'sku', message: `The SKU "HRT-TWICE-${counter}" is on line 2 already.` },
    ]);
  });
});

describe('the shipping label’s weight', () => {
  async function labelText(orderNumber: string, query = '') {
    const response = await t.as(staff).get(`/api/admin/orders/${orderNumber}/label.pdf${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  }

  async function place(lines: [AdminProduct, number][]) {
    const shopper = await t.signUp();
    const items = lines.map(([p, quantity]) => ({ productId: p.id, quantity }));
    const placed = await t
      .as(shopper)
      .post('/api/orders', { items, shipping, paymentMethod: 'cod' });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<Order>();
  }

  it('adds up the lines’ weights times their quantities when none is given', async () => {
    const lamp = await create({ weightGrams: 650 });
    const bag = await create({ weightGrams: 120 });
    const order = await place([
      [lamp, 2],
      [bag, 3],
    ]);
    // 2 × 650 g + 3 × 120 g = 1660 g.
    expect(await labelText(order.orderNumber)).toContain('Weight: 1.66 kg');
    // The packer's own figure wins.
    expect(await labelText(order.orderNumber, '?weightGrams=2000')).toContain('Weight: 2 kg');
  });

  it('leaves a line to write it on when a product has no weight', async () => {
    const weighed = await create({ weightGrams: 400 });
    const unweighed = await create();
    const order = await place([
      [weighed, 1],
      [unweighed, 1],
    ]);
    expect(await labelText(order.orderNumber)).toContain('Weight: ________ kg');
  });
});
