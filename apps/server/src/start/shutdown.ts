// A stop that drops no request (decision 070). On SIGTERM:
// 1. /api/health/ready answers 503 at once, while every request is still served: a load
//    balancer that checks readiness stops sending new ones within its check interval;
// 2. after SHUTDOWN_DRAIN_MS (that interval), the listener closes: no new connections, idle
//    keep-alive connections closed (and each one that becomes idle), the requests in flight
//    finish, and a request arriving on a connection still open is served, not refused;
// 3. requests still running after SHUTDOWN_TIMEOUT_MS are cut off (a stuck one must not hold up
//    a deploy for ever);
// 4. the app's onClose hooks stop the mail worker and the payment sweeper, which give back or
//    finish what they hold, and the database closes last.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';

export interface ShutdownDeps {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: { draining: boolean };
  drainMs: number;
  timeoutMs: number;
  /** Closed after the database, e.g. the metrics listener (scraped until the very end). */
  alsoClose?: () => Promise<void>;
}

export interface Shutdown {
  /** `immediate`: no drain delay (Ctrl-C at a terminal, where no load balancer waits). */
  (reason: string, options?: { immediate?: boolean }): Promise<void>;
  /** Requests being answered now. */
  inFlight(): number;
}

/**
 * The stop, once: calling it again returns the same promise. Call it before the app is ready
 * (it counts requests with hooks).
 */
export function createShutdown({
  app,
  database,
  lifecycle,
  drainMs,
  timeoutMs,
  alsoClose,
}: ShutdownDeps): Shutdown {
  let inFlight = 0;
  // Counted down when the raw response closes: onResponse does not run for a request whose
  // client went away, 'close' does in every case.
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
  });
  let stopping: Promise<void> | null = null;
  const shutdown = (reason: string, { immediate = false } = {}): Promise<void> => {
    stopping ??= (async () => {
      lifecycle.draining = true;
      app.log.info({ reason, drainMs, inFlight }, 'stopping: not ready, still answering');
      if (!immediate) await sleep(drainMs);
      app.log.info({ inFlight }, 'stopping: no new connections, finishing requests in flight');
      // Fastify closes the listener, then waits for the server's connections to end before
      // its onClose hooks (workers) run. A keep-alive connection that went idle after the close
      // began would otherwise be held until its timeout: closed as soon as it is idle.
      const serverClosed = new Promise<true>((resolve) =>
        app.server.once('close', () => resolve(true)),
      );
      const closed = app.close();
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      const finished = await Promise.race([serverClosed, sleep(timeoutMs, false, { ref: false })]);
      clearInterval(idle);
      if (!finished) {
        app.log.warn({ inFlight, timeoutMs }, 'stopping: requests still running cut off');
        app.server.closeAllConnections();
      }
      await closed;
      await database.close();
      await alsoClose?.();
      app.log.info('stopped');
    })();
    return stopping;
  };
  return Object.assign(shutdown, { inFlight: () => inFlight });
}
