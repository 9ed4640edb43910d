import { accountLanguage, accountMe, accountProviders } from '@harit/core/api/account';
import { languageBody } from '@harit/core/validation';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { languageOf, setLanguage } from './service.ts';

/** Account facts the web app needs beyond Better Auth's own endpoints under /api/auth. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (
  app,
  { config, db },
) => {
  app.get(
    '/account/providers',
    {
      schema: {
        operationId: 'getSignInProviders',
        tags: ['account'],
        summary: 'Which sign-in methods this server offers',
        response: { 200: accountProviders },
      },
    },
    async () => ({ emailPassword: true, google: config.google !== null }),
  );

  await app.register(async (plain) => {
    guardUserRoutes(plain);
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.get(
      '/account/me',
      {
        schema: {
          tags: ['account'],
          operationId: 'getMe',
          summary: "The identity token's user, with the account's language (en or hi)",
          security: [{ bearer: [] }],
          response: { 200: accountMe },
        },
      },
      async (request) => ({
        ...request.user!,
        language: await languageOf(db, request.user!.id),
      }),
    );

    scoped.put(
      '/account/language',
      {
        schema: {
          tags: ['account'],
          operationId: 'setAccountLanguage',
          summary: "Store the shop's language for the caller's account: en or hi",
          body: languageBody,
          security: [{ bearer: [] }],
          response: { 200: accountLanguage },
        },
      },
      async (request) => ({
        language: await setLanguage(db, request.user!.id, request.body.language),
      }),
    );
  });
};
