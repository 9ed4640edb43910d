// The security suite: properties every route must have, checked against the list of
// routes in the OpenAPI document, so a new route is covered the moment it is registered.

import { fieldLabel } from '@harit/core/validation';
import fc from 'fast-check';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { PUBLIC_URL, type TestUser, useTestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  secured: boolean;
}

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
/** An admin: the merchant console's routes (/api/admin) are probed as one. */
let boss: TestUser;
let routes: Route[];
/** 'POST /api/cart/add' → its OpenAPI operation. */
let operations: Record<string, Operation>;

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  boss = await t.signUp({ name: 'Meena Iyer', role: 'admin' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.fromEntries(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
    ),
  );
  // The identity service's routes (/api/auth) are written out in the document for clients
  // (decision 072) but are Better Auth's, not the shop's: identity.test.ts and
  // sign-in-abuse.test.ts probe them. Here: every route the shop itself registers.
  routes = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/auth/'))
    .flatMap(([path, operations]) =>
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

/** The part of an OpenAPI (JSON Schema) document the probes read. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}
interface Operation {
  security?: unknown[];
  parameters?: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema?: JsonSchema;
  }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

/** Values that pass a field's own rules where 'x' would not. */
const VALID_SAMPLES: Record<string, unknown> = {
  email: 'asha@example.in',
  phone: '9876543210',
  zip: '411001',
  // One of the 28 states and 8 union territories, and the state of that PIN.
  state: 'Maharashtra',
  // A GSTIN whose check character is right (decision 073).
  gstin: '07AAACG2115R1ZJ',
  // A report's range and a return's month (IST dates).
  from: '2026-11-01',
  to: '2026-11-30',
  month: '2026-11',
  // A coupon's code (decision 074).
  code: 'GREEN10',
  // A product's picture (decision 080: the fields after it are probed too).
  image: '/images/placeholder.svg',
  images: ['/images/placeholder.svg'],
  // An invited person's new password (decision 081): sign-up's length rule.
  password: 'green-leaf-42',
};

/** A value that passes `schema`: only required fields, so the one under test is the only fault. */
function validSample(schema: JsonSchema, key?: string): unknown {
  if (schema.anyOf?.[0]) return validSample(schema.anyOf[0], key);
  // A field from a fixed list takes its first value, whatever its name (a refund's `state`).
  if (schema.enum) return schema.enum[0];
  if (key !== undefined && key in VALID_SAMPLES) return VALID_SAMPLES[key];
  switch (schema.type) {
    case 'string':
      return key === 'userId' ? asha.id : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'number':
    case 'integer':
      return schema.exclusiveMinimum !== undefined
        ? schema.exclusiveMinimum + 1
        : (schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [validSample(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          validSample(schema.properties?.[name] ?? {}, name),
        ]),
      );
    default:
      return undefined;
  }
}

/** Every path in a JSON Schema that ends in a free string (not one of a list), optional fields included. */
function stringLeaves(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.anyOf) return schema.anyOf.flatMap((option) => stringLeaves(option, path));
  // A value from a fixed list (topic, payment method) refuses anything else already.
  if (schema.enum) return [];
  if (schema.type === 'string') return [path];
  if (schema.type === 'array' && schema.items) return stringLeaves(schema.items, [...path, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
    stringLeaves(field, [...path, name]),
  );
}

/**
 * A copy of `value` with `leaf` set at `path`; an optional object or list on the way that is
 * missing is made from `schema`'s valid sample, so the leaf is the only fault.
 */
function setAt(
  value: unknown,
  path: (string | number)[],
  leaf: unknown,
  schema: JsonSchema = {},
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const inner =
    (typeof head === 'number' ? schema.items : schema.properties?.[head]) ?? ({} as JsonSchema);
  const option = inner.anyOf?.[0] ?? inner;
  const next =
    copy[head] ??
    (option.type === 'object' || option.type === 'array'
      ? validSample(option, String(head))
      : typeof rest[0] === 'number'
        ? []
        : {});
  copy[head] = setAt(next, rest, leaf, option);
  return copy;
}

interface Probe {
  route: Route;
  field: (string | number)[];
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One request per string the route reads, that string holding NUL (or half a surrogate pair). */
function stringProbes(route: Route): Probe[] {
  const op = operations[`${route.method} ${route.path}`];
  if (!op || route.path.startsWith('/api/docs')) return [];
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? validSample(bodySchema) : undefined;
  // A support reference must look like one, or the path is refused before the body is read.
  const pathValue = (name: string) =>
    name === 'userId' ? asha.id : name === 'reference' ? 'HRT-AAAAAAAA' : 'x';
  const base = { route, url: fill(route.path, pathValue), headers: {}, body };
  const probes: Probe[] = [];
  for (const parameter of op.parameters ?? []) {
    if (parameter.schema?.type !== 'string' || parameter.schema.enum) continue;
    const field = [parameter.name];
    if (parameter.in === 'path') {
      const url = fill(route.path, (name) =>
        name === parameter.name ? 'x\u0000y' : pathValue(name),
      );
      probes.push({ ...base, field, url });
    } else if (parameter.in === 'query') {
      // The route's other required query parameters, valid, so the probed one is the only fault.
      const others = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required && p.name !== parameter.name)
        .map((p) => `${p.name}=${encodeURIComponent(String(validSample(p.schema ?? {}, p.name)))}`);
      const query = [...others, `${parameter.name}=x%00y`].join('&');
      probes.push({ ...base, field, url: `${base.url}?${query}` });
    } else {
      probes.push({ ...base, field, headers: { [parameter.name]: 'key-1234\u0000' } });
    }
  }
  for (const field of bodySchema ? stringLeaves(bodySchema) : []) {
    for (const bad of ['x\u0000y', 'x\uD800y']) {
      probes.push({ ...base, field, body: setAt(body, field, bad, bodySchema) });
    }
  }
  return probes;
}

/** Who probes a route's input: an admin for the console's routes, a shopper for the rest. */
const callerOf = (route: Route): TestUser => (route.path.startsWith('/api/admin') ? boss : asha);

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

  // The guard reads the request as sent, before validation strips keys a route does not
  // list: a foreign userId is refused even where the route ignores it.
  it("answers 403 on every write given another user's id in the body", async () => {
    // The payment provider's webhook has no caller to compare with: its signature is the proof.
    const writes = routes.filter(
      (r) =>
        r.method !== 'GET' &&
        !r.path.startsWith('/api/docs') &&
        !r.path.startsWith('/api/payments/webhook'),
    );
    for (const route of writes) {
      const response = await t.app.inject({
        method: route.method,
        url: fill(route.path, (name) => (name === 'userId' ? ravi.id : 'x')),
        headers: ravi.auth,
        payload: { userId: asha.id, productId: 'x', quantity: 1 },
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it("answers 403 on every user-scoped read given another user's id in the query", async () => {
    const reads = routes.filter((r) => r.secured && r.method === 'GET');
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const response = await t
        .as(ravi)
        .get(
          `${fill(route.path, (name) => (name === 'userId' ? ravi.id : 'x'))}?userId=${asha.id}`,
        );
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  // PostgreSQL refuses NUL and broken Unicode (22P05, 22021) with an error
  // the API would answer 500; every string a route reads must be refused at validation.
  it('refuses a control character in every string it reads with 400 naming the field', async () => {
    const probes = routes.flatMap((route) => stringProbes(route));
    expect(probes.length).toBeGreaterThan(40);
    for (const probe of probes) {
      const response = await t.app.inject({
        method: probe.route.method,
        url: probe.url,
        headers: {
          ...callerOf(probe.route).auth,
          ...probe.headers,
          ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
      });
      const what = `${probe.route.method} ${probe.route.path} ${probe.field.join('.')}`;
      if (probe.field.at(-1) === 'userId') {
        // Not the caller's id: the guard refuses it before validation.
        expect(response.statusCode, what).toBe(403);
      } else {
        expect(response.statusCode, what).toBe(400);
        expect(response.json().message, what).toBe(
          `${fieldLabel(probe.field)} must not contain control characters.`,
        );
      }
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
              headers: callerOf(route).auth,
              ...(route.method === 'GET' || (route.method === 'DELETE' && payload === undefined)
                ? {}
                : {
                    payload: JSON.stringify(payload),
                    headers: { ...callerOf(route).auth, 'content-type': 'application/json' },
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
