import { idSchema, productQuerySchema } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import type { CatalogRepository } from './repository.ts';

/** SPEC.md §7 catalogue calls, under /api/products. Public: browsing needs no sign-in. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogRepository }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'In-stock products, filtered by category (name or slug) and search',
        querystring: productQuerySchema,
      },
    },
    async (request, reply) => {
      const { items, total } = await catalog.listProducts(request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/products/featured',
    { schema: { tags: ['catalogue'], summary: 'Featured products' } },
    async () => catalog.featuredProducts(),
  );

  app.get(
    '/products/categories',
    { schema: { tags: ['catalogue'], summary: 'All categories' } },
    async () => catalog.categories(),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id or slug',
        params: z.object({ id: idSchema }),
      },
    },
    async (request) => {
      const product = await catalog.productById(request.params.id);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );
};
