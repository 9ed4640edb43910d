// config → database → migrations → seed → listen.
import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './server.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, database } = await createServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Harit is ready at ${config.publicUrl} (${database.kind}, started in ${Math.round(performance.now() - startedAt)} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
