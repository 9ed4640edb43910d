import { staffRoleBody } from '@harit/core/admin';
import { staffMember } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
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
};
