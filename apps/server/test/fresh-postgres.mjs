// A throw-away PostgreSQL database beside the one `adminUrl` names: one per server test file
// (test/helpers.ts) and one per benchmark run (bench/lib.mjs). Plain JavaScript so the bench
// scripts, which run on bare node, import the same code (issue 13 item 4).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function runAsAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database; `drop()` removes it, closing any connection still open. */
export async function freshPostgres(adminUrl, prefix = 'harit_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
