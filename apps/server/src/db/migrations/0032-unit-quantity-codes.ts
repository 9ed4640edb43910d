import { type Kysely, sql } from 'kysely';

// Unit quantity codes (decision 067): each product's UQC, printed beside quantities on its tax
// invoices, and the code each invoice line was issued with (null on lines issued before it).
// The seeded catalogue: what its names sell — packs, sets, a roll, a bag of rice; everything
// else is counted in numbers (NOS).

/** The GST portal's codes, as core's UQC_CODES lists them; the column checks against them. */
const CODES = [
  'BAG',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BOX',
  'BTL',
  'BUN',
  'CAN',
  'CBM',
  'CCM',
  'CMS',
  'CTN',
  'DOZ',
  'DRM',
  'GGK',
  'GMS',
  'GRS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'QTL',
  'ROL',
  'SET',
  'SQF',
  'SQM',
  'SQY',
  'TBS',
  'TGM',
  'THD',
  'TON',
  'TUB',
  'UGS',
  'UNT',
  'YDS',
];

/** The seeded catalogue's units other than NOS, by slug. */
const SEEDED_UQC: [string, string][] = [
  ['solar-led-garden-lights-pack-of-6', 'PAC'],
  ['organic-basmati-rice-5kg', 'BAG'],
  ['organic-green-tea-100-bags', 'PAC'],
  ['organic-cold-pressed-coconut-oil-1l', 'BTL'],
  ['bamboo-toothbrush-pack-of-4', 'PAC'],
  ['reusable-beeswax-food-wraps-set-of-3', 'SET'],
  ['bamboo-cutlery-travel-kit', 'SET'],
  ['reusable-cotton-produce-bags-set-of-5', 'SET'],
  ['compostable-garbage-bags-roll-of-30', 'ROL'],
  ['reusable-steel-straws-with-cleaning-brush-set-of-4', 'SET'],
  ['natural-loofah-dish-scrubber-pack-of-3', 'PAC'],
  ['recycled-paper-notebook-set', 'SET'],
  ['terracotta-diya-set-of-12', 'SET'],
  ['reusable-silicone-food-storage-bags-set-of-4', 'SET'],
  ['reusable-cotton-makeup-remover-pads-pack-of-10', 'PAC'],
  ['bamboo-cotton-buds-pack-of-200', 'PAC'],
  ['organic-cotton-socks-pack-of-3', 'PAC'],
  ['coconut-shell-bowls-set-of-2', 'SET'],
  ['neem-wood-spatula-set-set-of-4', 'SET'],
  ['glass-storage-jar-set-with-bamboo-lids', 'SET'],
  ['compostable-areca-leaf-plates-pack-of-50', 'PAC'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const list = sql.join(CODES.map((c) => sql.lit(c)));
  await sql`alter table products add column uqc text not null default 'NOS' check (uqc in (${list}))`.execute(
    db,
  );
  for (const [slug, uqc] of SEEDED_UQC) {
    await sql`update products set uqc = ${uqc} where slug = ${slug}`.execute(db);
  }
  await sql`alter table invoice_lines add column uqc text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoice_lines drop column uqc`.execute(db);
  await sql`alter table products drop column uqc`.execute(db);
}
