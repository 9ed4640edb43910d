import { supportAssignBody, supportInboxQuery, supportReplyBody } from '@harit/core/support';
import { supportReferenceParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        querystring: supportInboxQuery,
      },
    },
    async (request, reply) => sendListPage(reply, await inbox.list(request.query, request.user!)),
  );

  app.get(
    '/support/assignees',
    {
      schema: {
        ...staff,
        summary: 'Who a request may be assigned to: every staff member and admin, by name',
      },
    },
    async () => inbox.assignees(),
  );

  app.get(
    '/support/:reference',
    {
      schema: {
        ...staff,
        summary: 'One support request with its conversation',
        params: supportReferenceParams,
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
        body: supportAssignBody,
      },
    },
    async (request) => inbox.assign(request.user!, request.params.reference, request.body.staffId),
  );

  app.post(
    '/support/:reference/replies',
    {
      schema: {
        ...staff,
        summary: 'Answer a request: the requester gets the reply by e-mail',
        params: supportReferenceParams,
        body: supportReplyBody,
      },
    },
    async (request) => inbox.reply(request.user!, request.params.reference, request.body.body),
  );

  app.post(
    '/support/:reference/close',
    {
      schema: { ...staff, summary: 'Close a request', params: supportReferenceParams },
    },
    async (request) => inbox.close(request.user!, request.params.reference),
  );
};
