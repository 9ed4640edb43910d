import { type Kysely, sql } from 'kysely';

// Catalogue: categories and products, full-text search (weighted name > description), and the
// two contrib extensions typo correction uses (pg_trgm, fuzzystrmatch: both ship with
// PostgreSQL and PGlite).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists fuzzystrmatch`.execute(db);
  await sql`
    create table categories (
      id text primary key default gen_random_uuid()::text,
      name text not null unique,
      slug text not null unique,
      image text not null,
      position integer not null default 0
    )`.execute(db);
  await sql`
    create table products (
      id text primary key default gen_random_uuid()::text,
      slug text not null unique,
      name text not null,
      description text not null,
      image text not null,
      price_paise integer not null check (price_paise >= 0),
      mrp_paise integer check (mrp_paise is null or mrp_paise >= 0),
      rating double precision not null default 0 check (rating between 0 and 5),
      rating_count integer not null default 0 check (rating_count >= 0),
      category_id text references categories(id) on delete set null,
      stock integer not null default 0 check (stock >= 0),
      featured boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_vector tsvector generated always as (
        setweight(to_tsvector('english'::regconfig, name), 'A') ||
        setweight(to_tsvector('english'::regconfig, description), 'B')
      ) stored
    )`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
  await sql`create index products_name_trgm_idx on products using gin (name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index products_category_idx on products (category_id)`.execute(db);
  await sql`create index products_featured_idx on products (featured) where featured`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table products`.execute(db);
  await sql`drop table categories`.execute(db);
}
