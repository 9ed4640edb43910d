import { computeCarbonRecord, keywordCarbonRecord } from '@harit/core/carbon-record';
import { toPaise } from '@harit/core/money';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { seedCarbon } from './seed-carbon.ts';
import { seedCategories, seedProducts } from './seed-data.ts';
import { SEEDED_IDENTITY } from './seed-identity.ts';
import { seededUqc } from './seed-uqc.ts';
import { carbonColumns } from './service.ts';

/**
 * Seeds the catalogue when it is empty (no category and no product); returns whether it did.
 * Safe to call on every start: a shop with any category or product, the merchant's edits
 * included, is never touched. Products are archived, never deleted, so a shop that
 * once had products never counts as empty again.
 */
export async function seedCatalog(db: Db): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const category = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    const product = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (category || product) return false;
    const categories = await trx
      .insertInto('categories')
      .values(
        seedCategories.map((c, position) => ({
          name: c.name,
          name_hi: c.nameHi,
          slug: c.slug,
          image: c.image,
          position,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const idBySlug = new Map(categories.map((c) => [c.slug, c.id]));
    await trx
      .insertInto('products')
      .values(
        seedProducts.map((p) => ({
          slug: p.slug,
          hsn_code: p.hsn,
          uqc: seededUqc(p.slug),
          sku: SEEDED_IDENTITY.get(p.slug)?.[0] ?? null,
          weight_grams: SEEDED_IDENTITY.get(p.slug)?.[1] ?? null,
          name: p.name,
          name_hi: p.nameHi,
          description: p.description,
          description_hi: p.descriptionHi,
          image: p.image,
          price_paise: toPaise(p.price),
          mrp_paise: p.mrp === null ? null : toPaise(p.mrp),
          rating: p.rating,
          rating_count: p.ratingCount,
          category_id: idBySlug.get(p.category) ?? null,
          stock: p.stock,
          featured: p.featured,
          ...carbonColumns(
            seedCarbon[p.slug]
              ? computeCarbonRecord(seedCarbon[p.slug]!)
              : keywordCarbonRecord(p.name),
          ),
        })),
      )
      .execute();
    return true;
  });
}
