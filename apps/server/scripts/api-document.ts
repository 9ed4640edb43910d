// The OpenAPI document as the server builds it (decision 072), without listening: an app on an
// in-memory database, asked for its document, closed. `npm run api:types` writes the e2e's
// typed client from it (e2e/support/api-types.ts); the contract tests read it the same way.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { createServer } from '../src/server.ts';

/** The address the checked-in document's `servers` names: a start sets PUBLIC_URL's. */
export const DOCUMENT_PUBLIC_URL = 'http://localhost:3000';

export async function apiDocument(
  publicUrl = DOCUMENT_PUBLIC_URL,
): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: 'a-secret-for-building-the-api-document-only',
    SEED_DEMO: 'false',
  });
  const { app, database } = await createServer(config, {
    mailer: { send: async () => {} },
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(await apiDocument(), null, 2)}\n`);
}
