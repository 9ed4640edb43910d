import { adminOrder, adminOrderSummary, csvAnswer } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import { pdfAnswer } from '@harit/core/api/orders';
import {
  adminOrdersQuery,
  type OrdersCsvQuery,
  orderStatusChangeBody,
  ordersCsvQuery,
  shippingLabelQuery,
} from '@harit/core/fulfilment';
import { pdfFilename } from '@harit/core/invoice';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendCsvFile, sendListPage } from '../../plugins/list-reply.ts';
import type { OrderAdmin } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** A printed document for the console, opened in the browser's viewer to print. */
function sendPrintable(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${pdfFilename(name)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** The console's orders: list, detail with timeline, status changes by staff. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrderAdmin;
  ordersCsv: (query: OrdersCsvQuery) => Promise<string>;
}> = async (app, { orders, ordersCsv }) => {
  app.get(
    '/orders.csv',
    {
      // Decision 075: files with every customer's address are for admins.
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: ['admin'] }],
        operationId: 'exportOrdersCsv',
        summary:
          'The orders placed from one IST day to another (and in a status) as CSV, oldest first: ' +
          'customer, address, PIN, items, amounts, courier and tracking number (admins)',
        querystring: ordersCsvQuery,
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) => sendCsvFile(reply, 'orders.csv', await ordersCsv(request.query)),
  );
  app.get(
    '/orders',
    {
      schema: {
        ...staff,
        summary:
          "Every customer's orders, newest first: by status, IST dates placed, customer name or e-mail, order number",
        operationId: 'listAdminOrders',
        querystring: adminOrdersQuery,
        response: { 200: z.array(adminOrderSummary) },
      },
    },
    async (request, reply) => sendListPage(reply, await orders.listOrders(request.query)),
  );
  app.get(
    '/orders/:orderNumber',
    {
      schema: {
        ...staff,
        operationId: 'getAdminOrder',
        summary: 'An order with its customer, address, totals and timeline (who moved it, when)',
        params: orderNumberParams,
        response: { 200: adminOrder, ...errorAnswers(404) },
      },
    },
    async (request) => orders.getOrder(request.params.orderNumber),
  );
  app.post(
    '/orders/:orderNumber/status',
    {
      schema: {
        ...staff,
        summary:
          'Move an order on: packed, shipped (courier and tracking number), delivered, or cancelled before shipping (409 when not allowed)',
        params: orderNumberParams,
        operationId: 'changeOrderStatus',
        body: orderStatusChangeBody,
        response: { 200: adminOrder, ...errorAnswers(404, 409) },
      },
    },
    async (request) => orders.changeStatus(request.user!, request.params.orderNumber, request.body),
  );
  app.get(
    '/orders/:orderNumber/label.pdf',
    {
      schema: {
        ...staff,
        operationId: 'downloadShippingLabel',
        summary:
          'The A6 shipping label: sender, recipient, PIN, cash to collect, weight, barcodes of the order and tracking numbers (409 once cancelled)',
        params: orderNumberParams,
        querystring: shippingLabelQuery,
        response: { 200: pdfAnswer, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const { orderNumber } = request.params;
      const pdf = await orders.shippingLabel(orderNumber, request.query.weightGrams ?? null);
      return sendPrintable(reply, `label-${orderNumber}`, pdf);
    },
  );
  app.get(
    '/orders/:orderNumber/packing-slip.pdf',
    {
      schema: {
        ...staff,
        operationId: 'downloadPackingSlip',
        summary:
          "The packing slip: the order's lines and quantities, without prices (409 once cancelled)",
        params: orderNumberParams,
        response: { 200: pdfAnswer, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const { orderNumber } = request.params;
      return sendPrintable(
        reply,
        `packing-slip-${orderNumber}`,
        await orders.packingSlip(orderNumber),
      );
    },
  );
};
