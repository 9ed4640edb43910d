// Migration 0023 (decision 043): a shop seeded before the Hindi catalogue gets the
// seeded Hindi texts, except where the merchant changed the English text since, and accounts
// created before the account's language get English. Runs the migration down to 0022 on a fresh
// database, changes the shop as a merchant might have, and runs it up again.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { seedProducts } from '../src/features/catalog/seed-data.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

it('fills the seeded Hindi texts of an existing shop, leaving what a merchant changed', async () => {
  const asha = await t.signUp();
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  const down = await migrator.migrateTo('0022-search-popularity-tiers');
  expect(down.error).toBeUndefined();
  await sql`update products set name = 'Study Lamp (Solar)'
    where slug = 'solar-study-lamp'`.execute(t.db);
  await sql`update "user" set language = null where id = ${asha.id}`.execute(t.db);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  const rows = await t.db
    .selectFrom('products')
    .select(['slug', 'name_hi', 'description_hi'])
    .execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  for (const p of seedProducts.filter((p) => p.slug !== 'solar-study-lamp')) {
    expect(bySlug.get(p.slug), p.slug).toEqual({
      slug: p.slug,
      name_hi: p.nameHi,
      description_hi: p.descriptionHi,
    });
  }
  // Renamed by the merchant: the seeded Hindi name would name another product; the
  // description, unchanged, gets its Hindi text.
  expect(bySlug.get('solar-study-lamp')).toMatchObject({
    name_hi: '',
    description_hi: seedProducts.find((p) => p.slug === 'solar-study-lamp')!.descriptionHi,
  });
  const missing = await t.db
    .selectFrom('categories')
    .select('slug')
    .where('name_hi', '=', '')
    .execute();
  expect(missing).toEqual([]);
  expect((await t.as(asha).get('/api/account/me')).json().language).toBe('en');
  const user = await t.db
    .selectFrom('user')
    .select('language')
    .where('id', '=', asha.id)
    .executeTakeFirst();
  expect(user?.language).toBe('en');

  // Search finds Hindi words again after the search vector was rebuilt.
  const found = await t.app.inject({
    method: 'GET',
    url: `/api/products?lang=hi&search=${encodeURIComponent('तांबे की बोतल')}`,
  });
  expect(found.json()[0].slug).toBe('copper-water-bottle-1l');
});
