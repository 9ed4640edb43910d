import { gstr1Answer } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import { pdfAnswer } from '@harit/core/api/orders';
import { gstr1Csv, gstr1Query } from '@harit/core/gstr1';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerOf, SigningConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendCsvFile } from '../../plugins/list-reply.ts';
import { sendPdf } from './routes.ts';
import { gstr1Of, invoiceFor, invoicePdf } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/**
 * The console's copy of any order's tax invoice (reading changes nothing), and the month's
 * GSTR-1 for the accountant (decision 079).
 */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** the seller in force, whose GSTIN files the return (decision 083) */
  seller: SellerOf;
  signing: SigningConfig | null;
}> = async (app, { db, seller, signing }) => {
  app.get(
    '/orders/:orderNumber/invoice.pdf',
    {
      schema: {
        ...staff,
        operationId: 'downloadAdminInvoice',
        summary: "An order's GST tax invoice as a PDF",
        response: { 200: pdfAnswer, ...errorAnswers(404) },
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request.params.orderNumber, 'staff');
      return sendPdf(reply, invoice.number, await invoicePdf(db, invoice, signing));
    },
  );

  app.get(
    '/gstr1',
    {
      // A file of the whole month's sales, like the other exports: admins only (decision 075).
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: ['admin'] }],
        operationId: 'exportGstReturn',
        summary:
          "The month's GSTR-1 (IST) in the GST portal offline tool's JSON, or with format=csv " +
          'its tables as one CSV file (admins)',
        querystring: gstr1Query,
        response: { 200: gstr1Answer },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const ret = await gstr1Of(db, await seller(db), month);
      const name = `GSTR1_${ret.gstin}_${ret.fp}`;
      if (format === 'csv') return sendCsvFile(reply, `${name}.csv`, gstr1Csv(ret));
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${name}.json"`)
        .send(ret);
    },
  );
};
