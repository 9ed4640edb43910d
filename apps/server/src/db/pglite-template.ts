// A new embedded database starts from a copy of an empty shop's database made at build time
// (write-template.ts, run by apps/server/build.mjs): PostgreSQL's initdb, Better Auth's tables
// and every migration, no rows. Creating that on a new data folder took PGlite several seconds
// at every first start; copying it takes a fraction of one (start-up on new data). The
// start then goes on as before: the migrations and Better Auth find nothing to do (their own
// checks say so, so a copy from another build would simply be brought up to date), and the
// catalogue is seeded at start, so its dates are the start's. The copy is PGlite's own data
// folder, so it must match the installed PGlite, whose version its name carries. Without
// a copy (tests run from source, another PGlite) the database is created as before.
// The copy is a folder (~40 MB) copied by the file system, not a .tar.gz given to PGlite's
// loadDataDir: unpacking that through PGlite's file layer took 0.4 s more CPU and left the
// process 100 MB larger (decision 040, third step).
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
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

/** The copy's folder name, next to the built server (dist/). */
export function templateFileName(pgliteVersion: string): string {
  return `pglite-${pgliteVersion}-empty-shop`;
}

/**
 * The empty shop to start a new data folder from (the copy's folder), or undefined when the
 * folder already holds a database, the database lives in memory, or no copy matches this PGlite.
 */
export function emptyShopFor(
  dataDir: string | null,
  dir = import.meta.dirname,
): string | undefined {
  if (!dataDir || dataDir.startsWith('memory://')) return undefined;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const template = path.join(dir, templateFileName(installedPgliteVersion()));
  if (!existsSync(path.join(template, 'PG_VERSION'))) return undefined;
  return template;
}

/**
 * Copies the empty shop into `dataDir`: into a folder beside it first, renamed into place when
 * whole, so a start stopped halfway leaves no half database that the next start would trust.
 */
export function copyEmptyShop(template: string, dataDir: string): void {
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  // An empty folder left by an earlier start (PGlite makes it) is replaced.
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}
