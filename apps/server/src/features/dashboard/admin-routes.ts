import { dashboard as dashboardAnswer } from '@harit/core/api/admin';
import { type Dashboard, type DashboardRange, dashboardQuery } from '@harit/core/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/admin/dashboard?range=today|7d|30d: the shop's figures (staff). */
/** The figures, read across features (src/workflows/dashboard.ts, handed in by app.ts). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{
  dashboard: (range: DashboardRange) => Promise<Dashboard>;
}> = async (app, { dashboard }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's orders, revenue, units, CO2e saved, top products and open work",
        operationId: 'getDashboard',
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer },
        security: [{ bearer: ['staff'] }],
      },
    },
    async (request) => dashboard(request.query.range),
  );
};
