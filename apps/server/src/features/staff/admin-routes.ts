import { staffRoleBody } from '@harit/core/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        summary: 'Everyone who is staff or admin, admins first (admins)',
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
        body: staffRoleBody,
        security: [{ bearer: ['admin'] }],
      },
    },
    async (request) => assignRole(db, request.user!, request.body),
  );
};
