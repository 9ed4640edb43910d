// buildApp(deps) → a Fastify instance that has not started listening: what main.ts listens
// with and what tests inject() into.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountRoutes } from './features/account/routes.ts';
import { createCarbonRepository } from './features/carbon/repository.ts';
import { carbonRoutes } from './features/carbon/routes.ts';
import { createCartRepository } from './features/cart/repository.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { attachCatalogCache, createCatalogCache } from './features/catalog/cache.ts';
import { createCatalogRepository } from './features/catalog/repository.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { createOrderService } from './features/orders/service.ts';
import { createRewardsRepository } from './features/rewards/repository.ts';
import { rewardsRoutes } from './features/rewards/routes.ts';
import { createSupportRepository } from './features/support/repository.ts';
import { supportRoutes } from './features/support/routes.ts';
import { createWishlistRepository } from './features/wishlist/repository.ts';
import { wishlistRoutes } from './features/wishlist/routes.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import type { Auth } from './plugins/identity/auth.ts';
import { identityPlugin } from './plugins/identity/plugin.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
}

/** Largest JSON body accepted; an order with 50 lines is a few KB. */
const BODY_LIMIT = 100 * 1024;

export async function buildApp({ config, database, auth }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Behind a real proxy, trust only that proxy; here the socket address is the client.
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app);
  await app.register(identityPlugin, { auth, config });

  const db = database.db;
  const catalogCache = createCatalogCache();
  const stopCatalogCache = await attachCatalogCache(catalogCache, database);
  app.addHook('onClose', () => stopCatalogCache());
  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { tags: ['health'], summary: 'Whether the server and its database answer' } },
        async (_request, reply) => {
          const ok = await database.ping();
          return reply
            .status(ok ? 200 : 503)
            .send(
              ok
                ? { status: 'ok', database: database.kind }
                : { status: 'unavailable', message: 'Database is not answering' },
            );
        },
      );
      await api.register(accountRoutes, { config });
      await api.register(catalogRoutes, {
        catalog: createCatalogRepository(db),
        cache: catalogCache,
      });
      await api.register(wishlistRoutes, { wishlist: createWishlistRepository(db) });
      await api.register(cartRoutes, { cart: createCartRepository(db) });
      await api.register(orderRoutes, { orders: createOrderService(db) });
      await api.register(carbonRoutes, { carbon: createCarbonRepository(db) });
      await api.register(rewardsRoutes, { rewards: createRewardsRepository(db) });
      await api.register(supportRoutes, { support: createSupportRepository(db) });
    },
    { prefix: '/api' },
  );

  await registerWeb(app, config.webDist);
  return app;
}
