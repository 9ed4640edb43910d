// Once per test run, before any server test file: the empty shop's database (initdb, Better
// Auth's tables, every migration), which each file's own database starts from (helpers.ts).
// On PGlite, a dump each file's in-memory database loads: initdb and the migrations took ≈8 s
// of each file's start in WebAssembly on this machine, loading the dump ≈2 s. On PostgreSQL
// (TEST_DATABASE_URL), a template database each file's database is created from.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { emptyShopImage } from '../src/db/write-template.ts';
import { applyMigrations } from '../src/server.ts';
import { freshPostgres } from './fresh-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The empty shop's PGlite dump (a file), or '' on PostgreSQL. */
    emptyShopImage: string;
    /** The empty shop's template database on PostgreSQL, or '' on PGlite. */
    emptyShopTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await freshPostgres(adminUrl, 'harit_template');
    const config = loadConfig({
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      DATABASE_URL: template.url,
      AUTH_SECRET: 'the-empty-shop-template-has-no-secrets-0123',
    });
    const database = await openDatabase(config.database);
    try {
      await applyMigrations(config, database);
    } finally {
      // A template must have no connections when it is copied.
      await database.close();
    }
    project.provide('emptyShopImage', '');
    project.provide('emptyShopTemplate', template.name);
    return () => template.drop();
  }
  const file = path.join(os.tmpdir(), `harit-test-empty-shop-${process.pid}.tar`);
  const image = await emptyShopImage();
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('emptyShopImage', file);
  project.provide('emptyShopTemplate', '');
  return () => rmSync(file, { force: true });
}
