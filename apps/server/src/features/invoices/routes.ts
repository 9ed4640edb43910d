import { errorAnswers } from '@harit/core/api/common';
import { pdfAnswer, orderTaxDocuments as taxDocumentsAnswer } from '@harit/core/api/orders';
import { creditNoteParams, pdfFilename } from '@harit/core/invoice';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SigningConfig } from '../../config.ts';
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
export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** the certificate that signs the PDFs (decision 083); null: unsigned */
  signing: SigningConfig | null;
}> = async (app, { db, signing }) => {
  guardUserRoutes(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/orders/:orderNumber/tax-documents',
    {
      schema: {
        ...secured,
        operationId: 'getTaxDocuments',
        summary: "The order's tax invoice and credit notes (none for orders placed before them)",
        response: { 200: taxDocumentsAnswer, ...errorAnswers(404) },
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
        operationId: 'downloadInvoice',
        summary: "The order's GST tax invoice as a PDF",
        response: { 200: pdfAnswer, ...errorAnswers(404) },
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request.params.orderNumber, {
        userId: request.user!.id,
      });
      return sendPdf(reply, invoice.number, await invoicePdf(db, invoice, signing));
    },
  );

  typed.get(
    '/orders/:orderNumber/credit-notes/:creditNoteId.pdf',
    {
      schema: {
        ...secured,
        operationId: 'downloadCreditNote',
        summary: 'A credit note of the order (cancelled, or a return refunded) as a PDF',
        response: { 200: pdfAnswer, ...errorAnswers(404) },
        params: creditNoteParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request.params.orderNumber, {
        userId: request.user!.id,
      });
      const note = await creditNotePdf(db, invoice, request.params.creditNoteId, signing);
      return sendPdf(reply, note.number, note.pdf);
    },
  );
};
