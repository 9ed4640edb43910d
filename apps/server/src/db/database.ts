// One Kysely instance over either embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// The SQL is the same on both: write SQL that runs on PostgreSQL 15 (DESIGN.md §1).
import {
  Kysely,
  type LogEvent,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  sql,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type PgModule from 'pg';
import type { Config } from '../config.ts';
import { importModule } from '../start/launcher-hooks.ts';
import { copyEmptyShop, emptyShopFor } from './pglite-template.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type ReplicaStatus = 'none' | 'ok' | 'unreachable';

export interface DatabaseHandle {
  /** The primary: every write, and every read of the caller's own data (read-your-writes). */
  db: Db;
  /**
   * Public reads (catalogue, search, reviews lists, sitemap): the replicas of DATABASE_READ_URL
   * in turn, the primary while none answers; `db` itself without replicas (decision 039).
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  /** true when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Pings the replicas now: 'ok' when every one answers, 'unreachable' when one does not (its
   * reads go to the others or the primary until it answers again), 'none' without replicas.
   */
  replicaStatus(): Promise<ReplicaStatus>;
  /**
   * Resolves once every answering replica has replayed all the primary had committed when this
   * was called (or after `timeoutMs`): a notification sent at commit may reach us before the
   * replica has the change. At once without replicas.
   */
  replicasCaughtUp(timeoutMs?: number): Promise<void>;
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
  /**
   * Calls `observer` after every statement with its duration (ms) and whether it failed, until
   * the returned function is called: the query-duration metric (decision 070).
   */
  observeQueries(observer: QueryObserver): () => void;
  /** The primary pool's connections (PostgreSQL); null on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export type QueryObserver = (durationMs: number, failed: boolean) => void;

/** Kysely's log hook feeding the observers (one set per database handle). */
function queryLog(observers: Set<QueryObserver>) {
  return (event: LogEvent) => {
    for (const observer of observers) observer(event.queryDurationMillis, event.level === 'error');
  };
}

function observing(observers: Set<QueryObserver>) {
  return (observer: QueryObserver) => {
    observers.add(observer);
    return () => void observers.delete(observer);
  };
}

type Pg = typeof PgModule;
// Namespaced types of the module (pg.Pool, pg.PoolClient, pg.Client) without loading it.
declare namespace pg {
  type Pool = PgModule.Pool;
  type PoolClient = PgModule.PoolClient;
  type Client = PgModule.Client;
}
let pg: Pg;

/**
 * pg, loaded by the first PostgreSQL database opened: the embedded shop's start does not read
 * its modules (a tenth of a second; Decision 040).
 */
async function loadPg(): Promise<Pg> {
  if (!pg) {
    pg = (await importModule<typeof import('pg')>('pg')).default;
    // pg returns int8 and numeric as strings by default; our counts and sums fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  }
  return pg;
}

/**
 * Every connection plans without parallel workers: a shop's statements are short, and starting
 * worker processes costs more than they save on a few cores shared by concurrent requests (a
 * search that found nothing spent 20 ms starting two workers for 0.2 ms of work; decision 038,
 * 2026-11-25). Parallel workers would also read a search's popularity bands out of order.
 */
const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export async function openDatabase(
  config: Config['database'],
  {
    template,
    image,
  }: {
    /** Where the empty shop's copy is (pglite-template.ts); next to the built server by default. */
    template?: string;
    /**
     * An in-memory database's starting contents: a PGlite dump (write-template.ts's
     * emptyShopImage). The server tests start each file's database from one made once per run,
     * instead of PostgreSQL's initdb and every migration again (≈10 s a file here).
     */
    image?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    await loadPg();
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      options: SESSION_OPTIONS,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const observers = new Set<QueryObserver>();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: queryLog(observers),
    });
    const replicas = openReplicas(pool, config.readUrls, observers);
    const stoppers: (() => Promise<void>)[] = [];
    return {
      db,
      read: replicas ? replicas.read : db,
      kind: 'postgres',
      ping: (timeoutMs) => ping(db, timeoutMs),
      replicaStatus: () => (replicas ? replicas.status() : Promise.resolve('none')),
      replicasCaughtUp: (timeoutMs) =>
        replicas ? replicas.caughtUp(timeoutMs) : Promise.resolve(),
      async listen(channel, onNotify, onListening) {
        const { stop, firstAttempt } = listenPostgres(config.url, channel, onNotify, onListening);
        stoppers.push(stop);
        // Ready once listening (or once the first try failed and retries began), as PGlite's
        // listen is: an app that answers its first requests before its LISTEN connection is up
        // would keep nothing in its caches for a while, at random.
        await firstAttempt;
        return stop;
      },
      observeQueries: observing(observers),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await Promise.all(stoppers.map((stop) => stop()));
        await replicas?.close();
        await db.destroy();
      },
    };
  }
  const emptyShop = emptyShopFor(config.dataDir, template);
  if (emptyShop && config.dataDir) copyEmptyShop(emptyShop, config.dataDir);
  // Imported here, by the embedded database only, as `pg` is by PostgreSQL: PGlite's modules stay
  // Node's own ES modules beside its WebAssembly (the server's bundle is CommonJS, decision 051).
  const [{ PGlite }, { pg_trgm }, { fuzzystrmatch }] = await Promise.all([
    importModule<typeof import('@electric-sql/pglite')>('@electric-sql/pglite'),
    importModule<typeof import('@electric-sql/pglite/contrib/pg_trgm')>(
      '@electric-sql/pglite/contrib/pg_trgm',
    ),
    importModule<typeof import('@electric-sql/pglite/contrib/fuzzystrmatch')>(
      '@electric-sql/pglite/contrib/fuzzystrmatch',
    ),
  ]);
  const pglite = await PGlite.create({
    dataDir: config.dataDir ?? undefined,
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm, fuzzystrmatch },
    // PostgreSQL's default 128 MB of shared buffers live in the process's own memory here:
    // 32 MB hold a shop's catalogue and its recent orders many times over, and the process
    // stays near 300 MB instead of 400 (decision 040; bench/startup.mjs).
    postgresqlconf: ['shared_buffers=32MB'],
  });
  const observers = new Set<QueryObserver>();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    log: queryLog(observers),
  });
  return {
    db,
    read: db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    replicaStatus: () => Promise.resolve('none'),
    replicasCaughtUp: () => Promise.resolve(),
    async listen(channel, onNotify, onListening) {
      const unlisten = await pglite.listen(channel, onNotify);
      onListening(true);
      return unlisten;
    },
    observeQueries: observing(observers),
    poolStats: () => null,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** How often replicas marked unreachable are tried again besides /api/health (ms). */
const REPLICA_RETRY_MS = 5_000;

interface Replica {
  pool: pg.Pool;
  /** false from a failed connection or ping until a ping succeeds */
  up: boolean;
}

/**
 * The read side over streaming replicas: a pool per replica behind one Kysely whose "pool"
 * hands out a connection from the next answering replica, or from the primary's pool when none
 * answers. A replica that fails to connect is skipped until a ping (every REPLICA_RETRY_MS, or
 * /api/health) finds it back, so one dead replica costs one failed connection, not one per read.
 */
function openReplicas(primary: pg.Pool, urls: string[], observers: Set<QueryObserver>) {
  if (urls.length === 0) return null;
  const replicas: Replica[] = urls.map((url) => {
    const replica: Replica = {
      // Short connection timeout: a read waits this long once before falling back.
      pool: new pg.Pool({
        connectionString: url,
        max: 10,
        options: SESSION_OPTIONS,
        connectionTimeoutMillis: 2_000,
        idleTimeoutMillis: 30_000,
      }),
      up: true,
    };
    replica.pool.on('error', () => {
      replica.up = false;
    });
    return replica;
  });
  let turn = 0;
  const routing: PostgresPool = {
    async connect() {
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[turn++ % replicas.length]!;
        if (!replica.up) continue;
        try {
          return fallingBack(await replica.pool.connect(), replica, primary);
        } catch {
          replica.up = false;
        }
      }
      return primary.connect();
    },
    // The replicas' pools are ended by close(), the primary's by its own Kysely.
    end: async () => {},
  };
  const read = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: routing }),
    log: queryLog(observers),
  });

  const pingAll = () =>
    Promise.all(
      replicas.map(async (replica) => {
        replica.up = await answers(replica.pool.query('select 1'), 2_000);
      }),
    );
  const retry = setInterval(() => {
    if (replicas.some((replica) => !replica.up)) void pingAll();
  }, REPLICA_RETRY_MS);
  retry.unref();

  return {
    read,
    async status(): Promise<ReplicaStatus> {
      await pingAll();
      return replicas.every((replica) => replica.up) ? 'ok' : 'unreachable';
    },
    async caughtUp(timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
      const lsn = rows[0]!.lsn;
      await Promise.all(
        replicas.map(async (replica) => {
          while (replica.up && Date.now() < deadline) {
            // null: not in recovery (not a standby), so nothing to wait for.
            const replayed = await replica.pool
              .query<{ done: boolean | null }>(
                'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
                [lsn],
              )
              .then((result) => result.rows[0]!.done !== false)
              .catch(() => true);
            if (replayed) return;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }),
      );
    },
    async close() {
      clearInterval(retry);
      await read.destroy();
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

/**
 * A replica's connection whose statement, when the replica fails under it (connection lost,
 * shutting down, or cancelled by a conflict with recovery), is run again on the primary: reads
 * on `read` are single statements outside transactions, so running one again is safe.
 */
function fallingBack(client: pg.PoolClient, replica: Replica, primary: pg.Pool) {
  let broken = false;
  // The pool listens for errors of idle connections only; a checked-out one that loses its
  // server emits one too, which must not crash the process.
  const onError = () => {
    broken = true;
    replica.up = false;
  };
  client.on('error', onError);
  const wrapped = {
    async query(text: string, values: unknown[]) {
      try {
        return await client.query(text, values);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const conflict = code === '40001';
        const lost = typeof code !== 'string' || code.startsWith('08') || code.startsWith('57P');
        if (!conflict && !lost) throw error;
        if (lost) onError();
        return primary.query(text, values);
      }
    },
    release: () => {
      client.off('error', onError);
      // A broken connection is closed, not given back to the pool.
      client.release(broken);
    },
  };
  // Kysely uses query(text, values) only, never a cursor, for these reads.
  return wrapped as unknown as PostgresPoolClient;
}

/**
 * A dedicated connection that LISTENs, reconnecting after a drop (every 1 s until it works).
 * `firstAttempt` settles when the first connection listens or fails.
 */
function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: (listening: boolean) => void,
): { stop: () => Promise<void>; firstAttempt: Promise<void> } {
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
  const firstAttempt = connect();
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
  return { stop, firstAttempt };
}

function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  return answers(sql`select 1`.execute(db), timeoutMs);
}

/** Whether the query succeeds within the timeout. */
async function answers(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query.then(() => true).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
