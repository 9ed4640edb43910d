// A start on a database that is already up to date skips the schema work (start-up
// time), and a database that is not still gets it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { hasEveryMigration } from '../src/db/migrate.ts';
import { emptyShopFor } from '../src/db/pglite-template.ts';
import { writeEmptyShop } from '../src/db/write-template.ts';
import { createServer } from '../src/server.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

const userColumns = async () =>
  (
    await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'user'`.execute(t.db)
  ).rows.map((row) => row.column_name);

const userTableStamp = async () =>
  (
    await sql<{ stamp: string | null }>`
      select obj_description(to_regclass('public.user'), 'pg_class') as stamp`.execute(t.db)
  ).rows[0]?.stamp;

describe('a start on an existing database', () => {
  it('knows when every migration is applied, and when one is not or is unknown', async () => {
    expect(await hasEveryMigration(t.db)).toBe(true);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', now()::text)`.execute(
      t.db,
    );
    expect(await hasEveryMigration(t.db)).toBe(false);
    await sql`delete from kysely_migration where name = '9999_from_a_newer_build'`.execute(t.db);
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(t.db);
    await sql`delete from kysely_migration where name = ${rows[0]!.name}`.execute(t.db);
    expect(await hasEveryMigration(t.db)).toBe(false);
    await sql`insert into kysely_migration (name, timestamp) values (${rows[0]!.name}, now()::text)`.execute(
      t.db,
    );
    expect(await hasEveryMigration(t.db)).toBe(true);
  });

  it('compares the identity tables with their schema only when its fingerprint changed', async () => {
    const stamp = await userTableStamp();
    expect(stamp).toMatch(/^Better Auth schema [0-9a-f]{64}$/);
    expect(await userColumns()).toContain('image');

    // Same fingerprint: the tables are taken as they are, even with a column gone.
    await sql`alter table "user" drop column image`.execute(t.db);
    await t.anotherInstance();
    expect(await userColumns()).not.toContain('image');

    // Another fingerprint (a new Better Auth version): the tables are compared and mended.
    await sql`comment on table "user" is 'Better Auth schema of an older version'`.execute(t.db);
    const again = await t.anotherInstance();
    expect(await userColumns()).toContain('image');
    expect(await userTableStamp()).toBe(stamp);
    expect((await again.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('a new data folder', () => {
  it('starts from the build’s empty shop and is a whole shop', async () => {
    const templates = mkdtempSync(path.join(tmpdir(), 'harit-template-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harit-data-'));
    const template = await writeEmptyShop(templates);
    // Shut down cleanly: no lock file of a running PostgreSQL for a start to find.
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(template, 'postmaster.pid'))).toBe(false);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'restart-test-secret-restart-test-secret-01',
    });
    const pgliteDir = config.database.kind === 'pglite' ? config.database.dataDir : null;
    expect(emptyShopFor(pgliteDir, templates)).toMatch(/pglite-.+-empty-shop$/);

    const database = await openDatabase(config.database, { template: templates });
    const { app } = await createServer(config, { database });
    try {
      expect(await hasEveryMigration(database.db)).toBe(true);
      const products = await app.inject({ method: 'GET', url: '/api/products?limit=100' });
      expect(products.statusCode).toBe(200);
      expect(products.json().length).toBeGreaterThan(10);
      // Once the folder holds the shop, a start no longer looks at the copy.
      expect(emptyShopFor(pgliteDir, templates)).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(templates, { recursive: true, force: true });
    }
    // Writing the copy (initdb and every migration) takes a build's seconds, more beside others.
  }, 180_000);
});
