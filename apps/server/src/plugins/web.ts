// Serves the built React app and the catalogue images. Every path that is not an API call or a
// file falls back to index.html, so /shop, /cart, ... load on refresh (DESIGN.md §1); a path
// that is no page of the app gets the same index.html, where the app shows its 404 page, with
// status 404 (issue 12 item 4). A product page is a page only for a product that exists
// (issue 14), so /product/<unknown-slug> answers 404 too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPage } from '@harit/core/pages';
import type { FastifyInstance } from 'fastify';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

export interface WebOptions {
  /** Whether a product has this slug (features/catalog/product-pages.ts). */
  productPageExists?: (slug: string) => Promise<boolean>;
}

export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  { productPageExists }: WebOptions = {},
): Promise<void> {
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

  /** Whether the app has a page at this URL: a listed page, and for a product, a known slug. */
  async function pageExists(url: string): Promise<boolean> {
    const match = matchPage(url);
    if (match?.page === 'product/:slug' && productPageExists) {
      return productPageExists(match.params.slug ?? '');
    }
    return match !== null;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && hasWeb) {
      const exists = await pageExists(request.url);
      if (!exists) {
        // A page that was there before (an archived product, issue 15): the browser's copy
        // must not turn this 404 into an empty "not modified" answer, which Chromium shows as
        // its own error page instead of the app's.
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
      return reply
        .status(exists ? 200 : 404)
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
