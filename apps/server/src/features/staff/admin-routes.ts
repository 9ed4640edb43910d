import { staffRoleBody } from '@harit/core/admin';
import { staffMember } from '@harit/core/api/admin';
import { errorAnswers, noContent } from '@harit/core/api/common';
import { staffInvite } from '@harit/core/api/teamwork';
import { staffInviteBody, staffInviteIdParams } from '@harit/core/teamwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requestLanguage } from '../../locales/request-language.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import { inviteStaff, listInvites, revokeInvite } from './invite-service.ts';
import { assignRole, listStaff } from './service.ts';

/**
 * Staff management, admins only: who is staff or admin, and giving, changing or
 * taking away a role by e-mail. A change ends that person's sessions (decision 022).
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'listStaff',
        summary: 'Everyone who is staff or admin, admins first (admins)',
        response: { 200: z.array(staffMember) },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (_request, reply) => sendListPage(reply, wholeList(await listStaff(db))),
  );

  app.post(
    '/staff',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Give the account with this e-mail a role; 'customer' takes it away. Ends their sessions (admins)",
        operationId: 'setStaffRole',
        body: staffRoleBody,
        response: { 200: staffMember, ...errorAnswers(404, 409) },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (request) => assignRole(db, request.user!, request.body),
  );

  // Invitations by e-mail (decision 081).
  app.get(
    '/staff/invites',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'listStaffInvites',
        summary: 'Open invitations not yet expired, newest first (admins)',
        response: { 200: z.array(staffInvite) },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (_request, reply) => sendListPage(reply, wholeList(await listInvites(db))),
  );

  app.post(
    '/staff/invites',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'inviteStaff',
        summary:
          'Invite an e-mail as staff or admin: mails a link that works for 7 days; an open ' +
          'invitation of the same e-mail is replaced (admins)',
        body: staffInviteBody,
        response: { 201: staffInvite },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inviteStaff(db, request.user!, request.body, requestLanguage(request))),
  );

  app.delete(
    '/staff/invites/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'revokeStaffInvite',
        summary: 'Withdraw an open invitation: its link stops working (admins)',
        params: staffInviteIdParams,
        response: { 204: noContent, ...errorAnswers(404) },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (request, reply) => {
      await revokeInvite(db, request.user!, request.params.id);
      return reply.status(204).send();
    },
  );
};
