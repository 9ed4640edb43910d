import { type Kysely, sql } from 'kysely';

// Identity tokens are verified in memory (plugins/identity/tokens.ts), so an instance only
// learns that a session ended if it is told. Every deleted session (sign-out, "sign out of all
// other devices", password reset, account deletion) and every deleted user notifies
// 'harit_revoked' with "session:<id>" or "user:<id>" when its transaction commits; every
// instance then refuses that session's tokens (decision 013).
// Better Auth creates "session" and "user" before our migrations run (server.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The trigger's argument names what ended: 'session' or 'user'.
  await sql`
    create function notify_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('harit_revoked', tg_argv[0] || ':' || old.id);
      return null;
    end $$`.execute(db);
  for (const table of ['session', 'user']) {
    await sql`
      create trigger ${sql.raw(`${table}_revoked`)} after delete on ${sql.table(table)}
      for each row execute function notify_revoked(${sql.raw(`'${table}'`)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger session_revoked on "session"`.execute(db);
  await sql`drop trigger user_revoked on "user"`.execute(db);
  await sql`drop function notify_revoked()`.execute(db);
}
