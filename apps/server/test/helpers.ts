// Builds the whole app on a fresh database for one test file: in-memory PGlite by default,
// or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Role } from '@harit/core/roles';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Order, Product } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import type { Mail, Mailer } from '../src/mail/mailer.ts';
import { type MailWorker, outboxIdle } from '../src/mail/outbox.ts';
import { createServer } from '../src/server.ts';
import { createContractCheck } from './contract-check.ts';
import { freshPostgres } from './fresh-postgres.mjs';

export const PUBLIC_URL = 'http://localhost:3000';

/** The environment every test server starts from: buildTestApp adds the tests' own settings. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  PUBLIC_URL,
  AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
};

/** Valid shipping details for placing orders (SPEC §5 rules). */
export const shipping = sampleShipping;

/** The same details delivered in Karnataka, the seller's state (the demo default SELLER_STATE). */
export const shippingInKarnataka = {
  ...shipping,
  address: '7 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
  cookie: string;
  /** Headers carrying this user's identity token. */
  auth: { authorization: string };
}

/**
 * Signs in with an e-mail and password as the browser does, then asks for the identity token:
 * the user as a TestUser.
 */
export async function signInByPassword(
  t: TestApp,
  email: string,
  password: string,
): Promise<TestUser> {
  const response = await postToAuth(t.app, '/sign-in/email', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const token = (
    await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })
  ).json<{ token: string }>().token;
  const { user } = response.json<{ user: { id: string; name: string } }>();
  const auth = { authorization: `Bearer ${token}` };
  return { id: user.id, name: user.name, email, password, token, cookie, auth };
}

/** Requests to the API as one signed-in user (its identity token in Authorization). */
export interface RequestsAs {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createServer>>['database']['db'];
  /** Mail the outbox's workers sent (through the collecting mailer, unless one was given). */
  mails: Mail[];
  /**
   * Resolves when every instance's mail worker has sent what is due (or due within `horizonMs`,
   * default 2 s, which short test backoffs fall within). Await it before reading `mails`.
   */
  mailIdle(horizonMs?: number): Promise<void>;
  /** `t.as(asha).post('/api/orders', body)`: a request carrying the user's identity token. */
  as(user: TestUser): RequestsAs;
  /**
   * Signs up a new user (unique e-mail) and returns its identity token and cookie;
   * `{ role: 'staff' }` or `{ role: 'admin' }` makes its token carry that role.
   */
  signUp(overrides?: SignUpOptions): Promise<TestUser>;
  /**
   * A second server instance on the same database (its own connection pool on PostgreSQL),
   * as behind a load balancer; closed with this one.
   */
  anotherInstance(): Promise<FastifyInstance>;
  /** Makes the demo accounts when the app was built with `deferDemo` (as main.ts does after listen). */
  seedDemo(): Promise<void>;
  /**
   * Answers since the last call that drift from the API contract (decision 072): a field or a
   * status the route's schema does not declare. useTestApp fails each test that leaves some.
   */
  contractDrift(): string[];
  close(): Promise<void>;
}

export type SignUpOptions = Partial<Pick<TestUser, 'email' | 'name' | 'password'>> & {
  role?: Role;
};

export interface TestAppOptions {
  /** Replaces the mailer that collects mail into `mails` (e.g. a slow or failing one). */
  mailer?: Mailer;
  /** Leaves the demo accounts until `seedDemo()` (decision 040), as a start does. */
  deferDemo?: boolean;
}

