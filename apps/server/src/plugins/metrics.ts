// Prometheus metrics (decision 070): one registry per server, served on METRICS_PORT by a
// listener of its own (never the public port, so the shop's visitors cannot read them). Names
// follow Prometheus' conventions: `harit_` prefix, `_seconds`, `_total`, base units. Labels
// carry route templates, methods, status codes and outcomes only, never user data (no raw URL,
// no e-mail, no id). The default metrics (event-loop lag, heap, RSS, …) keep prom-client's
// standard names, which dashboards and alerts everywhere already know.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the scrape reads from the database and the workers at the moment it is made. */
export interface MetricsSources {
  /** Connections of the primary's pool: null on the embedded database (no pool). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Pending mail in the outbox and the age of the oldest (seconds; 0 when none). */
  outbox(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** Card and UPI orders whose payment window ended and that the sweeper has not cancelled. */
  unpaidOrdersDue(): Promise<number>;
  /** 'unreachable' when a replica of DATABASE_READ_URL does not answer. */
  replicaStatus(): Promise<'none' | 'ok' | 'unreachable'>;
}

/** Request duration buckets (seconds): a shop's answers are milliseconds to a few seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The label of a request that matched no route (a 404 before any handler): one value, not the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

export function createMetrics({ defaults = true }: { defaults?: boolean } = {}) {
  const registry = new Registry();
  const registers = [registry];
  if (defaults) collectDefaultMetrics({ register: registry });
  let sources: MetricsSources | null = null;

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'harit_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status code',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'harit_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route template, method and status code',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'harit_db_query_duration_seconds',
      help: 'Time a database statement took, by outcome (ok or error)',
      labelNames: ['outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
    catalogueCache: new Counter({
      name: 'harit_catalogue_cache_lookups_total',
      help: 'Catalogue answer cache look-ups, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'harit_page_cache_lookups_total',
      help: 'Rendered public page cache look-ups, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    identityThrottled: new Counter({
      name: 'harit_identity_throttled_total',
      help: 'Identity requests refused by a rate limit or an account lock (429), by route template',
      labelNames: ['route'] as const,
      registers,
    }),
    sweeperRuns: new Counter({
      name: 'harit_payment_sweeper_runs_total',
      help: 'Payment sweeper passes, by outcome (ok or error)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    /** Sources the scrape-time gauges read; set once the database and workers exist. */
    setSources(next: MetricsSources) {
      sources = next;
    },
    /** The text a scrape gets. */
    async text(): Promise<string> {
      return registry.metrics();
    },
  };

  // Read when scraped. A source that fails (the database away) leaves the last value: the
  // scrape still answers, and the failing requests show in the other metrics.
  new Gauge({
    name: 'harit_db_pool_connections_in_use',
    help: 'Connections of the primary pool checked out by a query or transaction',
    registers,
    collect() {
      const pool = sources?.pool();
      if (pool) this.set(pool.total - pool.idle);
    },
  });
  new Gauge({
    name: 'harit_db_pool_waiting_requests',
    help: 'Queries and transactions waiting for a connection of the primary pool',
    registers,
    collect() {
      const pool = sources?.pool();
      if (pool) this.set(pool.waiting);
    },
  });
  new Gauge({
    name: 'harit_db_replica_unreachable',
    help: '1 while a replica of DATABASE_READ_URL does not answer (its reads go elsewhere), else 0',
    registers,
    async collect() {
      const status = await sources?.replicaStatus().catch(() => null);
      if (status) this.set(status === 'unreachable' ? 1 : 0);
    },
  });
  const outboxPending = new Gauge({
    name: 'harit_mail_outbox_pending',
    help: 'Mails in the outbox not yet sent (due or waiting for a retry)',
    registers,
  });
  new Gauge({
    name: 'harit_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail in the outbox not yet sent (0 when none)',
    registers,
    async collect() {
      const backlog = await sources?.outbox().catch(() => null);
      if (!backlog) return;
      outboxPending.set(backlog.pending);
      this.set(backlog.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'harit_payment_unpaid_orders_due',
    help: 'Card and UPI orders whose payment window has ended unpaid and which are not yet cancelled',
    registers,
    async collect() {
      const due = await sources?.unpaidOrdersDue().catch(() => null);
      if (typeof due === 'number') this.set(due);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts every answer by its route template (`/api/products/:id`, not the address asked for),
 * method and status; 429s of identity routes as throttling; the page cache's hits and misses
 * from the Server-Timing entry plugins/web.ts writes. Registered first, on the root, so it sees
 * every route.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429 && route.startsWith('/api/auth')) {
      metrics.identityThrottled.inc({ route });
    }
    const timing = reply.getHeader('server-timing');
    if (typeof timing === 'string') {
      if (timing.includes('page-cache;desc=hit')) metrics.pageCache.inc({ result: 'hit' });
      else if (timing.includes('page-cache;desc=miss')) metrics.pageCache.inc({ result: 'miss' });
    }
  });
}

/** Wraps a cache's `get` so each look-up counts as a hit or a miss. */
export function countLookups<Cache extends { get(key: string): unknown }>(
  cache: Cache,
  counter: Counter<'result'>,
): Cache {
  const get = cache.get.bind(cache);
  cache.get = ((key: string) => {
    const found = get(key);
    counter.inc({ result: found === undefined ? 'miss' : 'hit' });
    return found;
  }) as Cache['get'];
  return cache;
}

/**
 * The metrics listener: GET /metrics (any path answers the same) in Prometheus' text format,
 * on its own port, so it is never reachable through the public one.
 */
export async function listenForMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<Server & { port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return Object.assign(server, {
    port: typeof address === 'object' && address ? address.port : port,
  });
}
