import { returnRequest } from '@harit/core/api/account';
import { errorAnswers } from '@harit/core/api/common';
import { returnRequestBody } from '@harit/core/returns';
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
};
