// Operating the shop (decision 070): Prometheus metrics on their own listener, liveness and
// readiness, a graceful stop that finishes the requests in flight, migrations as a step.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL (pool gauges there).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { missingMigrations } from '../src/db/migrate.ts';
import { enqueueMail, startMailWorker } from '../src/mail/outbox.ts';
import { listenForMetrics } from '../src/plugins/metrics.ts';
import { applyMigrations, createServer, MigrationsPendingError } from '../src/server.ts';
import { createShutdown } from '../src/start/shutdown.ts';
import { eventually } from './eventually.ts';
import { freshPostgres } from './fresh-postgres.mjs';
import { PUBLIC_URL, TEST_ENV } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Tests that build servers of their own: a start takes tens of seconds on a busy machine. */
const START_TIMEOUT_MS = 180_000;
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
      ...TEST_ENV,
      SEED_DEMO: 'false',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    false,
  );
}

/**
 * Starts `server` on a free port of this machine with a graceful stop waiting as `waits` say:
 * the stop, and the address to fetch from.
 */
async function listening(
  server: Awaited<ReturnType<typeof createServer>>,
  waits: { drainMs: number; timeoutMs: number },
) {
  const { app, database, lifecycle } = server;
  const shutdown = createShutdown({ app, database, lifecycle, ...waits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { shutdown, base: `http://127.0.0.1:${port}` };
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
    // Behind a proxy on loopback (inject's address): X-Forwarded-For names the client.
    server = await createServer(
      config({ METRICS_PORT: '0', AUTH_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' }),
    );
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
    const signIn = (client: string, email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, 'x-forwarded-for': client },
        payload: { email, password: 'not-the-password-1' },
      });
    // At once, so that all fall in one 10 s window however busy the machine is.
    const statuses = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await signIn('203.0.113.7', 'nobody@example.in')).statusCode,
      ),
    );
    expect(statuses).toContain(429);
    // Another shopper behind the same proxy has a limit of their own (TRUST_PROXY).
    expect((await signIn('198.51.100.20', 'somebody@example.in')).statusCode).not.toBe(429);
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
  it(
    'is live and ready; not ready, still answering, while draining; finishes a slow request',
    async () => {
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
      // Long enough for the checks below on a busy machine; the test waits for its end anyway.
      const { shutdown, base } = await listening(server, { drainMs: 2_000, timeoutMs: 10_000 });

      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });

      const slow = fetch(`${base}/test/slow`);
      slow.catch(() => {}); // awaited below; a failure before then is the test's own
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
      const refused = await eventually(
        () =>
          fetch(`${base}/api/health/live`, { headers: { connection: 'close' } }).then(
            () => 'answered',
            () => 'refused',
          ),
        (result) => result === 'refused',
        20_000,
      );
      expect(refused).toBe('refused');
      release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ finished: true });
      await stopped;
      // The database is closed last.
      expect(await server.database.ping(500)).toBe(false);
    },
    START_TIMEOUT_MS,
  );

  it(
    'cuts off a request still running after the bounded wait',
    async () => {
      const server = await createServer(config());
      server.app.get('/test/stuck', () => new Promise(() => {}));
      const { shutdown, base } = await listening(server, { drainMs: 0, timeoutMs: 200 });
      const stuck = fetch(`${base}/test/stuck`).then(
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
    },
    START_TIMEOUT_MS,
  );
});

describe('migrations as a step (MIGRATE_ON_START=false); the mail worker at a stop', () => {
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

  it(
    'refuses to start on a database that lacks migrations, and starts once they are applied',
    async () => {
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
    },
    START_TIMEOUT_MS,
  );

  it(
    'gives a mail being sent back at a stop, due at once for another instance',
    async () => {
      // A send that never ends (an SMTP server that stopped answering).
      let attempts = 0;
      const mailer = {
        send: () => {
          attempts++;
          return new Promise<void>(() => {});
        },
      };
      const worker = await startMailWorker({
        database,
        mailer,
        publicUrl: PUBLIC_URL,
        options: {
          retryBaseMs: 1_000,
          maxAttempts: 3,
          pollMs: 100,
          leaseMs: 60_000,
          startDelayMs: 0,
        },
        log: { warn() {}, error() {} },
      });
      const key = `stop:${randomUUID()}`;
      await enqueueMail(database.db, {
        key,
        to: 'asha@example.in',
        template: 'order-delivered',
        data: { name: 'Asha', orderNumber: '1234567890' },
      });
      worker.wake();
      expect(
        await eventually(
          async () => attempts,
          (n) => n === 1,
        ),
      ).toBe(1);
      // Waits for the send (up to 5 s), then gives its claim back instead of holding it a minute.
      await worker.stop();
      const row = await database.db
        .selectFrom('outbox_mails')
        .select(['status', 'attempts', sql<boolean>`next_attempt_at <= now()`.as('due')])
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'pending', attempts: 0, due: true });
    },
    START_TIMEOUT_MS,
  );
});
