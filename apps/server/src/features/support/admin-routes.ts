import { adminSupportTicket, supportAssignee } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import { supportAssignBody, supportInboxQuery, supportReplyBody } from '@harit/core/support';
import { supportReferenceParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { SupportInbox } from './inbox.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** The console's support inbox, under /api/admin (staff). */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ inbox: SupportInbox }> = async (
  app,
  { inbox },
) => {
  app.get(
    '/support',
    {
      schema: {
        ...staff,
        summary: 'Support requests, latest activity first: by status, mine, reference or e-mail',
        operationId: 'listSupportInbox',
        querystring: supportInboxQuery,
        response: { 200: z.array(adminSupportTicket) },
      },
    },
    async (request, reply) => sendListPage(reply, await inbox.list(request.query, request.user!)),
  );

  app.get(
    '/support/assignees',
    {
      schema: {
        ...staff,
        operationId: 'listSupportAssignees',
        summary: 'Who a request may be assigned to: every staff member and admin, by name',
        response: { 200: z.array(supportAssignee) },
      },
    },
    async () => inbox.assignees(),
  );

  app.get(
    '/support/:reference',
    {
      schema: {
        ...staff,
        operationId: 'getAdminSupportTicket',
        summary: 'One support request with its conversation',
        params: supportReferenceParams,
        response: { 200: adminSupportTicket, ...errorAnswers(404) },
      },
    },
    async (request) => inbox.get(request.params.reference),
  );

  app.post(
    '/support/:reference/assign',
    {
      schema: {
        ...staff,
        summary: 'Assign a request to a staff member (null: to nobody)',
        params: supportReferenceParams,
        operationId: 'assignSupportTicket',
        body: supportAssignBody,
        response: { 200: adminSupportTicket, ...errorAnswers(404, 409) },
      },
    },
    async (request) => inbox.assign(request.user!, request.params.reference, request.body.staffId),
  );

  app.post(
    '/support/:reference/replies',
    {
      schema: {
        ...staff,
        operationId: 'answerSupportTicket',
        summary: 'Answer a request: the requester gets the reply by e-mail',
        params: supportReferenceParams,
        body: supportReplyBody,
        response: { 200: adminSupportTicket, ...errorAnswers(404, 409) },
      },
    },
    async (request) => inbox.reply(request.user!, request.params.reference, request.body.body),
  );

  app.post(
    '/support/:reference/close',
    {
      schema: {
        ...staff,
        operationId: 'closeSupportTicket',
        summary: 'Close a request',
        params: supportReferenceParams,
        response: { 200: adminSupportTicket, ...errorAnswers(404, 409) },
      },
    },
    async (request) => inbox.close(request.user!, request.params.reference),
  );
};
