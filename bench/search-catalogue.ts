// A generated catalogue for bench/search.ts: realistic product names (brand, adjective,
// material, product, size), descriptions written from the same vocabulary plus places, makers
// and benefits, categories that follow the product, and popularity, prices and stock spread
// unevenly, as in a real shop (a few best sellers, a long tail). Deterministic: product g is
// always the same, so PGlite and PostgreSQL hold the same rows and rankings can be compared.
// One INSERT … SELECT generate_series per batch: 1,000,000 rows in about a minute on PostgreSQL.
import { type Kysely, sql } from 'kysely';

/** [product word(s), category slug] */
export const PRODUCTS: [string, string][] = [
  ['toothbrush', 'personal-care'],
  ['comb', 'personal-care'],
  ['shampoo bar', 'personal-care'],
  ['soap', 'personal-care'],
  ['razor', 'personal-care'],
  ['cotton buds', 'personal-care'],
  ['face pack', 'personal-care'],
  ['lantern', 'solar'],
  ['garden light', 'solar'],
  ['power bank', 'solar'],
  ['charger', 'solar'],
  ['study lamp', 'solar'],
  ['torch', 'solar'],
  ['water bottle', 'reusable'],
  ['tote bag', 'reusable'],
  ['shopping bag', 'reusable'],
  ['straw set', 'reusable'],
  ['coffee cup', 'reusable'],
  ['food wrap', 'zero-waste'],
  ['cutlery kit', 'zero-waste'],
  ['compost bin', 'zero-waste'],
  ['produce bag', 'zero-waste'],
  ['notebook', 'zero-waste'],
  ['lunch box', 'kitchen'],
  ['cutting board', 'kitchen'],
  ['spatula', 'kitchen'],
  ['tawa', 'kitchen'],
  ['storage jar', 'kitchen'],
  ['plate', 'kitchen'],
  ['bowl', 'kitchen'],
  ['mug', 'kitchen'],
  ['rug', 'home-decor'],
  ['vase', 'home-decor'],
  ['diya', 'home-decor'],
  ['basket', 'home-decor'],
  ['wind chime', 'home-decor'],
  ['wall hanging', 'home-decor'],
  ['pendant lamp', 'home-decor'],
  ['kurta', 'sustainable-fashion'],
  ['shirt', 'sustainable-fashion'],
  ['saree', 'sustainable-fashion'],
  ['socks', 'sustainable-fashion'],
  ['wallet', 'sustainable-fashion'],
  ['sneakers', 'sustainable-fashion'],
  ['yoga mat', 'sustainable-fashion'],
  ['honey', 'organic'],
  ['basmati rice', 'organic'],
  ['green tea', 'organic'],
  ['ghee', 'organic'],
  ['turmeric powder', 'organic'],
  ['jaggery', 'organic'],
  ['coconut oil', 'organic'],
];
export const MATERIALS = [
  'bamboo',
  'cotton',
  'organic cotton',
  'jute',
  'hemp',
  'copper',
  'stainless steel',
  'clay',
  'terracotta',
  'cork',
  'coconut shell',
  'neem wood',
  'khadi',
  'recycled glass',
  'recycled plastic',
  'areca leaf',
  'cane',
  'linen',
  'wool',
  'beeswax',
  'silicone',
  'solar',
  'sabai grass',
  'brass',
];
export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Handmade',
  'Compact',
  'Family',
  'Travel',
  'Eco',
  'Natural',
  'Handwoven',
  'Reusable',
  'Biodegradable',
  'Foldable',
  'Insulated',
  'Heritage',
  'Minimal',
  'Rustic',
];
const BRANDS = [
  'Harit',
  'Prakriti',
  'Vana',
  'Bhumi',
  'Dharti',
  'Kesar',
  'Aranya',
  'Neel',
  'Sattva',
  'Tulsi',
  'Gramin',
  'Mitti',
  'Soma',
  'Vriksha',
  'Pavan',
  'Jal',
  'Surya',
  'Ganga',
  'Nadi',
  'Kaveri',
];
const SIZES = [
  '',
  '',
  '',
  'Small',
  'Large',
  'Pack of 2',
  'Pack of 4',
  'Set of 3',
  '500ml',
  '1L',
  'XL',
];
const PLACES = [
  'Assam',
  'Kerala',
  'Jaipur',
  'Kutch',
  'Varanasi',
  'Mysuru',
  'Odisha',
  'Nagaland',
  'Bengal',
  'Kolhapur',
  'Channapatna',
  'Moradabad',
];
const MAKERS = [
  'women-led cooperatives',
  'village artisans',
  'a family workshop',
  'weavers',
  'potters',
  'a farmer producer company',
  'tribal craftspeople',
];
const BENEFITS = [
  'Plastic free and compostable at the end of its life.',
  'Lasts for years and replaces hundreds of single-use items.',
  'Free of harmful chemicals, safe for children and pets.',
  'Shipped in recycled cardboard without plastic tape.',
  'Saves energy every day and cuts your carbon footprint.',
  'Easy to clean with warm water and mild soap.',
  'Certified fair trade, paying makers a living wage.',
  'Light enough to carry on every trip and sturdy enough for daily use.',
  'Grown without pesticides and processed by hand.',
  'Repairable, with spare parts available for five years.',
];

