import { type Kysely, sql } from 'kysely';

// Working together in the console (decision 081):
// - staff_invites (staff feature): an admin invites an e-mail to be staff or admin; the link's
//   token is stored only as its SHA-256, lives 7 days, and one open invite per e-mail (a new one
//   replaces it). Used and revoked invites stay, stamped, so their link can say so.
// - order_notes (orders feature): notes only staff see, on an order, newest first.
// - support_saved_replies (support feature): answers staff reuse in the support inbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_invites (
      id text primary key default gen_random_uuid()::text,
      email text not null,
      role text not null check (role in ('staff', 'admin')),
      token_hash text not null unique,
      invited_by_user_id text references "user"(id) on delete set null,
      invited_by_name text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_user_id text references "user"(id) on delete set null,
      revoked_at timestamptz
    )`.execute(db);
  // One open invite per e-mail (any letter case): re-inviting revokes the open one first.
  await sql`
    create unique index staff_invites_one_open on staff_invites (lower(email))
      where accepted_at is null and revoked_at is null`.execute(db);
  await sql`
    create table order_notes (
      id text primary key default gen_random_uuid()::text,
      order_id text not null references orders(id) on delete cascade,
      note text not null,
      author_user_id text references "user"(id) on delete set null,
      author_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index order_notes_by_order on order_notes (order_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table support_saved_replies (
      id text primary key default gen_random_uuid()::text,
      title text not null,
      body text not null,
      updated_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table support_saved_replies`.execute(db);
  await sql`drop table order_notes`.execute(db);
  await sql`drop table staff_invites`.execute(db);
}
