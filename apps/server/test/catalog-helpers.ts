// Filling the catalogue straight through SQL for tests that need more products than the
// seed holds (search at scale, decision 038), and waiting for the cached catalogue to see them.
import { keywordCarbonRecord } from '@harit/core/carbon-record';
import { type RawBuilder, sql } from 'kysely';
import { eventually } from './eventually.ts';
import type { TestApp } from './helpers.ts';

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
