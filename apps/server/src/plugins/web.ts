// Serves the built React app and the catalogue images. Every path that is not an API call or a
// file falls back to index.html, so /shop, /cart, ... load on refresh (DESIGN.md §1); a path
// that is no page of the app gets the same index.html, where the app shows its 404 page, with
// status 404 (issue 12 item 4).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@harit/core/pages';
import type { FastifyInstance } from 'fastify';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  // Product and category illustrations and the placeholder: content never changes per name.
  await app.register(fastifyStatic, {
    root: path.join(locatePublicDir(), 'images'),
    prefix: '/images/',
    decorateReply: false,
    maxAge: '1d',
  });

  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Hashed asset names can be cached for a year; index.html never.
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && hasWeb) {
      return reply
        .status(isPagePath(request.url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url}` });
  });
}

/** public/ sits beside src/ in the source tree and beside dist/ once built. */
function locatePublicDir(): string {
  if (existsSync(PUBLIC_DIR)) return PUBLIC_DIR;
  return path.resolve(import.meta.dirname, '../../public');
}
