// Opens everything the app needs, in order: database → identity tables → our migrations →
// seed → app. main.ts listens with it; tests build the same thing on a fresh database.

import path from 'node:path';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest, missingMigrations } from './db/migrate.ts';
import { scheduleMonthlyRefresh } from './features/carbon/demo-seed.ts';
import { seedCatalog } from './features/catalog/seed.ts';
import { invoiceAttachment } from './features/invoices/service.ts';
import { activePaymentProvider } from './features/payments/providers/index.ts';
import { overduePaymentCount } from './features/payments/service.ts';
import { startPaymentSweeper } from './features/payments/sweeper.ts';
import { removeUserReviews } from './features/reviews/service.ts';
import { sellerSource } from './features/seller/service.ts';
import { seedDemoMerchant } from './features/staff/demo-merchant.ts';
import { grantConfiguredAdmins } from './features/staff/service.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { startMailWorker } from './mail/outbox.ts';
import { outboxBacklog } from './mail/repository.ts';
import type { InspectAnswer } from './plugins/contract.ts';
import { createAuth } from './plugins/identity/auth.ts';
import { createMetrics } from './plugins/metrics.ts';
import { seedDemoAccount } from './workflows/demo-seed.ts';
import { expireOverdueOrders } from './workflows/expire-unpaid-order.ts';
import { reviewCatalog } from './workflows/review-catalog.ts';

export interface StartOptions {
  /** Replaces the configured mailer (tests capture mail). */
  mailer?: Mailer;
  /** Reuse an already open database (tests share one per file). */
  database?: DatabaseHandle;
  /**
   * Leave the demo accounts (config.seedDemo) to `seedDemo()`, which main.ts calls once the
   * server listens: the shop answers while they are made. Until they are, requests to
   * /api/auth/* wait, so signing in as the demo shopper or merchant right after a start works.
   */
  deferDemo?: boolean;
  /** Test apps: every answer with its route, for the contract test (decision 072). */
  inspectAnswer?: InspectAnswer;
}

/**
 * Whether the server should take requests (/api/health/ready, decision 070): not while it is
 * draining for a stop, nor while its database does not answer or lacks its migrations.
 */
export interface Lifecycle {
  draining: boolean;
}

/** Thrown at start when MIGRATE_ON_START=false and the database lacks migrations. */
export class MigrationsPendingError extends Error {}

/**
 * Identity tables first (our user-scoped tables reference "user"(id)), then ours: what a start
 * does with MIGRATE_ON_START (the default) and what `npm run migrate` does alone.
 */
export async function applyMigrations(config: Config, database: DatabaseHandle): Promise<void> {
  const { migrate } = createAuth(config, database.db, {
    beforeUserDeleted: (userId) => removeUserReviews(database.db, reviewCatalog, userId),
  });
  await migrate();
  await migrateToLatest(database.db);
}

