import { rewards as rewardsAnswer } from '@harit/core/api/account';
import { rewardsQuery } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import type { RewardsRepository } from './repository.ts';

/** Green points of the caller: balance and ledger. */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsRepository }> = async (
  app,
  { rewards },
) => {
  guardUserRoutes(app);

  app.get(
    '/rewards',
    {
      schema: {
        tags: ['rewards'],
        summary:
          'Green points: balance and ledger, newest first (10 points per kg CO2e an order saves; reversed on cancellation)',
        operationId: 'getRewards',
        querystring: rewardsQuery,
        security: [{ bearer: [] }],
        response: { 200: rewardsAnswer },
      },
    },
    async (request, reply) => {
      const { total, ...result } = await rewards.rewards(request.user!.id, request.query);
      reply.header('X-Total-Count', String(total));
      return result;
    },
  );
};
