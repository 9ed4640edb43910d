import { category, productSuggestions } from '@harit/core/api/catalog';
import { errorAnswers, notModified } from '@harit/core/api/common';
import { product } from '@harit/core/api/product';
import {
  idSchema,
  languageQuery,
  productQuerySchema,
  relatedQuerySchema,
  suggestionQuerySchema,
} from '@harit/core/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import {
  type CachedEntry,
  type CachedResponse,
  type CatalogCache,
  productIdsShown,
} from './cache.ts';
import type { CatalogRepository } from './repository.ts';

/**
 * Where an answer came from, in its X-Cache header (decision 049): the cache as stored, the
 * cache with its products' stock read again after an order changed it, or computed now.
 */
type CacheSource = 'hit' | 'stock' | 'miss';

/**
 * SPEC.md §7 catalogue calls, under /api/products. Public: browsing needs no sign-in. Each takes
 * `lang`: `hi` answers with the Hindi names and descriptions, English where a product
 * has none. The cache is keyed by the whole URL, so the two languages never share an answer.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogRepository;
  cache: CatalogCache;
  /** Each product's stock now, read from the primary (decision 049); unknown ids absent. */
  stocks: (ids: readonly string[]) => Promise<Map<string, number>>;
}> = async (app, { catalog, cache, stocks }) => {
  /**
   * Answers from the cache (or 304 when the client's ETag still matches), else computes the
   * body once, caches it and answers; X-Cache says which. Clients revalidate on every use
   * (no-cache), so a change is seen at once.
   */
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    response: CachedResponse,
    source: CacheSource,
  ) {
    reply
      .header('ETag', response.etag)
      .header('Cache-Control', 'no-cache')
      .header('X-Cache', source);
    for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
    if (request.headers['if-none-match'] === response.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(response.body);
  }

  async function cached(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
  ) {
    const generation = cache.generation();
    const { body, headers } = await compute();
    const json = JSON.stringify(body);
    const response = cache.set(request.url, generation, json, headers, productIdsShown(body));
    return send(request, reply, response, 'miss');
  }

  /**
   * A cached answer whose products' stock changed since (an order): the same answer with the
   * stock read now, one small query instead of the whole listing. Requests arriving together
   * share one read, as long as no further change came in since it began.
   */
  const patching = new WeakMap<
    CachedEntry,
    { generation: number; patched: Promise<CachedResponse | undefined> }
  >();
  function withStocksNow(key: string, entry: CachedEntry) {
    const generation = cache.generation();
    const pending = patching.get(entry);
    if (pending?.generation === generation) return pending.patched;
    const patched = stocks([...entry.products]).then((now) =>
      cache.withStocks(key, entry, generation, now),
    );
    patching.set(entry, { generation, patched });
    return patched;
  }

  // A URL answered before is answered straight from the cache, before parsing and validating
  // the query again: only URLs that once passed validation are ever in the cache.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.get(request.url);
    if (!hit) return;
    if (!hit.stockChanged) return send(request, reply, hit, 'hit');
    const patched = await withStocksNow(request.url, hit);
    // A product it showed is gone: the route computes the answer afresh.
    if (patched) return send(request, reply, patched, 'stock');
  });

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Products (out of stock last), filtered by category (name or slug), search, price ' +
          '(rupees, with GST as the shop shows it: priceWithGst), rating, stock and discount; ' +
          'sorted by relevance (default with a search), popularity (default without), ' +
          'price-asc, price-desc (both on priceWithGst), discount, rating or co2; ' +
          'X-Total-Count gives the total, counted up to 1000: beyond it X-Total-At-Least: true ' +
          'says there are more; X-Next-Cursor, when present, is the next page (cursor=…; ' +
          'offset keeps working); X-Search-Corrected, when the search as typed found nothing, ' +
          'is the typo-corrected search the results are for (URI-encoded: it may be Hindi); ' +
          'X-Search-Partial: "2/3" when no product matches every word and these match 2 of the ' +
          "search's 3 words",
        operationId: 'listProducts',
        querystring: productQuerySchema,
        response: { 200: z.array(product), 304: notModified },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const { items, total, totalAtLeast, nextCursor, correctedSearch, partialMatch } =
          await catalog.listProducts(request.query);
        const headers: Record<string, string> = { 'X-Total-Count': String(total) };
        if (totalAtLeast) headers['X-Total-At-Least'] = 'true';
        if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
        if (correctedSearch) headers['X-Search-Corrected'] = encodeURIComponent(correctedSearch);
        if (partialMatch)
          headers['X-Search-Partial'] = `${partialMatch.matched}/${partialMatch.of}`;
        return { body: items, headers };
      }),
  );

  app.get(
    '/products/featured',
    {
      schema: {
        operationId: 'listFeaturedProducts',
        tags: ['catalogue'],
        summary: 'Featured products',
        querystring: languageQuery,
        response: { 200: z.array(product), 304: notModified },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        body: await catalog.featuredProducts(request.query.lang),
      })),
  );

  app.get(
    '/products/categories',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['catalogue'],
        summary: 'All categories',
        querystring: languageQuery,
        response: { 200: z.array(category), 304: notModified },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        body: await catalog.categories(request.query.lang),
      })),
  );

  app.get(
    '/products/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Suggestions as you type: products and categories with name words starting with the ' +
          'typed words, at most 6 + 3',
        operationId: 'getProductSuggestions',
        querystring: suggestionQuerySchema,
        response: { 200: productSuggestions, 304: notModified },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        body: await catalog.suggestions(request.query.q, request.query.lang),
      })),
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Related products of one product (by id or slug): others of its category, in stock ' +
          'and most popular first; limit 1–12, 4 by default',
        params: z.object({ id: idSchema }),
        operationId: 'listRelatedProducts',
        querystring: relatedQuerySchema,
        response: { 200: z.array(product), 304: notModified, ...errorAnswers(404) },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const { limit, lang } = request.query;
        const related = await catalog.relatedProducts(request.params.id, limit, lang);
        if (!related) throw notFound('Product not found');
        return { body: related };
      }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'getProduct',
        summary: 'One product by id or slug, in stock or not; 404 when there is none',
        response: { 200: product, 304: notModified, ...errorAnswers(404) },
        params: z.object({ id: idSchema }),
        querystring: languageQuery,
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const product = await catalog.productById(request.params.id, request.query.lang);
        if (!product) throw notFound('Product not found');
        return { body: product };
      }),
  );
};
