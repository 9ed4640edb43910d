// buildApp(deps) → a Fastify instance that has not started listening: what main.ts listens
// with and what tests inject() into.

import compress from '@fastify/compress';
import type { Language } from '@harit/core/language';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { missingMigrations } from './db/migrate.ts';
import { addressRoutes, pinCodeRoutes } from './features/account/address-routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { auditAdminRoutes } from './features/audit/admin-routes.ts';
import { createCarbonRepository } from './features/carbon/repository.ts';
import { carbonRoutes } from './features/carbon/routes.ts';
import { createCartRepository } from './features/cart/repository.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { createCatalogAdminRepository } from './features/catalog/admin-repository.ts';
import { catalogAdminRoutes } from './features/catalog/admin-routes.ts';
import { attachCatalogCache, createCatalogCache } from './features/catalog/cache.ts';
import { createProductPageCheck } from './features/catalog/product-pages.ts';
import { createCatalogRepository } from './features/catalog/repository.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import {
  productOnSale,
  productStock,
  productSummaries,
  sitemapCatalogue,
  stocksOf,
} from './features/catalog/service.ts';
import { stockAlertRoutes } from './features/catalog/stock-alert-routes.ts';
import { uploadRoutes } from './features/catalog/upload-routes.ts';
import { couponAdminRoutes } from './features/coupons/admin-routes.ts';
import { customerAdminRoutes } from './features/customers/admin-routes.ts';
import { dashboardAdminRoutes } from './features/dashboard/admin-routes.ts';
import { invoiceAdminRoutes } from './features/invoices/admin-routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { newsletterPageRoutes } from './features/newsletter/page-routes.ts';
import { orderAdminRoutes } from './features/orders/admin-routes.ts';
import { orderNoteAdminRoutes } from './features/orders/note-admin-routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import {
  hasDeliveredLine,
  orderNumbers,
  orderSavedKg,
  ordersCsvText,
} from './features/orders/service.ts';
import { createPaymentFlows } from './features/payments/payment-flows.ts';
import { paymentCspSources } from './features/payments/providers/index.ts';
import { paymentRoutes, paymentWebhookRoutes } from './features/payments/routes.ts';
import { reportAdminRoutes } from './features/reports/admin-routes.ts';
import { returnAdminRoutes } from './features/returns/admin-routes.ts';
import { returnRoutes } from './features/returns/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { createReviewService } from './features/reviews/service.ts';
import { createRewardsRepository } from './features/rewards/repository.ts';
import { rewardsRoutes } from './features/rewards/routes.ts';
import { sellerAdminRoutes } from './features/seller/admin-routes.ts';
import { sellerSource } from './features/seller/service.ts';
import { staffAdminRoutes } from './features/staff/admin-routes.ts';
import { staffInviteRoutes } from './features/staff/invite-routes.ts';
import { supportAdminRoutes } from './features/support/admin-routes.ts';
import { createSupportInbox } from './features/support/inbox.ts';
import { supportPageRoutes } from './features/support/page-routes.ts';
import { createSupportRepository } from './features/support/repository.ts';
import { supportRoutes } from './features/support/routes.ts';
import { savedReplyAdminRoutes } from './features/support/saved-reply-admin-routes.ts';
import { createWishlistRepository } from './features/wishlist/repository.ts';
import { wishlistRoutes } from './features/wishlist/routes.ts';
import type { InspectAnswer } from './plugins/contract.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerFindable } from './plugins/findable.ts';
import type { Auth } from './plugins/identity/auth.ts';
import { guardStaffRoutes, identityPlugin } from './plugins/identity/plugin.ts';
import { countLookups, type Metrics, registerHttpMetrics } from './plugins/metrics.ts';
import {
  answerFrameworkError,
  closeOnClientError,
  registerJsonBodyParser,
} from './plugins/requests.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { openFileStore } from './storage/store.ts';
import { carbonNeighbours } from './workflows/carbon-neighbours.ts';
import {
  customerDetail,
  customerPage,
  customersCsv,
  setCustomerNote,
} from './workflows/customers.ts';
import { dashboard } from './workflows/dashboard.ts';
import { createOrderAdmin } from './workflows/order-admin.ts';
import { queuePaidMail } from './workflows/order-mail.ts';
import { createOrderService } from './workflows/orders.ts';
import { createReturnRequests } from './workflows/return-requests.ts';
import { reviewCatalog } from './workflows/review-catalog.ts';
import { supportStaff } from './workflows/support-staff.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  /** null or absent: no metrics (METRICS_PORT unset) */
  metrics?: Metrics | null;
  /** draining: /api/health/ready answers 503 (a stop is under way, decision 070) */
  lifecycle?: { draining: boolean };
  /** Test apps: every answer with its route, for the contract test (decision 072). */
  inspectAnswer?: InspectAnswer;
}

