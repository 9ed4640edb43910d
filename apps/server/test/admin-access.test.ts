// Who may use the merchant console's API, checked over every /api/admin route in the
// OpenAPI document, so a route is covered the moment it is registered. Each route declares the
// role it needs as its bearer requirement's scope: `security: [{ bearer: ['staff'] }]` or
// `[{ bearer: ['admin'] }]` (OpenAPI lets a security requirement name roles).
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from './helpers.ts';

interface AdminRoute {
  method: string;
  path: string;
  role: string | undefined;
}

const t = useTestApp();
let customer: TestUser;
let staff: TestUser;
let admin: TestUser;
let routes: AdminRoute[];

beforeAll(async () => {
  customer = await t.signUp();
  staff = await t.signUp({ role: 'staff' });
  admin = await t.signUp({ role: 'admin' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        role: op.security?.[0]?.bearer?.[0],
      })),
    );
});

/** Any value for path parameters: the guard answers before the route looks at them. */
const url = (path: string) => path.replace(/\{\w+\}/g, 'x');
const call = (route: AdminRoute, user?: TestUser) =>
  t.app.inject({
    method: route.method as 'GET',
    url: url(route.path),
    ...(user ? { headers: user.auth } : {}),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('the merchant console API', () => {
  it('lists its routes in the OpenAPI document, each naming the role it needs', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(['staff', 'admin'], `${route.method} ${route.path}`).toContain(route.role);
    }
  });

  it('answers 401 without a token on every route', async () => {
    for (const route of routes) {
      expect((await call(route)).statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answers 403 to a customer's token on every route", async () => {
    for (const route of routes) {
      const response = await call(route, customer);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(response.json().message).toBe('This needs a staff account of the shop');
    }
  });

  it('answers 403 to staff on the admins-only routes, and lets staff through the others', async () => {
    for (const route of routes) {
      const status = (await call(route, staff)).statusCode;
      if (route.role === 'admin') expect(status, `${route.method} ${route.path}`).toBe(403);
      else expect(status, `${route.method} ${route.path}`).not.toBe(403);
    }
  });

  it('lets admins through every route', async () => {
    for (const route of routes) {
      const status = (await call(route, admin)).statusCode;
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(status);
    }
  });
});

describe('the audit log', () => {
  it('is empty for a new shop, and reads newest first with its total', async () => {
    const response = await t.as(admin).get('/api/admin/audit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(response.json().length));
  });
});
