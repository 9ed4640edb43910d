// `npm run migrate`: applies the migrations (the identity tables', then ours) to the configured
// database and exits; a rolling deploy runs it once, then starts its instances with
// MIGRATE_ON_START=false (decision 070). Idempotent: a database that has them is left as it is.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { hasEveryMigration } from './db/migrate.ts';
import { applyMigrations } from './server.ts';

async function main(): Promise<number> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config.database);
  try {
    const before = await hasEveryMigration(database.db);
    await applyMigrations(config, database);
    console.log(
      before
        ? `Migrations: the ${database.kind} database had every one already.`
        : `Migrations: applied to the ${database.kind} database.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
