import { creditNoteParams, pdfFilename } from '@harit/core/invoice';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { creditNotePdf, invoiceFor, invoicePdf, orderTaxDocuments } from './service.ts';

const secured = { tags: ['invoices'], security: [{ bearer: [] }] };

/** Sends a PDF as a download named after the document's number. */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdfFilename(number)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * An order's GST tax invoice and credit notes, for the order's owner only: 401
 * signed out, 403 for another user's order, 404 when the order has none.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardUserRoutes(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/orders/:orderNumber/tax-documents',
    {
      schema: {
        ...secured,
        summary: "The order's tax invoice and credit notes (none for orders placed before them)",
        params: orderNumberParams,
      },
    },
    async (request) => orderTaxDocuments(db, request.params.orderNumber, request.user!.id),
  );

  typed.get(
    '/orders/:orderNumber/invoice.pdf',
    {
      schema: {
        ...secured,
        summary: "The order's GST tax invoice as a PDF",
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request.params.orderNumber, {
        userId: request.user!.id,
      });
      return sendPdf(reply, invoice.number, await invoicePdf(db, invoice));
    },
  );

  typed.get(
    '/orders/:orderNumber/credit-notes/:creditNoteId.pdf',
    {
      schema: {
        ...secured,
        summary: 'A credit note of the order (cancelled, or a return refunded) as a PDF',
        params: creditNoteParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request.params.orderNumber, {
        userId: request.user!.id,
      });
      const note = await creditNotePdf(db, invoice, request.params.creditNoteId);
      return sendPdf(reply, note.number, note.pdf);
    },
  );
};
