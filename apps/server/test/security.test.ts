// The security suite (issue 9): properties every route must have, checked against the list of
// routes in the OpenAPI document, so a new route is covered the moment it is registered.
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { buildTestApp, PUBLIC_URL, type TestApp, type TestUser } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  secured: boolean;
}

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let routes: Route[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      // `security: [{}, …]` documents an optional token (e.g. a support request sent signed out).
      secured:
        Array.isArray(op.security) &&
        op.security.length > 0 &&
        !op.security.some((s) => Object.keys(s as object).length === 0),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** '/api/cart/{userId}' → '/api/cart/<value>' */
function fill(path: string, values: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values(name)));
}

describe('every route', () => {
  it('is documented: the OpenAPI document lists the API', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.path === '/api/products')).toBe(true);
  });

  it('answers 401 without a token on every user-scoped route', async () => {
    const secured = routes.filter((r) => r.secured);
    expect(secured.length).toBeGreaterThan(0);
    for (const route of secured) {
      const response = await t.app.inject({
        method: route.method,
        url: fill(route.path, () => asha.id),
        ...(route.method === 'GET' ? {} : { payload: { userId: asha.id } }),
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answers 403 on every route given another user's id in the path, and changes nothing", async () => {
    const withUser = routes.filter((r) => r.path.includes('{userId}'));
    for (const route of withUser) {
      const response = await t.app.inject({
        method: route.method,
        url: fill(route.path, (name) => (name === 'userId' ? asha.id : 'x')),
        headers: ravi.auth,
        ...(route.method === 'GET' ? {} : { payload: { userId: asha.id } }),
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it("answers 403 on every write given another user's id in the body", async () => {
    const writes = routes.filter((r) => r.secured && r.method !== 'GET');
    for (const route of writes) {
      const response = await t.app.inject({
        method: route.method,
        url: fill(route.path, (name) => (name === 'userId' ? ravi.id : 'x')),
        headers: ravi.auth,
        payload: { userId: asha.id, productId: 'x', quantity: 1 },
      });
      // A body that fails validation first (400) also changes nothing; what must never
      // happen is acting on Asha's data with Ravi's token.
      expect([400, 403, 404], `${route.method} ${route.path}`).toContain(response.statusCode);
    }
  });

  it('never answers 5xx to random input (fast-check fuzzing)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('', '%', '(', "'", '\\', '../../etc/passwd', '1e9', '-1', '2.5', '<b>'),
    );
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'userId',
          'productId',
          'quantity',
          'items',
          'shipping',
          'paymentMethod',
          'name',
          'price',
          'email',
          'message',
          'topic',
          'goal',
          'orderNumber',
          'reason',
          'role',
        ),
        fc.oneof(value, fc.array(value, { maxLength: 3 }), fc.dictionary(fc.string(), value)),
      ),
      fc.array(value, { maxLength: 3 }),
      value,
    );
    for (const route of routes) {
      if (route.path.startsWith('/api/docs')) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.dictionary(fc.constantFrom('category', 'search', 'limit', 'offset'), fc.string()),
          body,
          fc.boolean(),
          async (segment, query, payload, asOwner) => {
            const url = new URL(
              fill(route.path, (name) => (name === 'userId' && asOwner ? asha.id : segment)),
              PUBLIC_URL,
            );
            for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
            const response = await t.app.inject({
              method: route.method,
              url: url.pathname + url.search,
              headers: asha.auth,
              ...(route.method === 'GET' || (route.method === 'DELETE' && payload === undefined)
                ? {}
                : {
                    payload: JSON.stringify(payload),
                    headers: { ...asha.auth, 'content-type': 'application/json' },
                  }),
            });
            expect(
              response.statusCode,
              `${route.method} ${url} ${JSON.stringify(payload)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    }
  }, 240_000);
});

describe('requests', () => {
  it('refuses an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...asha.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: asha.id, productId: 'x', padding: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...asha.auth, 'content-type': 'application/json' },
      payload: '{"userId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('refuses writes from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...asha.auth, origin: 'https://evil.example' },
      payload: { userId: asha.id, productId: 'x', quantity: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^Cross-origin request refused: .*CORS_ORIGINS/);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/add',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers on API and page responses', async () => {
    for (const url of ['/api/products', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBeDefined();
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
  });

  it('never leaks internals: an unexpected error answers 500 "Internal Server Error"', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/explode', async () => {
      throw new Error('secret internals at /srv/harit/db.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    await app.close();
  });
});
