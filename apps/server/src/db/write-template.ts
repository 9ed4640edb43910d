// Writes the empty shop's database that new embedded databases start from (pglite-template.ts).
// Built to dist/write-template.js and run by apps/server/build.mjs: `node write-template.js <dir>`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { loadConfig } from '../config.ts';
import { createAuth } from '../plugins/identity/auth.ts';
import { migrateToLatest } from './migrate.ts';
import { installedPgliteVersion, templateFileName } from './pglite-template.ts';
import type { Database } from './schema.ts';

/** Writes the copy (a PGlite data folder) into `dir`; returns its path. */
export async function writeEmptyShop(dir: string): Promise<string> {
  const folder = path.join(dir, templateFileName(installedPgliteVersion()));
  rmSync(folder, { recursive: true, force: true });
  const pglite = await PGlite.create({ dataDir: folder, extensions: { pg_trgm, fuzzystrmatch } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // The tables do not depend on the secret or the address; a start with other identity options
  // (e.g. Google sign-in) finds another schema fingerprint and adds what they need.
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'the-empty-shop-template-has-no-secrets-0123',
  });
  await createAuth(config, db).migrate();
  await migrateToLatest(db);
  // Closing shuts PostgreSQL down cleanly: the folder is whole on disk, checkpointed.
  await db.destroy();
  if (!pglite.closed) await pglite.close();
  return folder;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const file = await writeEmptyShop(process.argv[2] ?? import.meta.dirname);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
  // Better Auth's password hashing threads would keep the process alive.
  process.exit(0);
}
