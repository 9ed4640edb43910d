// The catalogue as a CSV file (decision 075): exported by slug, imported with the product
// form's rules, every problem named with its line, a dry run that changes nothing and an
// import that applies all lines or none.
import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { readCsv } from '@harit/core/csv';
import type { ProductImportReport } from '@harit/core/product-csv';
import { describe, expect, it } from 'vitest';
import { useCatalogueDesk } from './catalog-helpers.ts';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
const { staff, admin, category } = useCatalogueDesk(t);

let counter = 0;
async function create(overrides: Partial<ProductCreateInput> = {}) {
  counter++;
  const response = await t.as(admin).post('/api/admin/products', {
    name: `Jute Shopping Bag ${counter}`,
    slug: `jute-bag-${counter}-${Date.now()}`,
    description: 'A sturdy jute bag with cotton handles.',
    categoryId: category.id,
    pricePaise: 19_900,
    mrpPaise: 29_900,
    stock: 12,
    featured: false,
    image: '/images/placeholder.svg',
    hsnCode: '6305',
    ...overrides,
  } satisfies ProductCreateInput);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProduct>();
}

function importCsv(user: TestUser, csv: string, dryRun: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...user.auth, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function product(id: string) {
  return (await t.as(admin).get(`/api/admin/products/${id}`)).json<AdminProduct>();
}

const HEADER = 'slug,name,price,mrp,stock,hsn,category,description';
const unique = () => `csv-${Date.now().toString(36)}-${++counter}`;

describe('who may', () => {
  it('refuses the CSV routes to shoppers and staff (403), and to visitors (401)', async () => {
    const shopper = await t.signUp();
    for (const user of [shopper, staff]) {
      expect((await t.as(user).get('/api/admin/products.csv')).statusCode).toBe(403);
      expect((await importCsv(user, `${HEADER}\r\n`, true)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products.csv' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/admin/products.csv', () => {
  it('lists every product by slug, one a line, quoting what needs it', async () => {
    const tricky = await create({
      name: 'Bag, "large" size',
      description: 'Two lines:\nstrong and light.',
    });
    const response = await t.as(admin).get('/api/admin/products.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('products.csv');
    const reading = readCsv(response.body);
    if (!reading.ok) throw new Error('unreadable CSV');
    const [header, ...rows] = reading.records;
    expect(header!.cells).toEqual([
      'slug',
      'name',
      'price',
      'mrp',
      'stock',
      'hsn',
      'gst_rate',
      'uqc',
      'category',
      'featured',
      'archived',
      'image',
      'description',
      'name_hi',
      'description_hi',
      'sku',
      'weight_grams',
    ]);
    const line = rows.find((r) => r.cells[0] === tricky.slug)!;
    expect(line.cells.slice(0, 11)).toEqual([
      tricky.slug,
      'Bag, "large" size',
      '199',
      '299',
      '12',
      '6305',
      '18',
      'NOS',
      category.slug,
      'no',
      'no',
    ]);
    expect(line.cells[12]).toBe('Two lines:\nstrong and light.');
    expect(response.body).toContain('"Bag, ""large"" size"');
    const slugs = rows.map((r) => r.cells[0]!);
    expect(slugs).toEqual(slugs.toSorted());
  });

  it('is read back by an import as changing nothing', async () => {
    await create();
    const csv = (await t.as(admin).get('/api/admin/products.csv')).body;
    const response = await importCsv(admin, csv, true);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ProductImportReport>();
    expect(report.errors).toEqual([]);
    expect(report.created).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.unchanged).toBe(report.lines);
  });
});

describe('POST /api/admin/products/import', () => {
  it('reports in a dry run what would be created and changed, and changes nothing', async () => {
    const existing = await create();
    const slug = unique();
    const csv =
      `${HEADER}\r\n` +
      `${existing.slug},${existing.name},249,299,12,6305,${category.slug},${existing.description}\r\n` +
      `${slug},Coir Doormat,350,,4,5702,,A doormat of coconut coir.\r\n`;
    const response = await importCsv(admin, csv, true);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ProductImportReport>();
    expect(report).toMatchObject({ dryRun: true, applied: false, lines: 2, unchanged: 0 });
    expect(report.updated).toEqual([
      { line: 2, slug: existing.slug, name: existing.name, changes: ['price'] },
    ]);
    expect(report.created).toEqual([
      {
        line: 3,
        slug,
        name: 'Coir Doormat',
        changes: ['name', 'price', 'mrp', 'stock', 'hsn', 'category', 'description'],
      },
    ]);
    expect(report.message).toContain('Nothing is saved yet');
    expect((await product(existing.id)).pricePaise).toBe(19_900);
    const list = await t.as(admin).get(`/api/admin/products?search=${slug}&status=all`);
    expect(list.json<AdminProduct[]>()).toEqual([]);
  });

  it('creates and changes products by slug, with the stock change recorded', async () => {
    const existing = await create();
    const slug = unique();
    const csv = `slug,price,stock,featured,archived\n${existing.slug},"1,099.50",20,yes,yes\n\n`;
    const first = await importCsv(admin, csv, false);
    expect(first.statusCode, first.body).toBe(422);
    // The MRP ₹299 is below ₹1,099.50 with GST: the form's rule, on line 2.
    const refused = first.json<ProductImportReport>();
    expect(refused.applied).toBe(false);
    expect(refused.errors).toEqual([
      {
        line: 2,
        column: 'price',
        message: expect.stringContaining('must not be more than the MRP'),
      },
    ]);
    expect(refused.message).toContain('Nothing was changed');

    const good = `slug,price,stock,featured,archived\n${existing.slug},"199.50",20,yes,yes\n\n`;
    const second = await importCsv(admin, good, false);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<ProductImportReport>()).toMatchObject({
      applied: true,
      updated: [
        { line: 2, slug: existing.slug, changes: ['price', 'stock', 'featured', 'archived'] },
      ],
    });
    const after = await product(existing.id);
    expect(after).toMatchObject({ pricePaise: 19_950, stock: 20, featured: true, archived: true });
    expect(after.name).toBe(existing.name);
    const adjustments = (await t.as(admin).get(`/api/admin/products/${existing.id}/stock`)).json<
      { delta: number; reason: string; stockAfter: number }[]
    >();
    expect(adjustments[0]).toMatchObject({ delta: 8, reason: 'correction', stockAfter: 20 });

    const created = await importCsv(
      admin,
      `slug,name,price,stock,description,category\n${slug},Neem Comb,120,30,A comb of neem wood.,${category.slug}\n`,
      false,
    );
    expect(created.statusCode, created.body).toBe(200);
    const list = await t.as(admin).get(`/api/admin/products?search=${slug}&status=all`);
    const made = list.json<AdminProduct[]>().find((p) => p.slug === slug)!;
    expect(made).toMatchObject({
      name: 'Neem Comb',
      pricePaise: 12_000,
      stock: 30,
      categoryId: category.id,
      image: '/images/placeholder.svg',
      archived: false,
    });
    const audit = await t.as(admin).get(`/api/admin/audit?entity=product&entityId=${made.id}`);
    expect(audit.json<{ action: string }[]>()[0]!.action).toBe('product.import');
  });

  it('sets a GST rate and a unit per line, refusing a rate the law does not have', async () => {
    const slug = unique();
    const header = 'slug,name,price,mrp,stock,hsn,gst_rate,uqc,category,description';
    const good = `${slug},Jute Bag,200,250,10,6305,5,pcs,${category.slug},A bag of jute.`;
    const bad = `${unique()},Jute Mat,200,250,10,5702,12,PCS,${category.slug},A mat of jute.`;
    const refused = await importCsv(admin, [header, good, bad].join('\n'), true);
    expect(refused.json<ProductImportReport>().errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'gst_rate'],
    ]);
    const applied = await importCsv(admin, [header, good].join('\n'), false);
    expect(applied.statusCode, applied.body).toBe(200);
    const list = await t.as(admin).get(`/api/admin/products?search=${slug}`);
    const made = list.json<AdminProduct[]>().find((p) => p.slug === slug)!;
    // The same rules as the form (decision 073): 5 % and the unit read in upper case.
    expect(made).toMatchObject({ gstRate: 5, uqc: 'PCS' });
  });

  it('names a bad line 7 and changes nothing, not even the good lines', async () => {
    const products = await Promise.all([1, 2, 3, 4].map(() => create()));
    const lines = products.map(
      (p) => `${p.slug},${p.name},210,299,40,6305,${category.slug},${p.description}`,
    );
    const fresh = unique();
    const csv = [
      HEADER,
      ...lines,
      // line 6: good
      `${fresh},Clay Water Bottle,450,600,8,6912,${category.slug},A bottle of clay.`,
      // line 7: an HSN code of letters, and a price with GST above the MRP
      `${unique()},Steel Straw Set,300,310,5,ABCD,${category.slug},Four straws of steel.`,
    ].join('\r\n');
    const dry = await importCsv(admin, csv, true);
    expect(dry.statusCode).toBe(200);
    const dryReport = dry.json<ProductImportReport>();
    expect(dryReport.errors.map((e) => [e.line, e.column])).toEqual([
      [7, 'hsn'],
      [7, 'price'],
    ]);
    expect(dryReport.errors.find((e) => e.column === 'hsn')!.message).toBe(
      'HSN code must be 4 to 8 digits',
    );
    expect(dryReport.updated).toHaveLength(4);
    expect(dryReport.created).toHaveLength(1);

    const real = await importCsv(admin, csv, false);
    expect(real.statusCode).toBe(422);
    expect(real.json<ProductImportReport>().errors[0]!.line).toBe(7);
    for (const p of products) {
      expect(await product(p.id)).toMatchObject({ pricePaise: 19_900, stock: 12 });
    }
    const list = await t.as(admin).get(`/api/admin/products?search=${fresh}&status=all`);
    expect(list.json<AdminProduct[]>()).toEqual([]);
  });

  it('names each kind of bad line with its line and column', async () => {
    const existing = await create();
    const csv = [
      'slug,name,price,mrp,stock,category,featured,description',
      `${unique()},,100,,1,,no,Needs a name.`,
      `${unique()},Lamp,12.345,,1,,no,Three decimals.`,
      `${unique()},Lamp,100,,-1,,no,Negative stock.`,
      `${unique()},Lamp,100,,1,no-such-category,no,Unknown category.`,
      `${unique()},Lamp,100,,1,,maybe,Not yes or no.`,
      `Bad Slug!,Lamp,100,,1,,no,A slug with spaces.`,
      `${existing.slug},Lamp,100,,1,,no`,
      `${existing.slug},${'x'.repeat(121)},100,,1,,no,Too long a name.`,
      `${existing.slug},Lamp,100,,1,,no,The same slug again.`,
    ].join('\n');
    const report = (await importCsv(admin, csv, true)).json<ProductImportReport>();
    expect(report.errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'name'],
      [3, 'price'],
      [4, 'stock'],
      [5, 'category'],
      [6, 'featured'],
      [7, 'slug'],
      [8, null],
      [9, 'name'],
      [10, 'slug'],
    ]);
    expect(report.errors[4]!.message).toBe('featured must be yes or no.');
    expect(report.errors[6]!.message).toBe('This line has 7 fields; the first line names 8.');
    expect(report.errors[8]!.message).toBe(`The slug "${existing.slug}" is on line 9 already.`);
  });

  it('counts lines from the header, a quoted field with a line break in it counting its lines', async () => {
    const csv = `slug,name,price,stock,description\n${unique()},Lamp,100,1,"Line one\nline two"\nBAD,Lamp,100,1,x\n`;
    const report = (await importCsv(admin, csv, true)).json<ProductImportReport>();
    expect(report.errors.map((e) => e.line)).toEqual([4]);
  });

  it('refuses an unknown column or a file without slugs, on line 1', async () => {
    const unknown = (
      await importCsv(admin, 'slug,colour\nx,red\n', true)
    ).json<ProductImportReport>();
    expect(unknown.errors).toEqual([
      { line: 1, column: null, message: expect.stringContaining('Unknown column "colour"') },
    ]);
    const noSlug = (
      await importCsv(admin, 'name,price\nLamp,100\n', true)
    ).json<ProductImportReport>();
    expect(noSlug.errors[0]).toMatchObject({ line: 1, column: null });
  });

  it('answers in Hindi when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: { ...admin.auth, 'content-type': 'text/csv', 'accept-language': 'hi' },
      payload: `slug,name,price,stock,description\n${unique()},Lamp,abc,1,x\n`,
    });
    const report = response.json<ProductImportReport>();
    expect(report.errors[0]!.message).not.toContain('Price must be');
  });
});

describe('messages', () => {
  it('has every message of an import in the catalogue, in Hindi too', async () => {
    const { PRODUCT_CSV_MESSAGES } = await import('@harit/core/product-csv');
    const { IMPORT_MESSAGES } = await import('../src/features/catalog/product-import.ts');
    const { translate } = await import('../src/locales/index.ts');
    expect(IMPORT_MESSAGES.toSorted()).toEqual(Object.values(PRODUCT_CSV_MESSAGES).toSorted());
    // A value for every placeholder any of the messages has.
    const values = {
      column: 'x',
      columns: 'x',
      max: 1,
      found: 1,
      expected: 2,
      category: 'x',
      slug: 'x',
      first: 1,
    };
    for (const message of IMPORT_MESSAGES) {
      expect(translate('hi', message, values)).not.toBe(translate('en', message, values));
    }
  });
});
