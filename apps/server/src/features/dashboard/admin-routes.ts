import { dashboardQuery } from '@harit/core/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { dashboard } from './service.ts';

/** GET /api/admin/dashboard?range=today|7d|30d: the shop's figures (staff, issue 15). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's orders, revenue, units, CO2e saved, top products and open work",
        querystring: dashboardQuery,
        security: [{ bearer: ['staff'] }],
      },
    },
    async (request) => dashboard(db, request.query.range),
  );
};