const text = (values: readonly string[]) => sql`${values}::text[]`;

/**
 * Adds `count` generated products (slugs gen-1 … gen-count) to a migrated database whose
 * categories are seeded. Index i of each list comes from g through a different multiplier, so
 * words combine freely; `power(…, 2)` makes early entries common and late ones rare.
 */
export async function generateCatalogue(db: Kysely<never>, count: number, batch = 100_000) {
  const products = PRODUCTS.map(([name]) => name);
  const categories = PRODUCTS.map(([, slug]) => slug);
  // Words of names are written by a per-row trigger (migration 0007); one statement at the end
  // writes them instead, as the migration itself does.
  await sql`alter table products disable trigger products_search_words`.execute(db);
  // Building the non-unique indexes once at the end is several times faster than updating
  // them row by row; their definitions are read back from the catalogue, so they stay exact.
  const indexes = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'products' and indexdef not like 'CREATE UNIQUE%'`.execute(db);
  for (const index of indexes.rows) {
    await sql`drop index ${sql.id(index.name)}`.execute(db);
  }
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await sql`
      with pick as (
        select g,
          1 + floor(${products.length} * power(((g * 7919) % 10007) / 10007.0, 1.6))::int as p,
          1 + floor(${MATERIALS.length} * power(((g * 104729) % 10009) / 10009.0, 1.8))::int as m,
          1 + (g * 31) % ${ADJECTIVES.length} as a,
          1 + (g * 17 + g / 7) % ${BRANDS.length} as b,
          1 + (g * 13) % ${SIZES.length} as s,
          1 + (g * 29) % ${PLACES.length} as pl,
          1 + (g * 37) % ${MAKERS.length} as mk,
          1 + (g * 41) % ${BENEFITS.length} as be,
          1 + (g * 43 + 3) % ${BENEFITS.length} as be2,
          ((g * 2654435761) % 1000003) / 1000003.0 as r
        from generate_series(${from}::bigint, ${to}::bigint) g
      ), named as (
        select pick.*,
          (${text(MATERIALS)})[m] as material,
          (${text(PRODUCTS.map(([name]) => name))})[p] as product,
          (${text(ADJECTIVES)})[a] as adjective
        from pick
      )
      insert into products (slug, name, description, image, price_paise, mrp_paise, rating,
        rating_count, category_id, stock, featured, co2_saved_kg, created_at)
      select 'gen-' || g,
        initcap(trim((${text(BRANDS)})[b] || ' ' || adjective || ' ' || material || ' ' || product
          || ' ' || (${text(SIZES)})[s])),
        adjective || ' ' || material || ' ' || product || ' made in ' || (${text(PLACES)})[pl]
          || ' by ' || (${text(MAKERS)})[mk] || '. ' || (${text(BENEFITS)})[be] || ' '
          || (${text(BENEFITS)})[be2],
        '/images/products/placeholder.svg',
        (4900 + floor(r * 500000))::int,
        case when g % 3 = 0 then null else (4900 + floor(r * 500000))::int * (100 + g % 60) / 100 end,
        round((2.5 + 2.5 * ((g * 53) % 101) / 100.0)::numeric, 1)::double precision,
        floor(20000 * power(((g * 6151) % 10037) / 10037.0, 6))::int,
        categories.id,
        case when g % 11 = 0 then 0 else 1 + g % 90 end,
        false,
        round((0.2 + 3 * r)::numeric, 1)::double precision,
        now() - make_interval(mins => (g % 500000)::int)
      from named join categories on categories.slug = (${text(categories)})[p]`.execute(db);
  }
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
  await sql`alter table products enable trigger products_search_words`.execute(db);
  await sql`
    insert into search_words (word)
    select distinct w from products,
      unnest(regexp_split_to_array(lower(name), '[^[:alnum:]]+')) as w
    where length(w) >= 3
    on conflict do nothing`.execute(db);
  await sql`analyze`.execute(db);
}