export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgres(
        process.env.TEST_DATABASE_URL,
        undefined,
        inject('emptyShopTemplate') || undefined,
      )
    : null;
  const config = loadConfig({
    ...TEST_ENV,
    AUTH_RATE_LIMIT: '1000',
    // The demo account only where a test asks for it: buildTestApp({ SEED_DEMO: 'true' }).
    SEED_DEMO: 'false',
    // Tests place many card and UPI orders per shopper; payments.test.ts sets the real limit.
    PAYMENT_MAX_UNPAID_ORDERS: '1000',
    // Tests pay through the test gateway on PostgreSQL too, where it is off unless asked for
    // (decision 056); payments-gateway.test.ts runs without it.
    PAYMENTS_TEST_GATEWAY: 'true',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { send: async (mail) => void mails.push(mail) };
  // Every answer held against its route's declared schema (decision 072).
  const contract = createContractCheck();
  const { app, database, mailWorker, seedDemo } = await createServer(config, {
    database: await openDatabase(config.database, { image: emptyShopImage(config) }),
    mailer,
    deferDemo: options.deferDemo,
    inspectAnswer: contract.inspectAnswer,
  });
  await app.ready();
  const others: (() => Promise<void>)[] = [];
  const mailWorkers: MailWorker[] = [mailWorker];

  async function signUp(overrides: SignUpOptions = {}) {
    const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.in`;
    const name = overrides.name ?? 'Asha Verma';
    const password = overrides.password ?? 'correct-horse-7';
    const signUpResponse = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: { email, password, name },
    });
    if (signUpResponse.statusCode !== 200) {
      throw new Error(`sign-up failed: ${signUpResponse.statusCode} ${signUpResponse.body}`);
    }
    const cookie = cookieHeader(signUpResponse.headers['set-cookie']);
    const id = signUpResponse.json<{ user: { id: string } }>().user.id;
    if (overrides.role) {
      // As an admin's grant would, but keeping this session: the token below carries the role.
      await database.db
        .updateTable('user')
        .set({ role: overrides.role })
        .where('id', '=', id)
        .execute();
    }
    const tokenResponse = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie },
    });
    const token = tokenResponse.json<{ token: string }>().token;
    return { id, email, name, password, token, cookie, auth: { authorization: `Bearer ${token}` } };
  }

  function as(user: TestUser): RequestsAs {
    const send = (
      method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
      url: string,
      payload?: unknown,
    ) =>
      app.inject({
        method,
        url,
        headers: user.auth,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    return {
      get: (url) => send('GET', url),
      post: (url, payload) => send('POST', url, payload),
      delete: (url, payload) => send('DELETE', url, payload),
      patch: (url, payload) => send('PATCH', url, payload),
      put: (url, payload) => send('PUT', url, payload),
    };
  }

  return {
    app,
    db: database.db,
    mails,
    mailIdle: (horizonMs = 2_000) => outboxIdle(database.db, mailWorkers, horizonMs),
    as,
    signUp,
    async anotherInstance() {
      const shared =
        config.database.kind === 'postgres' ? await openDatabase(config.database) : database;
      const other = await createServer(config, {
        mailer,
        database: shared,
        inspectAnswer: contract.inspectAnswer,
      });
      await other.app.ready();
      mailWorkers.push(other.mailWorker);
      others.push(async () => {
        mailWorkers.splice(mailWorkers.indexOf(other.mailWorker), 1);
        await other.app.close();
        if (shared !== database) await shared.close();
      });
      return other.app;
    },
    seedDemo,
    contractDrift: () => contract.take(),
    async close() {
      for (const closeOther of others) await closeOther();
      await app.close();
      await database.close();
      await postgres?.drop();
      throwOnDrift(contract.take());
    },
  };
}

/** The run's empty shop (global-setup.ts) for an in-memory database; nothing otherwise. */
function emptyShopImage(config: ReturnType<typeof loadConfig>): Blob | undefined {
  const file = inject('emptyShopImage');
  if (!file || config.database.kind !== 'pglite' || config.database.dataDir !== null)
    return undefined;
  return new Blob([readFileSync(file)]);
}

/**
 * The app for the tests of one file (or one describe block): built before them, closed after
 * them. Read it only inside hooks and tests; `env` and `options` as for buildTestApp.
 */
export function useTestApp(
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, options);
  });
  afterAll(async () => {
    await built?.close();
  });
  afterEach(() => {
    throwOnDrift(built?.contractDrift() ?? []);
  });
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app exists only inside hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get mails() {
      return current().mails;
    },
    mailIdle: (horizonMs) => current().mailIdle(horizonMs),
    as: (user) => current().as(user),
    signUp: (overrides) => current().signUp(overrides),
    anotherInstance: () => current().anotherInstance(),
    seedDemo: () => current().seedDemo(),
    contractDrift: () => current().contractDrift(),
    close: () => current().close(),
  };
}

function throwOnDrift(drift: string[]): void {
  if (drift.length > 0) {
    throw new Error(
      `Answers that drift from the API contract (decision 072):\n${drift.join('\n')}`,
    );
  }
}

/** POSTs to Better Auth (/api/auth<url>) as the web app does: same origin, the session cookie. */
export function postToAuth(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

/** Set-Cookie response header(s) → a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The catalogue as a shopper lists it (its first 100 products). */
export async function listCatalogue(t: Pick<TestApp, 'app'>): Promise<Product[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<Product[]>();
}

/** The catalogue's first product with more than `units` in stock. */
export async function productInStock(t: Pick<TestApp, 'app'>, units = 0): Promise<Product> {
  const product = (await listCatalogue(t)).find((p) => p.stock > units);
  if (!product) throw new Error(`no product has more than ${units} in stock`);
  return product;
}

/** The catalogue's product whose name matches `pattern`. */
export function productNamed(catalogue: readonly Product[], pattern: RegExp): Product {
  const product = catalogue.find((p) => pattern.test(p.name));
  if (!product) throw new Error(`no product in the catalogue is named like ${pattern}`);
  return product;
}

/**
 * The shoppers of a test file, signed up before its tests: Asha Verma, Ravi Kumar and, with
 * `{ staff: true }`, Meera of the staff; and the catalogue as a shopper lists it. The objects
 * are filled in then, so destructure them at the top of the file and read them in tests.
 */
export function useShoppers(t: TestApp, { staff = false } = {}) {
  const people = { asha: {} as TestUser, ravi: {} as TestUser, staff: {} as TestUser };
  const catalogue: Product[] = [];
  beforeAll(async () => {
    Object.assign(people.asha, await t.signUp({ name: 'Asha Verma' }));
    Object.assign(people.ravi, await t.signUp({ name: 'Ravi Kumar' }));
    if (staff) {
      Object.assign(people.staff, await t.signUp({ name: 'Meera Staff', role: 'staff' }));
    }
    catalogue.push(...(await listCatalogue(t)));
  });
  return {
    ...people,
    catalogue,
    product: (pattern: RegExp) => productNamed(catalogue, pattern),
  };
}

/** A product's stock in the database now. */
export async function stockOf(db: TestApp['db'], productId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/**
 * Places an order as `user` through the API, to the sample shipping details and paid by UPI
 * unless `details` say otherwise, and expects it placed: the order as its shopper sees it.
 */
export async function placeOrder(
  t: TestApp,
  user: TestUser,
  items: readonly { productId: string; quantity: number }[],
  details: Partial<Omit<OrderCreateInput, 'items'>> = {},
): Promise<Order> {
  const placed = await t
    .as(user)
    .post('/api/orders', { items, shipping, paymentMethod: 'upi', ...details });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Order>();
}

/** Places an order of one unit of the product for the user through the API; its database id. */
export async function placedOrderId(
  t: TestApp,
  user: TestUser,
  productId: string,
): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.auth,
    payload: { items: [{ productId, quantity: 1 }], shipping },
  });
  const { orderNumber } = placed.json<{ orderNumber: string }>();
  const order = await t.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return order.id;
}
