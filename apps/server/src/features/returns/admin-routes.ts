import { adminReturnRequest } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import {
  refundStatusBody,
  returnAdminQuery,
  returnIdParams,
  returnRefundBody,
  returnRejectBody,
} from '@harit/core/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { ReturnRequests } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };
/** A step of the state machine: the request as it is now; 409 when not allowed from here. */
const step = { 200: adminReturnRequest, ...errorAnswers(404, 409) };

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
        operationId: 'listAdminReturns',
        querystring: returnAdminQuery,
        response: { 200: z.array(adminReturnRequest) },
      },
    },
    async (request, reply) => sendListPage(reply, await returns.list(request.query)),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        ...staff,
        operationId: 'getAdminReturn',
        summary: 'One return request with its timeline',
        params: returnIdParams,
        response: { 200: adminReturnRequest, ...errorAnswers(404) },
      },
    },
    async (request) => returns.get(request.params.id),
  );

  app.post(
    '/returns/:id/approve',
    {
      schema: {
        ...staff,
        operationId: 'approveReturn',
        summary: 'Approve a requested return',
        params: returnIdParams,
        response: step,
      },
    },
    async (request) => returns.approve(request.user!, request.params.id),
  );

  app.post(
    '/returns/:id/reject',
    {
      schema: {
        ...staff,
        summary: 'Reject a requested return, with the reason the shopper will read',
        params: returnIdParams,
        operationId: 'rejectReturn',
        body: returnRejectBody,
        response: step,
      },
    },
    async (request) => returns.reject(request.user!, request.params.id, request.body.reason),
  );

  app.post(
    '/returns/:id/receive',
    {
      schema: {
        ...staff,
        operationId: 'receiveReturn',
        summary: 'Mark an approved return received: its units go back into stock',
        params: returnIdParams,
        response: step,
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
        operationId: 'refundReturn',
        body: returnRefundBody,
        response: step,
      },
    },
    async (request) => returns.refund(request.user!, request.params.id, request.body),
  );

  app.post(
    '/returns/:id/refund-status',
    {
      schema: {
        ...staff,
        summary:
          'Record a refund the shop paid itself (UPI, bank transfer) as processed, with its reference, or failed (409 for any other refund)',
        params: returnIdParams,
        operationId: 'recordReturnRefundStatus',
        body: refundStatusBody,
        response: step,
      },
    },
    async (request) => returns.recordRefundStatus(request.user!, request.params.id, request.body),
  );
};
