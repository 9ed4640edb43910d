import { type Kysely, sql } from 'kysely';

// Reviews: one per shopper and product, 1–5 stars, an optional title and plain text
// (the lengths are REVIEW_TITLE_MAX, REVIEW_TEXT_MIN/MAX in @harit/core/validation).
// The product's rating and rating_count become the seeded figures combined with these reviews
// (docs/decisions/017): the seeded figures are kept in seed_rating / seed_rating_count, filled
// from rating / rating_count by the catalogue the first time a product's reviews change
// (null until then), so products stay sortable by the one rating column.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reviews (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references "user"(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      title text check (char_length(title) <= 120),
      body text not null check (char_length(body) between 10 and 2000),
      author_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, product_id)
    )`.execute(db);
  // A product's page of reviews, newest first; and its histogram.
  await sql`create index reviews_product_newest_idx on reviews (product_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`alter table products add column seed_rating double precision`.execute(db);
  await sql`alter table products add column seed_rating_count integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop column seed_rating_count`.execute(db);
  await sql`alter table products drop column seed_rating`.execute(db);
  await sql`drop table reviews`.execute(db);
}
