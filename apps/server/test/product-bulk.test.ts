// Bulk changes of the console's products list (decision 075): archive, put back, set stock and
// change prices by a percentage; a product a change would break is reported and left alone.
import type {
  AdminCategory,
  AdminProduct,
  ProductBulkResult,
  ProductCreateInput,
} from '@harit/core/catalog-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './catalog-helpers.ts';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let staff: TestUser;
let admin: TestUser;
let category: AdminCategory;

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff', name: 'Meera Staff' });
  admin = await t.signUp({ role: 'admin' });
  category = (await t.as(admin).get('/api/admin/categories')).json<AdminCategory[]>()[0]!;
});

/** ₹500 with an MRP of ₹700 and 5 in stock: the figures the tests below work out from. */
const create = (overrides: Partial<ProductCreateInput> = {}) =>
  createProduct(t, staff, {
    categoryId: category.id,
    pricePaise: 50_000,
    mrpPaise: 70_000,
    stock: 5,
    ...overrides,
  });

const product = async (id: string) =>
  (await t.as(staff).get(`/api/admin/products/${id}`)).json<AdminProduct>();
const bulk = (user: TestUser, body: unknown) => t.as(user).post('/api/admin/products/bulk', body);

describe('POST /api/admin/products/bulk', () => {
  it('is refused to shoppers (403)', async () => {
    const shopper = await t.signUp();
    const p = await create();
    expect((await bulk(shopper, { ids: [p.id], action: 'archive' })).statusCode).toBe(403);
    expect((await product(p.id)).archived).toBe(false);
  });

  it('changes prices by a percentage, leaving a product the MRP rule forbids as it is', async () => {
    // ₹500 + 10 % = ₹550; with 18 % GST ₹649 ≤ MRP ₹700. The tight one: ₹580 → ₹638 → ₹752.84 > ₹700.
    const roomy = await create();
    const tight = await create({ pricePaise: 58_000 });
    const noMrp = await create({ mrpPaise: null, pricePaise: 10_050 });
    const response = await bulk(staff, {
      ids: [roomy.id, tight.id, noMrp.id],
      action: 'change-price',
      percent: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ProductBulkResult>();
    expect(result.changed).toEqual([
      { id: roomy.id, name: roomy.name, before: 50_000, after: 55_000 },
      { id: noMrp.id, name: noMrp.name, before: 10_050, after: 11_055 },
    ]);
    expect(result.skipped).toEqual([
      {
        id: tight.id,
        name: tight.name,
        reason: expect.stringContaining('must not be more than the MRP'),
      },
    ]);
    expect(result.message).toBe('Changed the price of 2 products; 1 left as they were.');
    expect((await product(roomy.id)).pricePaise).toBe(55_000);
    expect((await product(tight.id)).pricePaise).toBe(58_000);
    const audit = await t.as(admin).get(`/api/admin/audit?entity=product&entityId=${roomy.id}`);
    expect(audit.json<{ action: string; after: unknown }[]>()[0]).toMatchObject({
      action: 'product.update',
      after: { pricePaise: 55_000 },
    });
  });

  it('lowers prices too, to the nearest paisa', async () => {
    const p = await create({ pricePaise: 33_333 });
    const result = (
      await bulk(staff, { ids: [p.id], action: 'change-price', percent: -12.5 })
    ).json<ProductBulkResult>();
    expect(result.changed[0]).toMatchObject({ before: 33_333, after: 29_166 });
  });

  it('sets stock with an adjustment each, and archives and puts back', async () => {
    const a = await create();
    const b = await create({ stock: 40 });
    const stocked = (
      await bulk(staff, { ids: [a.id, b.id], action: 'set-stock', stock: 40 })
    ).json<ProductBulkResult>();
    expect(stocked.changed).toEqual([{ id: a.id, name: a.name, before: 5, after: 40 }]);
    expect(stocked.skipped.map((s) => s.id)).toEqual([b.id]);
    const history = (await t.as(staff).get(`/api/admin/products/${a.id}/stock`)).json<
      { delta: number; reason: string }[]
    >();
    expect(history[0]).toMatchObject({ delta: 35, reason: 'correction' });

    const archived = (
      await bulk(staff, { ids: [a.id, b.id], action: 'archive' })
    ).json<ProductBulkResult>();
    expect(archived.changed.map((c) => c.id)).toEqual([a.id, b.id]);
    expect((await product(a.id)).archived).toBe(true);
    const again = (await bulk(staff, { ids: [a.id], action: 'archive' })).json<ProductBulkResult>();
    expect(again.skipped).toEqual([{ id: a.id, name: a.name, reason: 'Already archived.' }]);
    const back = (
      await bulk(staff, { ids: [a.id, b.id], action: 'unarchive' })
    ).json<ProductBulkResult>();
    expect(back.message).toBe('Put 2 products back on sale; 0 left as they were.');
    expect((await product(b.id)).archived).toBe(false);
  });

  it('names what is missing or out of range (400), and an unknown product as not found', async () => {
    const p = await create();
    expect((await bulk(staff, { ids: [p.id], action: 'set-stock' })).statusCode).toBe(400);
    expect(
      (await bulk(staff, { ids: [p.id], action: 'change-price', percent: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await bulk(staff, { ids: [p.id], action: 'change-price', percent: -95 })).statusCode,
    ).toBe(400);
    expect((await bulk(staff, { ids: [], action: 'archive' })).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = (
      await bulk(staff, { ids: [unknown], action: 'archive' })
    ).json<ProductBulkResult>();
    expect(result.skipped).toEqual([{ id: unknown, name: '', reason: 'Product not found' }]);
  });
});
