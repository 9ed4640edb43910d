import { type Kysely, sql } from 'kysely';

// The words of product and category names, kept by triggers, with a trigram index: typo
// correction looks up the few words near a misspelling instead of splitting every product
// name on every search (docs/decisions/003-search-typo-correction.md). Words of renamed or
// deleted products linger; correcting to one finds nothing, which is harmless.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(
    db,
  );
  await sql`
    create function index_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select distinct w from unnest(regexp_split_to_array(lower(new.name), '[^[:alnum:]]+')) as w
      where length(w) >= 3
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const table of ['products', 'categories']) {
    await sql`
      create trigger ${sql.raw(`${table}_search_words`)}
      after insert or update of name on ${sql.table(table)}
      for each row execute function index_search_words()`.execute(db);
    await sql`
      insert into search_words (word)
      select distinct w from ${sql.table(table)},
        unnest(regexp_split_to_array(lower(name), '[^[:alnum:]]+')) as w
      where length(w) >= 3
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_search_words on products`.execute(db);
  await sql`drop trigger categories_search_words on categories`.execute(db);
  await sql`drop function index_search_words()`.execute(db);
  await sql`drop table search_words`.execute(db);
}
