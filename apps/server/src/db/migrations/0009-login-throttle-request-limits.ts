import { type Kysely, sql } from 'kysely';

// Abuse limits kept in the database, so every instance behind a load balancer sees the same
// counts (docs/decisions/014).
//
// login_throttle: failed sign-in attempts per account (normalised e-mail), whoever sends them,
// and the temporary lock they lead to. One row per e-mail that failed recently; a successful
// sign-in or password reset deletes it.
//
// request_limits: a counter per key (e.g. 'support-guest:<address>') and fixed window,
// incremented with one atomic upsert.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttle (
      email text primary key,
      attempts integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz,
      lock_count integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_throttle_updated_idx on login_throttle (updated_at)`.execute(db);
  await sql`
    create table request_limits (
      key text primary key,
      window_started_at timestamptz not null,
      hits integer not null
    )`.execute(db);
  await sql`create index request_limits_window_idx on request_limits (window_started_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table request_limits`.execute(db);
  await sql`drop table login_throttle`.execute(db);
}
