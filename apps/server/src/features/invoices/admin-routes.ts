import { errorAnswers } from '@harit/core/api/common';
import { pdfAnswer } from '@harit/core/api/orders';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { sendPdf } from './routes.ts';
import { invoiceFor, invoicePdf } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** The console's copy of any order's tax invoice; reading changes nothing. */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      return sendPdf(reply, invoice.number, await invoicePdf(db, invoice));
    },
  );
};
