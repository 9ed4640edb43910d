import { type Kysely, sql } from 'kysely';

// The shopper's address book (decision 028): at most 20 addresses per account
// (MAX_SAVED_ADDRESSES, counted under a lock), one of them the default. The shipping details a
// checkout once saved in user_profiles.saved_shipping become each shopper's default address,
// and the column goes: "Save this information for next time" now saves to the book.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table addresses (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references "user"(id) on delete cascade,
      first_name text not null,
      last_name text not null,
      email text,
      phone text not null,
      address text not null,
      city text not null,
      state text not null,
      zip text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index addresses_user_idx on addresses (user_id, created_at)`.execute(db);
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default`.execute(
    db,
  );
  await sql`
    insert into addresses (user_id, first_name, last_name, email, phone, address, city, state, zip, is_default)
    select user_id,
      coalesce(saved_shipping->>'firstName', ''),
      coalesce(saved_shipping->>'lastName', ''),
      nullif(saved_shipping->>'email', ''),
      coalesce(saved_shipping->>'phone', ''),
      coalesce(saved_shipping->>'address', ''),
      coalesce(saved_shipping->>'city', ''),
      coalesce(saved_shipping->>'state', ''),
      coalesce(saved_shipping->>'zip', ''),
      true
    from user_profiles
    where saved_shipping is not null and jsonb_typeof(saved_shipping) = 'object'`.execute(db);
  await sql`alter table user_profiles drop column saved_shipping`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_profiles add column saved_shipping jsonb`.execute(db);
  await sql`
    update user_profiles p set saved_shipping = jsonb_build_object(
      'firstName', a.first_name, 'lastName', a.last_name, 'email', coalesce(a.email, ''),
      'phone', a.phone, 'address', a.address, 'city', a.city, 'state', a.state, 'zip', a.zip)
    from addresses a where a.user_id = p.user_id and a.is_default`.execute(db);
  await sql`drop table addresses`.execute(db);
}
