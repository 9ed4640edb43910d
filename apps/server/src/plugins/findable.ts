// sitemap.xml and robots.txt (decision 034): what search engines read first.
// Absolute URLs under config.publicUrl, the address shoppers use; the texts are core's builders,
// the catalogue's part comes from catalog's service (passed in, as web.ts gets its product check).
import { robotsTxt, type SitemapCatalogue, sitemapEntries, sitemapXml } from '@harit/core/findable';
import type { FastifyInstance } from 'fastify';

export interface FindableOptions {
  publicUrl: string;
  /** Every product on sale and every category (features/catalog/service.ts). */
  catalogue: () => Promise<SitemapCatalogue>;
}

/** Crawlers fetch these often; a few minutes' delay before a new product is listed is fine. */
const CACHE_CONTROL = 'public, max-age=300';

export async function registerFindable(
  app: FastifyInstance,
  { publicUrl, catalogue }: FindableOptions,
): Promise<void> {
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(sitemapXml(sitemapEntries(publicUrl, await catalogue()))),
  );
}
