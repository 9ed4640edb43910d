// Filling the catalogue straight through SQL for tests that need more products than the
// seed holds (search at scale, decision 038), and waiting for the cached catalogue to see them.

import { keywordCarbonRecord } from '@harit/core/carbon-record';
import type { AdminCategory, AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { type RawBuilder, sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { eventually } from './eventually.ts';
import type { TestApp, TestUser } from './helpers.ts';

/** Every product carries a carbon record (decision 069): a new one starts from the keyword estimate. */
export const testProductCarbon = JSON.stringify(keywordCarbonRecord('A product for the tests'));

/** The zero-waste category's count as the (cached) catalogue answers it. */
const zeroWasteCount = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/products?category=zero-waste&limit=1' })).headers[
    'x-total-count'
  ];

/**
 * Inserts products (each of `rows` a select or a values list of every column below, in the
 * zero-waste category) and waits until the cached catalogue has seen them: the cache empties
 * on the inserts' notification, and the category's cached count changes then.
 */
export async function insertIntoZeroWaste(
  t: TestApp,
  rows: readonly RawBuilder<unknown>[],
): Promise<void> {
  const before = await zeroWasteCount(t);
  for (const source of rows) {
    await sql`
      insert into products (slug, name, description, image, price_paise, mrp_paise, rating,
        rating_count, category_id, stock, featured, carbon)
      ${source}`.execute(t.db);
  }
  await eventually(
    () => zeroWasteCount(t),
    (count) => count !== before,
  );
}

/**
 * The console's catalogue desk of a test file: a staff member and an admin, signed up before
 * its tests, and the first category as the console lists it. The objects are filled in then,
 * so destructure them at the top of the file and read them in tests.
 */
export function useCatalogueDesk(t: TestApp) {
  const desk = { staff: {} as TestUser, admin: {} as TestUser, category: {} as AdminCategory };
  beforeAll(async () => {
    Object.assign(desk.staff, await t.signUp({ role: 'staff' }));
    Object.assign(desk.admin, await t.signUp({ role: 'admin' }));
    const categories = await t.as(desk.staff).get('/api/admin/categories');
    Object.assign(desk.category, categories.json<AdminCategory[]>()[0]);
  });
  return desk;
}

let made = 0;

/**
 * A product as the console's form sends it: a jute basket at ₹450 (₹531 with 18 % GST, within
 * its MRP of ₹599 at any rate up to 18 %), 20 in stock, uncategorised, unless `overrides` say
 * otherwise. Each call names a new basket.
 */
export function productInput(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  made++;
  return {
    name: `Jute Basket ${made}`,
    description: 'A basket woven from jute by hand.',
    categoryId: null,
    pricePaise: 45_000,
    mrpPaise: 59_900,
    stock: 20,
    featured: false,
    image: '/images/placeholder.svg',
    ...overrides,
  };
}

/** A product made in the console by `user` (staff or admin): productInput(overrides), saved. */
export async function createProduct(
  t: TestApp,
  user: TestUser,
  overrides: Partial<ProductCreateInput> = {},
): Promise<AdminProduct> {
  const response = await t.as(user).post('/api/admin/products', productInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProduct>();
}
