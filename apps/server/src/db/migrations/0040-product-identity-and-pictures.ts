import { type Kysely, sql } from 'kysely';
import { SEEDED_IDENTITY } from '../../features/catalog/seed-identity.ts';

// SKUs, weights and several pictures a product (decision 080). products.image stays the main
// picture, so every reader of it (cards, carts, orders, JSON-LD) is unchanged; more_images
// holds the pictures after it, in the shop's order. A SKU is unique where set. Shops seeded
// before this get the seeded catalogue's SKUs and weights.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products
    add column sku text check (sku ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and length(sku) <= 40),
    add column weight_grams integer check (weight_grams between 1 and 100000),
    add column more_images text[] not null default '{}'
      check (cardinality(more_images) <= 7)`.execute(db);
  await sql`create unique index products_sku_key on products (sku) where sku is not null`.execute(
    db,
  );
  const seeded = [...SEEDED_IDENTITY];
  await sql`update products set sku = seeded.sku, weight_grams = seeded.grams
    from unnest(${seeded.map(([slug]) => slug)}::text[], ${seeded.map(([, [sku]]) => sku)}::text[],
      ${seeded.map(([, [, grams]]) => grams)}::integer[]) as seeded(slug, sku, grams)
    where products.slug = seeded.slug and products.sku is null and products.weight_grams is null
      and not exists (select 1 from products other where other.sku = seeded.sku)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_sku_key`.execute(db);
  await sql`alter table products drop column sku, drop column weight_grams,
    drop column more_images`.execute(db);
}
