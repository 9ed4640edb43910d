// Operating the shop (decision 070): Prometheus metrics on their own listener, liveness and
// readiness, a graceful stop that finishes the requests in flight, migrations as a step.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL (pool gauges there).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { missingMigrations } from '../src/db/migrate.ts';
import { listenForMetrics } from '../src/plugins/metrics.ts';
import { applyMigrations, createServer, MigrationsPendingError } from '../src/server.ts';
import { createShutdown } from '../src/start/shutdown.ts';
import { eventually } from './eventually.ts';
import { freshPostgres } from './fresh-postgres.mjs';
import { PUBLIC_URL } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let postgres: Awaited<ReturnType<typeof freshPostgres>> | null = null;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) postgres = await freshPostgres(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await postgres?.drop();
});

function config(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      SEED_DEMO: 'false',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    false,
  );
}

/** Parses Prometheus' text format into `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

describe('metrics', () => {
  let server: Awaited<ReturnType<typeof createServer>>;
  let listener: Awaited<ReturnType<typeof listenForMetrics>>;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    server = await createServer(config({ METRICS_PORT: '0', AUTH_RATE_LIMIT: '2' }));
    await server.app.ready();
    listener = await listenForMetrics(server.metrics!, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await server.app.close();
    await server.database.close();
  });

  it('counts requests by route template, method and status, never by the address asked', async () => {
    const inject = (url: string) => server.app.inject({ method: 'GET', url });
    for (let i = 0; i < 3; i++) expect((await inject('/api/health/live')).statusCode).toBe(200);
    const missing = await inject('/api/products/no-such-product-4711');
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    const values = samples(text);
    expect(
      values.get('harit_http_requests_total{route="/api/health/live",method="GET",status="200"}'),
    ).toBe(3);
    expect(
      values.get(
        'harit_http_request_duration_seconds_count{route="/api/health/live",method="GET",status="200"}',
      ),
    ).toBe(3);
    expect(
      values.get('harit_http_requests_total{route="/api/products/:id",method="GET",status="404"}'),
    ).toBe(1);
    // The address asked for is no label: no id, no e-mail, no query string in the metrics.
    expect(text).not.toContain('no-such-product-4711');
  });

  it('times database statements and reads the outbox, the sweeper and the pool when scraped', async () => {
    const values = samples(await scrape());
    expect(values.get('harit_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(values.get('harit_mail_outbox_pending')).toBe(0);
    expect(values.get('harit_mail_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(values.get('harit_payment_unpaid_orders_due')).toBe(0);
    expect(values.get('harit_db_replica_unreachable')).toBe(0);
    // The sweeper's pass, run now as its timer would: counted.
    await server.paymentSweeper.sweep();
    const after = samples(await scrape());
    expect(after.get('harit_payment_sweeper_runs_total{outcome="ok"}')).toBeGreaterThanOrEqual(1);
    if (onPostgres) {
      expect(after.get('harit_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(after.get('harit_db_pool_waiting_requests')).toBe(0);
    }
  });

  it('counts catalogue cache hits and misses, and identity throttling', async () => {
    const before = samples(await scrape());
    const hits = () => before.get('harit_catalogue_cache_lookups_total{result="hit"}') ?? 0;
    const startHits = hits();
    // The cache is trusted once its change notifications arrive; the same list is then a hit.
    const after = await eventually(
      async () => {
        await server.app.inject({ method: 'GET', url: '/api/products?limit=3' });
        await server.app.inject({ method: 'GET', url: '/api/products?limit=3' });
        return samples(await scrape());
      },
      (values) =>
        (values.get('harit_catalogue_cache_lookups_total{result="hit"}') ?? 0) > startHits,
    );
    expect(after.get('harit_catalogue_cache_lookups_total{result="hit"}')).toBeGreaterThan(
      startHits,
    );
    expect(after.get('harit_catalogue_cache_lookups_total{result="miss"}')).toBeGreaterThan(0);

    // AUTH_RATE_LIMIT=2: the third sign-in from one address within 10 s is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL },
        payload: { email: 'nobody@example.in', password: 'not-the-password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const text = await scrape();
    const throttled = [...samples(text)].filter(([key]) =>
      key.startsWith('harit_identity_throttled_total{'),
    );
    expect(throttled.reduce((sum, [, value]) => sum + value, 0)).toBe(
      statuses.filter((status) => status === 429).length,
    );
    expect(text).not.toContain('nobody@example.in');
  });

  it('has the default process metrics: event-loop lag, heap, resident memory', async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('is not served on the public port', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).not.toContain('harit_http_requests_total');
  });

  it('is off without METRICS_PORT', async () => {
    const plain = await createServer(config(), { database: server.database });
    expect(plain.metrics).toBeNull();
    await plain.app.close();
  });
});

describe('health and a graceful stop', () => {
  it('is live and ready; not ready, still answering, while draining; finishes a slow request', async () => {
    const server = await createServer(config());
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A request that takes as long as the test says: in flight when the stop begins.
    server.app.get('/test/slow', async () => {
      await released;
      return { finished: true };
    });
    const shutdown = createShutdown({
      app: server.app,
      database: server.database,
      lifecycle: server.lifecycle,
      drainMs: 300,
      timeoutMs: 10_000,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const slow = fetch(`${base}/test/slow`);
    await eventually(
      async () => shutdown.inFlight(),
      (n) => n === 1,
    );
    const stopped = shutdown('SIGTERM');
    // Draining: readiness says no at once, every other request is still answered.
    const draining = await fetch(`${base}/api/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // After the drain delay the listener takes no new connections; the slow one goes on.
    await eventually(
      () =>
        fetch(`${base}/api/health/live`, { headers: { connection: 'close' } }).then(
          () => 'answered',
          () => 'refused',
        ),
      (result) => result === 'refused',
    );
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await stopped;
    // The database is closed last.
    expect(await server.database.ping(500)).toBe(false);
  });

  it('cuts off a request still running after the bounded wait', async () => {
    const server = await createServer(config());
    server.app.get('/test/stuck', () => new Promise(() => {}));
    const shutdown = createShutdown({
      app: server.app,
      database: server.database,
      lifecycle: server.lifecycle,
      drainMs: 0,
      timeoutMs: 200,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stuck = fetch(`http://127.0.0.1:${port}/test/stuck`).then(
      () => 'answered',
      () => 'cut off',
    );
    await eventually(
      async () => shutdown.inFlight(),
      (n) => n === 1,
    );
    const started = Date.now();
    await shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck).toBe('cut off');
  });
});

describe('migrations as a step (MIGRATE_ON_START=false)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // A database of its own: on PostgreSQL, another fresh one.
    const own =
      postgres && process.env.TEST_DATABASE_URL
        ? await freshPostgres(process.env.TEST_DATABASE_URL)
        : null;
    database = await openDatabase(config(own ? { DATABASE_URL: own.url } : {}).database);
    return async () => {
      await database.close();
      await own?.drop();
    };
  });

  it('refuses to start on a database that lacks migrations, and starts once they are applied', async () => {
    const settings = config({ MIGRATE_ON_START: 'false' });
    expect((await missingMigrations(database.db)).length).toBeGreaterThan(0);
    await expect(createServer(settings, { database })).rejects.toBeInstanceOf(
      MigrationsPendingError,
    );
    await applyMigrations(settings, database);
    expect(await missingMigrations(database.db)).toEqual([]);
    const server = await createServer(settings, { database });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    await server.app.close();
    await sleep(0);
  });
});
