// One Kysely instance over either embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// The SQL is the same on both: write SQL that runs on PostgreSQL 15 (DESIGN.md §1).
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config.ts';
import { emptyShopFor } from './pglite-template.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Subscribes to NOTIFY on a channel; `onNotify` gets the payload. `onListening(false)` tells
   * that notifications may be missed (the connection dropped; it reconnects by itself), so
   * caches must not be trusted.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// pg returns int8 and numeric as strings by default; our counts and sums fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export async function openDatabase(
  config: Config['database'],
  /** Where the empty shop's copy is (pglite-template.ts); next to the built server by default. */
  { template }: { template?: string } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stoppers: (() => Promise<void>)[] = [];
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs) => ping(db, timeoutMs),
      async listen(channel, onNotify, onListening) {
        const stop = listenPostgres(config.url, channel, onNotify, onListening);
        stoppers.push(stop);
        return stop;
      },
      close: async () => {
        await Promise.all(stoppers.map((stop) => stop()));
        await db.destroy();
      },
    };
  }
  const pglite = await PGlite.create({
    dataDir: config.dataDir ?? undefined,
    loadDataDir: emptyShopFor(config.dataDir, template),
    extensions: { pg_trgm, fuzzystrmatch },
    // PostgreSQL's default 128 MB of shared buffers live in the process's own memory here:
    // 32 MB hold a shop's catalogue and its recent orders many times over, and the process
    // stays near 300 MB instead of 400 (issue 18; bench/startup.mjs).
    postgresqlconf: ['shared_buffers=32MB'],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    async listen(channel, onNotify, onListening) {
      const unlisten = await pglite.listen(channel, onNotify);
      onListening(true);
      return unlisten;
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting after a drop (every 1 s until it works). */
function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: (listening: boolean) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onListening(false);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 1_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      onListening(true);
    } catch {
      lost();
    }
  };
  onListening(false);
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