export async function createServer(config: Config, options: StartOptions = {}) {
  const database = options.database ?? (await openDatabase(config.database));
  // Metrics only when they are served (METRICS_PORT); main.ts opens their listener.
  const metrics = config.metrics ? createMetrics() : null;
  if (metrics) {
    database.observeQueries((ms, failed) =>
      metrics.dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000),
    );
  }
  const lifecycle: Lifecycle = { draining: false };
  let log: (message: string) => void = (message) => console.log(message);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.dataDir ? path.join(config.dataDir, 'outbox') : null,
      log: (message) => log(message),
    });
  const { auth, migrate } = createAuth(config, database.db, {
    beforeUserDeleted: (userId) => removeUserReviews(database.db, reviewCatalog, userId),
  });
  if (config.migrateOnStart) {
    // Identity tables first: our user-scoped tables reference "user"(id).
    await migrate();
    await migrateToLatest(database.db);
  } else if ((await missingMigrations(database.db)).length > 0) {
    // A rolling deploy migrates once, before the new instances start (decision 070): one
    // started too early stops here, and its service manager starts it again.
    throw new MigrationsPendingError(
      'The database lacks migrations this version needs and MIGRATE_ON_START=false: run `npm run migrate` first.',
    );
  }
  await seedCatalog(database.db);
  // The demo account: embedded default only, unless SEED_DEMO says otherwise.
  // Making them (two password hashes, two orders, the tracker's figures) was up to half of a
  // start on new data and a quarter on existing data (decision 040).
  const seedDemos = async () => {
    await seedDemoAccount(database.db, auth, sellerSource(config.seller));
    await seedDemoMerchant(database.db, auth);
  };
  const deferDemo = config.seedDemo && options.deferDemo === true;
  if (config.seedDemo && !deferDemo) await seedDemos();
  // The first admin of a new shop; accounts created later get it at sign-up.
  const promoted = await grantConfiguredAdmins(database.db, config.adminEmails);
  const app = await buildApp({
    config,
    database,
    auth,
    metrics,
    lifecycle,
    inspectAnswer: options.inspectAnswer,
  });
  log = (message) => app.log.info(message);
  // Deferred, the demo accounts are made by seedDemo() (main.ts, once listening); until they
  // are, only the identity routes wait: the demo's accounts are reached through a sign-in
  // there, and a token of theirs from before this start names accounts that exist already.
  let demoMade = () => {};
  const demoReady = new Promise<void>((resolve) => {
    demoMade = resolve;
  });
  let demoSeeding: Promise<void> | undefined;
  if (deferDemo) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/auth/')) await demoReady;
    });
    app.addHook('onClose', async () => demoMade());
  }
  const seedDemo = (): Promise<void> => {
    if (!deferDemo) return Promise.resolve();
    demoSeeding ??= seedDemos()
      .catch((error: unknown) => app.log.error({ err: error }, 'the demo accounts failed'))
      .finally(demoMade);
    return demoSeeding;
  };
  for (const { email } of promoted) log(`${email} is now an admin (ADMIN_EMAILS)`);
  // Sends the outbox's mail after the transactions that queued it commit (decision 023);
  // stopped before the database closes.
  const mailWorker = await startMailWorker({
    database,
    mailer,
    publicUrl: config.publicUrl,
    options: config.mailOutbox,
    log: app.log,
    // The order confirmation's tax invoice, drawn from the stored invoice when sent.
    attachmentSources: {
      invoice: (orderId) => invoiceAttachment(database.db, orderId, config.signing),
    },
  });
  app.addHook('onClose', async () => mailWorker.stop());
  // Cancels card and UPI orders not paid in time and sends queued refunds (decision 032).
  const paymentSweeper = startPaymentSweeper({
    db: database.db,
    expireOverdueOrders,
    provider: activePaymentProvider(config.payments),
    intervalMs: config.payments.sweepMs,
    log: app.log,
    onRun: metrics ? (outcome) => metrics.sweeperRuns.inc({ outcome }) : undefined,
  });
  app.addHook('onClose', async () => paymentSweeper.stop());
  if (config.seedDemo) {
    // Its figures are per IST month: rebuild them when a new month starts while running.
    const stop = scheduleMonthlyRefresh(
      () => seedDemoAccount(database.db, auth, sellerSource(config.seller)),
      (error) => app.log.error({ err: error }, 'demo account refresh failed'),
    );
    app.addHook('onClose', async () => stop());
  }
  metrics?.setSources({
    pool: () => database.poolStats(),
    outbox: () => outboxBacklog(database.db),
    unpaidOrdersDue: () => overduePaymentCount(database.db),
    replicaStatus: () => database.replicaStatus(),
  });
  return {
    app,
    database,
    auth,
    metrics,
    lifecycle,
    mailWorker,
    paymentSweeper,
    /** Makes the demo accounts when `deferDemo` left them; resolves at once otherwise. */
    seedDemo,
  };
}
