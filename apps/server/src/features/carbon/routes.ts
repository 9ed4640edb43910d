import { carbonEntry, carbonGoal, carbonSummary, carbonTrend } from '@harit/core/api/account';
import { errorAnswers, noContent } from '@harit/core/api/common';
import {
  activityBody,
  carbonEntriesQuery,
  carbonEntryParams,
  carbonGoalBody,
  carbonOwnerQuery,
  purchaseImpactBody,
} from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../locales/request-language.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { CarbonRepository } from './repository.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['carbon'];

/**
 * The carbon tracker (DESIGN.md §6.2), for the caller only. A `userId` in the query
 * or body that is not the caller's gets 403 from the guard; an activity id that is not one of
 * the caller's activities gets 404.
 */
export const carbonRoutes: FastifyPluginAsyncZod<{ carbon: CarbonRepository }> = async (
  app,
  { carbon },
) => {
  guardUserRoutes(app);

  app.get(
    '/carbon/summary',
    {
      schema: {
        tags,
        operationId: 'getCarbonSummary',
        response: { 200: carbonSummary },
        summary:
          'SPEC §3 carbon summary: all-time emissions, and this IST month’s emissions, shopping emissions, savings, eco products; the monthly goal',
        querystring: carbonOwnerQuery,
        ...secured,
      },
    },
    async (request) => carbon.summary(request.user!.id),
  );

  app.get(
    '/carbon/trend',
    {
      schema: {
        tags,
        operationId: 'getCarbonTrend',
        summary: 'kg CO2e emitted and saved in each of the last 12 IST months, oldest first',
        response: { 200: carbonTrend },
        querystring: carbonOwnerQuery,
        ...secured,
      },
    },
    async (request) => carbon.trend(request.user!.id),
  );

  app.put(
    '/carbon/goal',
    {
      schema: {
        tags,
        operationId: 'setCarbonGoal',
        summary: 'Set the monthly carbon goal (1 to 100000 kg CO2e)',
        response: { 200: carbonGoal },
        body: carbonGoalBody,
        ...secured,
      },
    },
    async (request) => ({ carbonGoal: await carbon.setGoal(request.user!.id, request.body.goal) }),
  );

  // Every entry, and the logged activities alone: one list, the second of source 'activity'
  // (a language names purchases only, so it changes nothing there).
  const lists = [
    {
      url: '/carbon/entries',
      operationId: 'listCarbonEntries',
      summary: 'Recent purchases and activities, newest first (total in X-Total-Count)',
      only: {},
    },
    {
      url: '/carbon/activities',
      operationId: 'listCarbonActivities',
      summary: 'Logged activities, newest first (total in X-Total-Count)',
      only: { source: 'activity' as const },
    },
  ];
  for (const { url, operationId, summary, only } of lists) {
    app.get(
      url,
      {
        schema: {
          tags,
          operationId,
          summary,
          response: { 200: z.array(carbonEntry) },
          querystring: carbonEntriesQuery,
          ...secured,
        },
      },
      async (request, reply) =>
        sendListPage(
          reply,
          await carbon.listEntries(
            request.user!.id,
            { ...request.query, ...only },
            requestLanguage(request),
          ),
        ),
    );
  }

  app.post(
    '/carbon/activities',
    {
      schema: {
        tags,
        operationId: 'logCarbonActivity',
        summary: 'Log an activity (transport, home energy, food, other); kg CO2e from core factors',
        response: { 201: carbonEntry },
        body: activityBody,
        ...secured,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await carbon.addActivity(request.user!.id, request.body)),
  );

  app.delete(
    '/carbon/activities/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCarbonActivity',
        summary: 'Delete one of the caller’s logged activities',
        response: { 204: noContent, ...errorAnswers(404) },
        params: carbonEntryParams,
        ...secured,
      },
    },
    async (request, reply) => {
      await carbon.deleteActivity(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/carbon/purchase-impact',
    {
      schema: {
        tags,
        summary:
          'SPEC §7: record a purchase’s carbon impact for the caller, by core’s estimate of the product name',
        operationId: 'recordPurchaseImpact',
        body: purchaseImpactBody,
        response: { 201: carbonEntry, ...errorAnswers(404) },
        ...secured,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await carbon.recordPurchaseImpact(request.user!.id, request.body)),
  );
};
