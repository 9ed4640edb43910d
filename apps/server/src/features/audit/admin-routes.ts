import { auditQuery } from '@harit/core/admin';
import { auditEntry } from '@harit/core/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendListPage } from '../../plugins/list-reply.ts';
import { listAuditEntries } from './repository.ts';

/** GET /api/admin/audit: who changed what, before and after, when; admins only. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admins)',
        operationId: 'listAuditEntries',
        querystring: auditQuery,
        response: { 200: z.array(auditEntry) },
        security: [{ bearer: ['admin'] }],
      },
    },
    async (request, reply) => sendListPage(reply, await listAuditEntries(db, request.query)),
  );
};
