import { type Kysely, sql } from 'kysely';

// GST tax invoices and credit notes (decisions 030 and 031), owned by the invoices
// feature, and the HSN code each product prints on them (catalog's column).
//
// Numbers come from document_series: one row per kind ('invoice', 'credit-note') and Indian
// financial year, whose last_number the order's own transaction increments. The row lock makes
// concurrent orders take turns, and a rolled-back order takes its number back with it, so the
// series has no gap and no duplicate across instances.
//
// An invoice keeps a copy of everything it prints (seller, buyer, place of supply, lines), so
// later edits to products or settings never change an issued one. Orders placed before this
// migration get none (decision 030): an invoice is issued when the sale is made, not later.

/** The HSN codes of the seeded catalogue, by slug, for shops seeded before the column existed. */
const SEEDED_HSN: [string, string][] = [
  ['solar-power-bank-20000mah', '85076000'],
  ['solar-led-garden-lights-pack-of-6', '94054900'],
  ['portable-solar-panel-100w', '85414300'],
  ['solar-mobile-charger-with-dual-usb', '85044030'],
  ['solar-lantern-with-led-bulb', '94054900'],
  ['solar-water-heater-100l', '84191920'],
  ['solar-cooker-box-type', '84191990'],
  ['hand-crank-dynamo-torch-with-phone-charger', '85131010'],
  ['solar-study-lamp', '94052900'],
  ['organic-turmeric-powder-500g', '09103030'],
  ['organic-cold-pressed-coconut-oil-1l', '15131900'],
  ['organic-wild-forest-honey-500g', '04090000'],
  ['organic-basmati-rice-5kg', '10063020'],
  ['organic-moringa-leaf-powder-200g', '12119099'],
  ['organic-jaggery-powder-1kg', '17011310'],
  ['organic-green-tea-100-bags', '09021010'],
  ['organic-a2-desi-ghee-500ml', '04059020'],
  ['bamboo-toothbrush-pack-of-4', '96032100'],
  ['reusable-beeswax-food-wraps-set-of-3', '59070099'],
  ['bamboo-cutlery-travel-kit', '44191900'],
  ['reusable-cotton-produce-bags-set-of-5', '63053900'],
  ['compostable-garbage-bags-roll-of-30', '39232990'],
  ['reusable-steel-straws-with-cleaning-brush-set-of-4', '73239390'],
  ['home-compost-kit-25l', '39249090'],
  ['natural-loofah-dish-scrubber-pack-of-3', '14049090'],
  ['recycled-paper-notebook-set', '48202000'],
  ['khadi-cotton-bedsheet-double', '63022100'],
  ['recycled-glass-vase', '70139900'],
  ['jute-macrame-wall-hanging', '56090090'],
  ['terracotta-diya-set-of-12', '69139000'],
  ['handwoven-jute-rug-4x6-ft', '57023990'],
  ['cane-pendant-lamp-with-led-bulb', '94051900'],
  ['bamboo-wind-chime', '44219190'],
  ['sabai-grass-storage-basket', '46021990'],
  ['copper-water-bottle-1l', '74181022'],
  ['stainless-steel-insulated-bottle-750ml', '96170019'],
  ['jute-shopping-bag', '42022230'],
  ['hemp-tote-bag', '42022290'],
  ['reusable-silicone-food-storage-bags-set-of-4', '39241090'],
  ['reusable-coffee-cup-with-bamboo-fibre', '39241090'],
  ['eco-cloth-grocery-bag-foldable', '42022220'],
  ['terracotta-water-bottle-1l', '69120040'],
  ['neem-wood-comb', '96151900'],
  ['herbal-shampoo-bar-with-shikakai', '33051090'],
  ['reusable-cotton-makeup-remover-pads-pack-of-10', '56012110'],
  ['bamboo-cotton-buds-pack-of-200', '56012110'],
  ['organic-aloe-vera-gel-200g', '33049990'],
  ['reusable-menstrual-cup-medium', '40149090'],
  ['stainless-steel-safety-razor', '82121090'],
  ['organic-ubtan-face-pack-with-sandalwood', '33049910'],
  ['cork-yoga-mat', '45049090'],
  ['organic-cotton-kurta', '62114200'],
  ['hemp-denim-jacket', '62033990'],
  ['khadi-cotton-handloom-saree', '52085190'],
  ['recycled-pet-sneakers', '64041990'],
  ['bamboo-fabric-t-shirt', '61099090'],
  ['upcycled-denim-sling-bag', '42022220'],
  ['cork-leather-wallet', '42023290'],
  ['sustainable-linen-shirt', '62052090'],
  ['organic-cotton-socks-pack-of-3', '61159500'],
  ['stainless-steel-lunch-container-3-tier', '73239390'],
  ['coconut-shell-bowls-set-of-2', '96020090'],
  ['cast-iron-tawa-10-inch', '73239100'],
  ['bamboo-cutting-board', '44191100'],
  ['clay-cooking-pot-handi-2l', '69120040'],
  ['neem-wood-spatula-set-set-of-4', '44191900'],
  ['glass-storage-jar-set-with-bamboo-lids', '70134900'],
  ['compostable-areca-leaf-plates-pack-of-50', '14049090'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column hsn_code text check (hsn_code ~ '^[0-9]{4,8}$')`.execute(
    db,
  );
  for (const [slug, hsn] of SEEDED_HSN) {
    await sql`update products set hsn_code = ${hsn} where slug = ${slug} and hsn_code is null`.execute(
      db,
    );
  }
  await sql`
    create table document_series (
      kind text not null check (kind in ('invoice', 'credit-note')),
      financial_year text not null,
      last_number integer not null check (last_number > 0),
      primary key (kind, financial_year)
    )`.execute(db);
  await sql`
    create table invoices (
      id text primary key default gen_random_uuid()::text,
      order_id text not null unique references orders(id) on delete cascade,
      -- copies of the order's, so the invoice answers who may read it without asking orders
      order_number text not null unique,
      user_id text not null,
      number text not null unique,
      issued_at timestamptz not null,
      seller jsonb not null,
      buyer jsonb not null,
      place_of_supply text not null,
      intra_state boolean not null,
      taxable_paise integer not null,
      cgst_paise integer not null,
      sgst_paise integer not null,
      igst_paise integer not null,
      total_paise integer not null
    )`.execute(db);
  await sql`
    create table invoice_lines (
      invoice_id text not null references invoices(id) on delete cascade,
      position integer not null,
      product_id text,
      description text not null,
      hsn text not null,
      quantity integer not null,
      unit_price_paise integer not null,
      taxable_paise integer not null,
      rate_percent integer not null,
      cgst_paise integer not null,
      sgst_paise integer not null,
      igst_paise integer not null,
      primary key (invoice_id, position)
    )`.execute(db);
  await sql`
    create table credit_notes (
      id text primary key default gen_random_uuid()::text,
      number text not null unique,
      invoice_id text not null references invoices(id) on delete cascade,
      -- the refunded return it is for; null: the whole order was cancelled
      return_id text unique,
      reason text not null,
      issued_at timestamptz not null,
      lines jsonb not null,
      taxable_paise integer not null,
      cgst_paise integer not null,
      sgst_paise integer not null,
      igst_paise integer not null,
      total_paise integer not null
    )`.execute(db);
  // The order confirmation carries its invoice: which files a mail attaches, by
  // reference, rendered when it is sent (mail/outbox.ts).
  await sql`alter table outbox_mails add column attachments jsonb not null default '[]'`.execute(
    db,
  );
  await sql`create unique index credit_notes_one_cancellation on credit_notes (invoice_id) where return_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_mails drop column attachments`.execute(db);
  await sql`drop table credit_notes`.execute(db);
  await sql`drop table invoice_lines`.execute(db);
  await sql`drop table invoices`.execute(db);
  await sql`drop table document_series`.execute(db);
  await sql`alter table products drop column hsn_code`.execute(db);
}
