import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';

/** Account facts the web app needs beyond Better Auth's own endpoints under /api/auth. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/account/providers',
    { schema: { tags: ['account'], summary: 'Which sign-in methods this server offers' } },
    async () => ({ emailPassword: true, google: config.google !== null }),
  );

  await app.register(async (scoped) => {
    guardUserRoutes(scoped);
    scoped.get(
      '/account/me',
      {
        schema: {
          tags: ['account'],
          summary: "The identity token's user",
          security: [{ bearer: [] }],
        },
      },
      async (request) => request.user,
    );
  });
};
