import {
  returnAdminQuery,
  returnIdParams,
  returnRefundBody,
  returnRejectBody,
} from '@harit/core/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { ReturnRequests } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/**
 * The console's returns, under /api/admin (staff): list, detail, and the four
 * steps of core's state machine; a step not allowed from the request's status is a 409.
 */
export const returnAdminRoutes: FastifyPluginAsyncZod<{ returns: ReturnRequests }> = async (
  app,
  { returns },
) => {
  app.get(
    '/returns',
    {
      schema: {
        ...staff,
        summary: 'Return requests, newest first, optionally in one status',
        querystring: returnAdminQuery,
      },
    },
    async (request, reply) => sendListPage(reply, await returns.list(request.query)),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        ...staff,
        summary: 'One return request with its timeline',
        params: returnIdParams,
      },
    },
    async (request) => returns.get(request.params.id),
  );

  app.post(
    '/returns/:id/approve',
    { schema: { ...staff, summary: 'Approve a requested return', params: returnIdParams } },
    async (request) => returns.approve(request.user!, request.params.id),
  );

  app.post(
    '/returns/:id/reject',
    {
      schema: {
        ...staff,
        summary: 'Reject a requested return, with the reason the shopper will read',
        params: returnIdParams,
        body: returnRejectBody,
      },
    },
    async (request) => returns.reject(request.user!, request.params.id, request.body.reason),
  );

  app.post(
    '/returns/:id/receive',
    {
      schema: {
        ...staff,
        summary: 'Mark an approved return received: its units go back into stock',
        params: returnIdParams,
      },
    },
    async (request) => returns.receive(request.user!, request.params.id),
  );

  app.post(
    '/returns/:id/refund',
    {
      schema: {
        ...staff,
        summary:
          'Refund a received return (at most its price and GST); its carbon entry and points reverse',
        params: returnIdParams,
        body: returnRefundBody,
      },
    },
    async (request) => returns.refund(request.user!, request.params.id, request.body),
  );
};