/** Largest JSON body accepted; an order with 50 lines is a few KB. */
const BODY_LIMIT = 100 * 1024;

export async function buildApp({
  config,
  database,
  auth,
  metrics = null,
  lifecycle = { draining: false },
  inspectAnswer,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: await loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    // Behind a real proxy, trust only that proxy (TRUST_PROXY, decision 070); without one the
    // socket address is the client.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A request that reaches a stopping server on a connection it accepted is served, not
    // answered 503: a proxy may not pass a POST on to another instance (decision 070).
    return503OnClosing: false,
    // A 431 (headers too large) closes the connection.
    clientErrorHandler: closeOnClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // First, on the root: every route's answers are counted (decision 070).
  if (metrics) registerHttpMetrics(app, metrics);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurity(app, config, paymentCspSources(config.payments));
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app, { publicUrl: config.publicUrl, inspectAnswer });
  await app.register(identityPlugin, { auth, config, database });

  const db = database.db;
  const catalogCache = metrics
    ? countLookups(createCatalogCache(), metrics.catalogueCache)
    : createCatalogCache();
  const stopCatalogCache = await attachCatalogCache(catalogCache, database);
  app.addHook('onClose', () => stopCatalogCache());
  // Public reads go to the replicas, if any (decision 039); everything else to the primary.
  const catalog = createCatalogRepository(database.read, catalogCache);
  // Who sells: the console's seller settings, or SELLER_* until saved (decision 083).
  const seller = sellerSource(config.seller);
  const files = await openFileStore(config);
  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { tags: ['health'], summary: 'Whether the server and its database answer' } },
        async (_request, reply) => {
          const [ok, replica] = await Promise.all([database.ping(), database.replicaStatus()]);
          return reply
            .status(ok ? 200 : 503)
            .send(
              ok
                ? { status: 'ok', database: database.kind, replica }
                : { status: 'unavailable', message: 'Database is not answering', replica },
            );
        },
      );
      // For load balancers and service managers (decision 070): live while the process
      // answers at all; ready while it should be sent requests.
      api.get(
        '/health/live',
        // Probes for the load balancer and the service manager, not for clients: kept out of
        // the API document (decision 072), documented in docs/deploy.md.
        { schema: { hide: true, summary: 'Whether the server process answers' } },
        async () => ({ status: 'ok' }),
      );
      let migrated = false;
      api.get(
        '/health/ready',
        {
          schema: {
            hide: true,
            summary:
              'Whether the server should be sent requests: database answering, migrations applied, not stopping',
          },
        },
        async (_request, reply) => {
          if (lifecycle.draining) return reply.status(503).send({ status: 'draining' });
          if (!(await database.ping())) {
            return reply.status(503).send({ status: 'unavailable', reason: 'database' });
          }
          // Once applied they stay applied: this version's migrations are never taken back.
          migrated ||= await missingMigrations(database.db).then(
            (missing) => missing.length === 0,
            () => false,
          );
          if (!migrated) {
            return reply.status(503).send({ status: 'unavailable', reason: 'migrations' });
          }
          return { status: 'ready' };
        },
      );
      await api.register(accountRoutes, { config, db });
      await api.register(pinCodeRoutes, {
        sellerState: async () => (await seller(database.read)).state,
      });
      await api.register(addressRoutes, { db });
      await api.register(catalogRoutes, {
        catalog,
        cache: catalogCache,
        // From the primary: a patched stock is never older than the notification (decision 049).
        stocks: (ids) => stocksOf(db, ids),
      });
      await api.register(stockAlertRoutes, { db });
      // What cart and wishlist read from the catalogue, handed in (decision 063).
      const catalogReads = {
        productSummaries: (ids: string[], lang?: Language) => productSummaries(db, ids, lang),
        productOnSale: (productId: string) => productOnSale(db, productId),
        productStock: (productId: string) => productStock(db, productId),
      };
      await api.register(wishlistRoutes, { wishlist: createWishlistRepository(db, catalogReads) });
      await api.register(cartRoutes, { cart: createCartRepository(db, catalogReads) });
      // Settling a payment mails "payment received" (decision 063: payments names no orders).
      const payments = createPaymentFlows(db, config.payments, { onPaid: queuePaidMail });
      await api.register(orderRoutes, {
        orders: createOrderService(db, {
          payments: {
            windowMs: config.payments.windowMs,
            maxUnpaidOrders: config.payments.maxUnpaidOrders,
            provider: payments.provider?.id ?? null,
          },
          seller,
        }),
      });
      await api.register(paymentRoutes, { payments });
      await api.register(paymentWebhookRoutes, { payments });
      await api.register(invoiceRoutes, { db, signing: config.signing });
      const returns = createReturnRequests(db, seller);
      await api.register(returnRoutes, { returns });
      await api.register(carbonRoutes, { carbon: createCarbonRepository(db, carbonNeighbours) });
      await api.register(rewardsRoutes, {
        rewards: createRewardsRepository(db, {
          orderNumbers: (ids) => orderNumbers(db, ids),
          orderSavedKg: (ids) => orderSavedKg(db, ids),
        }),
      });
      const inbox = createSupportInbox(db, supportStaff);
      await api.register(supportRoutes, { support: createSupportRepository(db), inbox, db });
      await api.register(reviewRoutes, {
        reviews: createReviewService({
          db,
          read: database.read,
          hasDeliveredLine: (userId, productId) => hasDeliveredLine(db, userId, productId),
          catalog: reviewCatalog,
        }),
        db,
      });
      // The invitation link's API (decision 081): public, the link's token is the credential.
      await api.register(staffInviteRoutes, { db, auth });
      // The merchant console's API: staff and admins only, checked once here for
      // every route of every feature registered in this scope.
      await api.register(
        async (admin) => {
          guardStaffRoutes(admin);
          await admin.register(auditAdminRoutes, { db });
          await admin.register(orderAdminRoutes, {
            orders: createOrderAdmin(db, seller),
            ordersCsv: (query) => ordersCsvText(db, query),
          });
          await admin.register(invoiceAdminRoutes, { db, seller, signing: config.signing });
          await admin.register(sellerAdminRoutes, { db, defaults: config.seller });
          await admin.register(catalogAdminRoutes, {
            catalogAdmin: createCatalogAdminRepository(db),
            files,
            catalogue: catalogCache,
          });
          await admin.register(dashboardAdminRoutes, {
            dashboard: (range) => dashboard(db, range),
          });
          await admin.register(reportAdminRoutes, { db });
          await admin.register(staffAdminRoutes, { db });
          await admin.register(couponAdminRoutes, { db });
          await admin.register(returnAdminRoutes, { returns });
          await admin.register(supportAdminRoutes, { inbox });
          await admin.register(savedReplyAdminRoutes, { db });
          await admin.register(orderNoteAdminRoutes, { db });
          await admin.register(customerAdminRoutes, {
            customers: {
              page: (query) => customerPage(db, query),
              detail: (id) => customerDetail(db, id),
              setNote: (actor, id, input) => setCustomerNote(db, actor, id, input),
              csv: (search) => customersCsv(db, search),
            },
          });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploadRoutes, { files });
  // Public forms posted without JavaScript (decision 060), answered with a page.
  await app.register(newsletterPageRoutes);
  await app.register(supportPageRoutes);
  await registerFindable(app, {
    publicUrl: config.publicUrl,
    catalogue: () => sitemapCatalogue(database.read),
  });
  await registerWeb(app, config, config.webDist, {
    productPageExists: createProductPageCheck(catalog, catalogCache),
    catalogue: catalogCache,
  });
  return app;
}

/**
 * Readable lines for a person at a terminal, JSON lines for log collectors.
 * pino-pretty (bundled, decision 051) is loaded only when used, and writes through
 * process.stdout, which is synchronous for terminals and pipes, so the last line before a Ctrl-C
 * exit is not lost.
 */
async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  if (config.logLevel === 'silent') return false;
  if (config.logFormat === 'json') return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      destination: process.stdout,
      translateTime: 'SYS:HH:MM:ss',
      // One line per request log instead of its objects spread over ten.
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: requestLine,
    }),
  };
}

/** "req-4 incoming request: POST /api/cart/add", "req-4 request completed: 200 in 12 ms". */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (req) return `${log.reqId} ${message}: ${req.method} ${req.url}`;
  if (res) {
    return `${log.reqId} ${message}: ${res.statusCode} in ${Math.round(Number(log.responseTime))} ms`;
  }
  return message;
}
