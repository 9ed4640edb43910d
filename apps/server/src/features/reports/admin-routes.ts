import { salesReport as salesReportAnswer } from '@harit/core/api/admin';
import { salesReportCsv, salesReportQuery } from '@harit/core/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendCsvFile } from '../../plugins/list-reply.ts';
import { salesReport } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** The console's reports (staff): the sales report as JSON and as CSV. */
export const reportAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reports/sales',
    {
      schema: {
        ...staff,
        operationId: 'getSalesReport',
        summary:
          'Paid orders per IST day, week or month: orders, units, net sales before GST, GST, shipping, discounts, refunds; and by category',
        querystring: salesReportQuery,
        response: { 200: salesReportAnswer },
      },
    },
    async (request) => salesReport(db, request.query),
  );
  app.get(
    '/reports/sales.csv',
    {
      schema: {
        ...staff,
        operationId: 'downloadSalesReport',
        summary: 'The sales report as CSV, a line per period and the totals',
        querystring: salesReportQuery,
        response: {
          200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const report = await salesReport(db, request.query);
      const name = `sales-${report.from}-to-${report.to}-by-${report.groupBy}.csv`;
      return sendCsvFile(reply, name, salesReportCsv(report));
    },
  );
};
