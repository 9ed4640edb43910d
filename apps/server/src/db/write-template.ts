// Writes the empty shop's database that new embedded databases start from (pglite-template.ts).
// Built to dist/write-template.js and run by apps/server/build.mjs: `node write-template.js <dir>`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  const dump = await emptyShopImage();
  const folder = path.join(dir, templateFileName(installedPgliteVersion()));
  rmSync(folder, { recursive: true, force: true });
  untar(Buffer.from(await dump.arrayBuffer()), folder);
  // The dump is of a running PostgreSQL ("in production"): opened and closed once here, it is
  // shut down cleanly, so a new shop's start does not begin with a recovery.
  const settled = await PGlite.create({ dataDir: folder, extensions: { pg_trgm, fuzzystrmatch } });
  await settled.close();
  return folder;
}

/**
 * The empty shop as a PGlite dump (a tar archive): initdb, Better Auth's tables and every
 * migration, no rows. Made in memory: made on disk, PostgreSQL's fsyncs of initdb and every
 * migration took ~30 s on a busy machine instead of a few.
 */
export async function emptyShopImage(): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch } });
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
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  if (!pglite.closed) await pglite.close();
  return dump;
}

/**
 * Writes a tar archive's directories and files into `into` (what PGlite's dump holds: ustar
 * entries, no links). Unpacked through PGlite instead, its shutdown's fsync of 1,200 files took
 * ~20 s on a busy machine.
 */
function untar(tar: Buffer, into: string): void {
  mkdirSync(into, { recursive: true, mode: 0o700 });
  const text = (start: number, length: number) =>
    tar.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, 100);
    if (!name) break;
    const prefix = text(offset + 345, 155);
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1);
    const target = path.join(into, path.normalize(`/${prefix ? `${prefix}/` : ''}${name}`));
    // The lock file of the PostgreSQL that was running when the dump was taken.
    if (name.endsWith('postmaster.pid')) {
      offset += 512 + Math.ceil(size / 512) * 512;
      continue;
    }
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(offset + 512, offset + 512 + size), { mode: 0o600 });
    } else throw new Error(`unexpected tar entry ${name} (type ${type})`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const file = await writeEmptyShop(process.argv[2] ?? import.meta.dirname);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
  // Better Auth's password hashing threads would keep the process alive.
  process.exit(0);
}
