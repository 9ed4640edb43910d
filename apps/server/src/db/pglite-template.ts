// A new embedded database starts from a copy of an empty shop's database made at build time
// (write-template.ts, run by apps/server/build.mjs): PostgreSQL's initdb, Better Auth's tables
// and every migration, no rows. Creating that on a new data folder took PGlite several seconds
// at every first start; loading the copy takes under one (issue 18: start-up on new data). The
// start then goes on as before: the migrations and Better Auth find nothing to do (their own
// checks say so, so a copy from another build would simply be brought up to date), and the
// catalogue is seeded at start, so its dates are the start's. The copy is PGlite's own data
// folder, so it must match the installed PGlite, whose version its file name carries. Without
// a copy (tests run from source, another PGlite) the database is created as before.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The installed PGlite's version (its package exports no package.json: read it from disk). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** The copy's file name, next to the built server (dist/). */
export function templateFileName(pgliteVersion: string): string {
  return `pglite-${pgliteVersion}-empty-shop.tar.gz`;
}

/**
 * The empty shop to start a new data folder from, or undefined when the folder already holds
 * a database, the database lives in memory, or no copy matches this PGlite.
 */
export function emptyShopFor(dataDir: string | null, dir = import.meta.dirname): Blob | undefined {
  if (!dataDir || dataDir.startsWith('memory://')) return undefined;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = path.join(dir, templateFileName(installedPgliteVersion()));
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
