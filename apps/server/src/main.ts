// config → database → migrations → catalogue → listen → demo accounts (decision 040).
import { ConfigError, loadConfig } from './config.ts';
import { loadPinCodes } from './features/account/pin-codes.ts';
import { activePaymentProvider, describePayments } from './features/payments/providers/index.ts';
import { listenForMetrics } from './plugins/metrics.ts';
import { createServer, MigrationsPendingError } from './server.ts';
import { announceListening } from './start/launcher-hooks.ts';
import { createShutdown } from './start/shutdown.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, database, seedDemo, metrics, lifecycle } = await createServer(config, {
    deferDemo: true,
  });
  // Metrics on their own listener, never the public port (decision 070).
  const metricsServer =
    metrics && config.metrics
      ? await listenForMetrics(metrics, config.metrics.port, config.metrics.host)
      : null;

  // Graceful stop (decision 070): not ready at once, the listener closed after the load
  // balancer's check interval, the requests in flight finished (bounded), the workers stopped,
  // the database closed, so a deploy never turns an acknowledged write into an error.
  const shutdown = createShutdown({
    app,
    database,
    lifecycle,
    drainMs: config.shutdown.drainMs,
    timeoutMs: config.shutdown.timeoutMs,
    alsoClose: metricsServer
      ? () => new Promise<void>((resolve) => metricsServer.close(() => resolve()))
      : undefined,
  });
  const stop = (signal: string) =>
    shutdown(signal, { immediate: signal === 'SIGINT' }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Ctrl-C at a terminal: no load balancer to wait for, no drain delay.
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The launcher (dist/main.js) keeps what V8 compiled for this start, for the next (decision 051).
  announceListening();
  // The demo accounts once the shop answers (sign-ins wait for them), then the PIN directory,
  // read now rather than in the first checkout.
  void seedDemo().then(() => setImmediate(loadPinCodes));
  if (metricsServer) {
    app.log.info(`Metrics at http://${config.metrics?.host}:${metricsServer.port}/metrics`);
  }
  app.log.info(
    `Harit is ready at ${config.publicUrl} (${database.kind}, started in ${Math.round(performance.now() - startedAt)} ms)`,
  );
  // Who takes card and UPI payments (decision 056); a warning when nobody does, so a shop that
  // forgot its provider's keys learns it from its own start log, not from its customers.
  const online = activePaymentProvider(config.payments) !== null;
  app.log[online ? 'info' : 'warn'](`Payments: ${describePayments(config.payments)}`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MigrationsPendingError;
  console.error(known ? error.message : error);
  process.exit(1);
});
