import { returnRequest } from '@harit/core/api/account';
import { errorAnswers } from '@harit/core/api/common';
import { pdfAnswer } from '@harit/core/api/orders';
import { pdfFilename } from '@harit/core/invoice';
import { refundAccountSchema, returnIdParams, returnRequestBody } from '@harit/core/returns';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import type { ReturnRequests } from './service.ts';

const secured = { security: [{ bearer: [] }] };

/** The caller's return requests (DESIGN.md §6.1). */
export const returnRoutes: FastifyPluginAsyncZod<{ returns: ReturnRequests }> = async (
  app,
  { returns },
) => {
  guardUserRoutes(app);

  app.get(
    '/returns',
    {
      schema: {
        operationId: 'listReturns',
        tags: ['returns'],
        summary: "The caller's return requests",
        ...secured,
        response: { 200: z.array(returnRequest) },
      },
    },
    async (request) => returns.listForUser(request.user!.id),
  );

  app.post(
    '/returns',
    {
      schema: {
        tags: ['returns'],
        summary: 'Request the return of units of a delivered order line (1 unless quantity says)',
        operationId: 'requestReturn',
        body: returnRequestBody,
        response: { 201: returnRequest, ...errorAnswers(404, 409) },
        ...secured,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await returns.request(request.user!, request.body)),
  );

  app.put(
    '/returns/:id/refund-account',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Where a cash-on-delivery refund goes: a UPI ID or a bank account (IFSC checked); 409 for an order paid online or a closed return',
        operationId: 'setReturnRefundAccount',
        params: returnIdParams,
        body: refundAccountSchema,
        response: { 200: returnRequest, ...errorAnswers(404, 409) },
        ...secured,
      },
    },
    async (request) => returns.setRefundAccount(request.user!, request.params.id, request.body),
  );

  app.post(
    '/returns/:id/pickup',
    {
      schema: {
        tags: ['returns'],
        summary: 'Ask the courier to collect an approved return (409 otherwise)',
        operationId: 'requestReturnPickup',
        params: returnIdParams,
        response: { 200: returnRequest, ...errorAnswers(404, 409) },
        ...secured,
      },
    },
    async (request) => returns.requestPickup(request.user!, request.params.id),
  );

  app.get(
    '/returns/:id/label.pdf',
    {
      schema: {
        tags: ['returns'],
        summary:
          "An approved return's label: to the shop, from the delivery address (409 otherwise)",
        operationId: 'downloadReturnLabel',
        params: returnIdParams,
        response: { 200: pdfAnswer, ...errorAnswers(404, 409) },
        ...secured,
      },
    },
    async (request, reply) => {
      const pdf = await returns.returnLabel(request.user!, request.params.id);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdfFilename('return-label')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
