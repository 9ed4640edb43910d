import { type Kysely, sql } from 'kysely';

// Search at a million products (docs/decisions/038-search-at-scale.md): each
// product's popularity tier, floor(log2(rating_count + 1)) capped at 15, is kept inside its
// search_vector as one lexeme '#pop<tier>'. A relevance search then reads its matches tier by
// tier, most popular first, through the same GIN index (the tier lexeme is one more AND term),
// and stops after a bounded candidate set instead of ranking every match. The lexeme has no
// position, so it changes neither ts_rank (queries never name it) nor phrase matching; no
// shopper's words can produce it (the parsers drop '#').
const POPULARITY_TIERS = 16;

const tier = sql`least(${sql.lit(POPULARITY_TIERS - 1)}, floor(log(2.0, (rating_count + 1)::numeric)))::integer`;

function searchVector(withTier: boolean) {
  return sql`
    setweight(to_tsvector('english'::regconfig, name), 'A') ||
    setweight(to_tsvector('english'::regconfig, description), 'B')${
      withTier ? sql` || array_to_tsvector(array['#pop' || ${tier}::text])` : sql``
    }`;
}

async function replaceSearchVector(db: Kysely<unknown>, withTier: boolean) {
  // A generated column's expression cannot be altered in place: drop it (and its index), add it.
  await sql`alter table products drop column search_vector`.execute(db);
  await sql`alter table products add column search_vector tsvector
    generated always as (${searchVector(withTier)}) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceSearchVector(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSearchVector(db, false);
}
