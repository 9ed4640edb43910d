import { errorAnswers, noContent } from '@harit/core/api/common';
import { adminIdParams } from '@harit/core/catalog-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { askToBeTold, isWaiting } from './stock-alerts.ts';

const security = [{ bearer: [] }];

/** Back in stock (decision 074): a signed-in shopper asks to be told when a product returns. */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The one guard of user-scoped routes: a token, and no other user's id in the request.
  guardUserRoutes(app);
  app.get(
    '/products/:id/back-in-stock',
    {
      schema: {
        tags: ['catalog'],
        security,
        operationId: 'getBackInStockRequest',
        summary: 'Whether the caller waits to be told when this product is back in stock',
        params: adminIdParams,
        response: { 200: z.object({ waiting: z.boolean() }) },
      },
    },
    async (request) => ({ waiting: await isWaiting(db, request.user!.id, request.params.id) }),
  );

  app.post(
    '/products/:id/back-in-stock',
    {
      schema: {
        tags: ['catalog'],
        security,
        operationId: 'askBackInStock',
        summary: 'Mail me once when this product is back in stock (its stock goes from 0 above 0)',
        params: adminIdParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await askToBeTold(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
