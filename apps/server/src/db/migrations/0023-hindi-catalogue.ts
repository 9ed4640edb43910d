import { type Kysely, sql } from 'kysely';
import { seedCategories, seedProducts } from '../../features/catalog/seed-data.ts';

// The catalogue in Hindi (docs/decisions/043-hindi-catalogue-and-language-per-account.md).
// - products.name_hi, products.description_hi, categories.name_hi: '' when there is none, and
//   the shop then shows the English text.
// - search_vector also holds the Hindi name (weight A, as the name) and description (B), with the
//   'simple' configuration: 'english' stems Latin words only, so Devanagari is kept as typed. The
//   popularity tier lexeme of migration 0022 stays, so the bounded search of decision 038 works
//   for Hindi words too.
// - Suggestions match the words of both names (the GIN indexes of migration 0011, widened).
// - Shops seeded before this get the seeded Hindi texts, by slug, where the merchant has not
//   changed the English text since (a renamed product's old Hindi name would be wrong).
// - Accounts created before the account's language existed (a Better Auth field, added to
//   "user" by its own migration, which runs before ours) get English, as new accounts do, so
//   the session read never answers null.
const POPULARITY_TIERS = 16;

const tier = sql`least(${sql.lit(POPULARITY_TIERS - 1)}, floor(log(2.0, (rating_count + 1)::numeric)))::integer`;

function searchVector(withHindi: boolean) {
  const hindi = (column: string, weight: 'A' | 'B') =>
    withHindi
      ? sql` || setweight(to_tsvector('simple'::regconfig, ${sql.ref(column)}), ${sql.lit(weight)})`
      : sql``;
  return sql`
    setweight(to_tsvector('english'::regconfig, name), 'A')${hindi('name_hi', 'A')} ||
    setweight(to_tsvector('english'::regconfig, description), 'B')${hindi('description_hi', 'B')} ||
    array_to_tsvector(array['#pop' || ${tier}::text])`;
}

/** The words suggestions match: the English name's, and the Hindi name's when `withHindi`. */
function nameWords(withHindi: boolean) {
  return withHindi
    ? sql`to_tsvector('simple', name || ' ' || name_hi)`
    : sql`to_tsvector('simple', name)`;
}

async function replaceSearchColumns(db: Kysely<unknown>, withHindi: boolean) {
  // A generated column's expression cannot be altered in place: drop it (and its index), add it.
  await sql`alter table products drop column search_vector`.execute(db);
  await sql`alter table products add column search_vector tsvector
    generated always as (${searchVector(withHindi)}) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
  await sql`drop index products_name_words_idx`.execute(db);
  await sql`create index products_name_words_idx
    on products using gin (${nameWords(withHindi)})`.execute(db);
  await sql`drop index categories_name_words_idx`.execute(db);
  await sql`create index categories_name_words_idx
    on categories using gin (${nameWords(withHindi)})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products
    add column name_hi text not null default '',
    add column description_hi text not null default ''`.execute(db);
  await sql`alter table categories add column name_hi text not null default ''`.execute(db);
  await replaceSearchColumns(db, true);
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'user' and column_name = 'language')
      as present`.execute(db);
  if (rows[0]?.present) {
    await sql`update "user" set language = 'en' where language is null`.execute(db);
  }
  for (const c of seedCategories) {
    await sql`update categories set name_hi = ${c.nameHi}
      where slug = ${c.slug} and name = ${c.name} and name_hi = ''`.execute(db);
  }
  for (const p of seedProducts) {
    await sql`update products set
        name_hi = case when name = ${p.name} then ${p.nameHi} else name_hi end,
        description_hi = case when description = ${p.description} then ${p.descriptionHi}
          else description_hi end
      where slug = ${p.slug} and name_hi = '' and description_hi = ''
        and (name = ${p.name} or description = ${p.description})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop column search_vector`.execute(db);
  await sql`alter table products drop column name_hi, drop column description_hi`.execute(db);
  await sql`alter table categories drop column name_hi`.execute(db);
  await sql`alter table products add column search_vector tsvector
    generated always as (${searchVector(false)}) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
  await sql`create index products_name_words_idx
    on products using gin (${nameWords(false)})`.execute(db);
  await sql`create index categories_name_words_idx
    on categories using gin (${nameWords(false)})`.execute(db);
}
