// config → database → migrations → catalogue → listen → demo accounts (decision 040).
import { ConfigError, loadConfig } from './config.ts';
import { loadPinCodes } from './features/account/pin-codes.ts';
import { activePaymentProvider, describePayments } from './features/payments/providers/index.ts';
import { createServer } from './server.ts';
import { announceListening } from './start/launcher-hooks.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, database, seedDemo } = await createServer(config, { deferDemo: true });

  // Graceful stop: no new requests, let the ones in flight finish (up to 10 s), then close the
  // database, so a deploy or Ctrl-C never turns an acknowledged write into an error.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const closed = app.close();
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await closed;
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The launcher (dist/main.js) keeps what V8 compiled for this start, for the next (decision 051).
  announceListening();
  // The demo accounts once the shop answers (sign-ins wait for them), then the PIN directory,
  // read now rather than in the first checkout.
  void seedDemo().then(() => setImmediate(loadPinCodes));
  app.log.info(
    `Harit is ready at ${config.publicUrl} (${database.kind}, started in ${Math.round(performance.now() - startedAt)} ms)`,
  );
  // Who takes card and UPI payments (decision 056); a warning when nobody does, so a shop that
  // forgot its provider's keys learns it from its own start log, not from its customers.
  const online = activePaymentProvider(config.payments) !== null;
  app.log[online ? 'info' : 'warn'](`Payments: ${describePayments(config.payments)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
