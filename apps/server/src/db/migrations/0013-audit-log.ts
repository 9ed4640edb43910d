import { type Kysely, sql } from 'kysely';

// The merchant console's audit log: every change a staff member or admin makes, in
// the transaction that makes it. The actor's name and e-mail are copied, so an entry still says
// who once the account is gone (actor_user_id then becomes null). The role column on "user" is
// Better Auth's (an additional field, plugins/identity/auth.ts), created by its own migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id text primary key default gen_random_uuid()::text,
      actor_user_id text references "user"(id) on delete set null,
      actor_name text not null,
      actor_email text not null,
      action text not null,
      entity text not null,
      entity_id text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_newest_idx on audit_log (created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
}
