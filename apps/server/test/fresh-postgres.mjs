// A throw-away PostgreSQL database beside the one `adminUrl` names: one per server test file
// (test/helpers.ts) and one per benchmark run (bench/lib.mjs). Plain JavaScript so the bench
// scripts, which run on bare node, import the same code.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on its own connection and returns its rows. */
export async function queryOnce(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Creates the database, as a copy of `template` when one is named (a database nobody is
 * connected to); `drop()` removes it, closing any connection still open.
 */
export async function freshPostgres(adminUrl, prefix = 'harit_test', template = undefined) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await queryOnce(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await queryOnce(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
