import { type Kysely, sql } from 'kysely';

// Decision 029: the MRP includes every tax, so a price plus 18 % GST must not exceed
// it. The catalogue is seeded only into an empty shop (seed.ts), so shops seeded before this
// change keep the three seeded MRPs that broke the rule; this brings them to the seed's new
// figures when the merchant has not changed them, and raises any other product's MRP that
// still breaks the rule to its price with GST rounded up to a whole rupee (selling above the
// MRP is not allowed; a lower price is the merchant's call, so the price is left alone).
// The version (updated_at) moves, so a console form opened before gets 409 and reloads.

/** slug, price, MRP before, MRP after — in paise, as seed-data.ts had and has them. */
const SEEDED: readonly [slug: string, price: number, before: number, after: number][] = [
  ['organic-a2-desi-ghee-500ml', 89_900, 105_000, 109_900],
  ['organic-jaggery-powder-1kg', 18_900, 18_900, 22_900],
  ['eco-cloth-grocery-bag-foldable', 14_900, 14_900, 17_900],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [slug, price, before, after] of SEEDED) {
    await sql`update products set mrp_paise = ${after}, updated_at = now()
      where slug = ${slug} and price_paise = ${price} and mrp_paise = ${before}`.execute(db);
  }
  // GST rounded to the paisa as @harit/core/money's gstOnPaise does (half up; paise are >= 0).
  await sql`update products
    set mrp_paise = (ceil((price_paise + round(price_paise * 0.18)) / 100.0) * 100)::integer,
      updated_at = now()
    where mrp_paise is not null and price_paise + round(price_paise * 0.18) > mrp_paise`.execute(
    db,
  );
}

/** Puts the seeded MRPs back; a raised merchant MRP stays (its old figure was not kept). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [slug, price, before, after] of SEEDED) {
    await sql`update products set mrp_paise = ${before}, updated_at = now()
      where slug = ${slug} and price_paise = ${price} and mrp_paise = ${after}`.execute(db);
  }
}
