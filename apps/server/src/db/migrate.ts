import { Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema to the latest version. Idempotent: applied migrations are recorded in
 * kysely_migration and skipped; Kysely's lock makes concurrent starts of several instances safe.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  if (await hasEveryMigration(db)) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Whether the database has exactly our migrations applied: then a start needs none of the
 * Migrator's lock and bookkeeping statements (start-up time). Any difference, a new
 * database included, goes through the Migrator, which applies or refuses as before.
 */
export async function hasEveryMigration(db: Db): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  const ours = Object.keys(migrations);
  return names.size === ours.length && ours.every((name) => names.has(name));
}

/**
 * This version's migrations the database has not applied (all of them on a new database). A
 * migration of a newer version that is applied already does not count: during a rolling deploy
 * the instances of the version before keep running on the migrated database (decision 070).
 */
export async function missingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  const ours = Object.keys(migrations);
  if (!rows[0]?.present) return ours;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return ours.filter((name) => !names.has(name));
}
