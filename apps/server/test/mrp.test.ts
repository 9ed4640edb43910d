// Decision 029: the MRP includes all taxes, so every product's price plus 18 % GST
// is within its MRP — in the seed, in what the shop serves, and in a shop seeded before the
// rule (migration 0019).
import { mrpProblem } from '@harit/core/catalog-admin';
import { toPaise } from '@harit/core/money';
import type { Product } from '@harit/core/types';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { seedProducts } from '../src/features/catalog/seed-data.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

describe('MRP includes GST', () => {
  it('every seeded product has its price with 18% GST within its MRP', () => {
    for (const p of seedProducts) {
      expect(
        mrpProblem(toPaise(p.price), p.mrp === null ? null : toPaise(p.mrp)),
        p.slug,
      ).toBeNull();
    }
  });

  it('every product the shop serves obeys it, the ghee included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    const items = response.json<Product[]>();
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const p of items) {
      expect(mrpProblem(toPaise(p.price), p.mrp ? toPaise(p.mrp) : null), p.name).toBeNull();
    }
    const ghee = items.find((p) => p.name === 'Organic A2 Desi Ghee 500ml');
    expect(ghee).toMatchObject({ price: 899, mrp: 1099 });
  });

  it('migration 0019 brings a shop seeded before the rule into line, and down puts it back', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0018-addresses');
    expect(down.error).toBeUndefined();
    const mrpOf = async (slug: string) =>
      (
        await t.db
          .selectFrom('products')
          .select('mrp_paise')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).mrp_paise;
    expect(await mrpOf('organic-a2-desi-ghee-500ml')).toBe(105_000);
    expect(await mrpOf('organic-jaggery-powder-1kg')).toBe(18_900);
    // A merchant's own product with MRP = price, as the console allowed before.
    await sql`insert into products (slug, name, description, image, price_paise, mrp_paise,
        rating, rating_count, stock, featured, co2_saved_kg)
      values ('old-rule-lamp', 'Old Rule Lamp', 'A lamp.', '/images/placeholder.svg', 49950,
        49950, 0, 0, 1, false, 0)`.execute(t.db);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await mrpOf('organic-a2-desi-ghee-500ml')).toBe(109_900);
    expect(await mrpOf('organic-jaggery-powder-1kg')).toBe(22_900);
    expect(await mrpOf('eco-cloth-grocery-bag-foldable')).toBe(17_900);
    // ₹499.50 + 18% = ₹589.41, rounded up to the rupee.
    expect(await mrpOf('old-rule-lamp')).toBe(59_000);
    const all = await t.db.selectFrom('products').select(['price_paise', 'mrp_paise']).execute();
    for (const p of all) expect(mrpProblem(p.price_paise, p.mrp_paise)).toBeNull();
  });
});
