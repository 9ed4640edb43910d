// The API contract (decision 072): the document lints clean with Redocly's recommended rules,
// every operation declares its operationId, its answers and its errors, the contract test's
// check catches a field a schema lacks, and the typed client's types are those of the document.
import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../scripts/api-types.ts';
import { answerProblems } from './contract-check.ts';
import { useTestApp } from './helpers.ts';

// As a shop serves it: its own address, not localhost (Redocly warns about that one).
const t = useTestApp({ PUBLIC_URL: 'https://shop.harit.in' });

/** Public, no parameters, no body: nothing a client sends can be wrong (decision 072). */
const NO_4XX = ['GET /api/health', 'GET /api/account/providers', 'GET /api/payments/options'];

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
const documentOf = () =>
  t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };

function operations() {
  return Object.entries(documentOf().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the OpenAPI document', () => {
  it('has, for every operation, a unique verb-noun operationId, tags, security, a success answer with its schema and a 4xx', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const missing = all.flatMap(({ path, method, operation }) => {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses ?? {});
      const success = statuses.filter((status) => /^2\d\d$/.test(status));
      return [
        operation.tags?.length ? [] : [`${where}: no tags`],
        operation.security ? [] : [`${where}: no security`],
        success.length > 0 ? [] : [`${where}: no success answer`],
        success.every(
          (status) =>
            status === '204' ||
            Object.values(operation.responses?.[status]?.content ?? {}).some((c) => c.schema),
        )
          ? []
          : [`${where}: a success answer without a schema`],
        // A public route that reads nothing of the request has no 4xx to answer (decision 072).
        statuses.some((status) => /^4\d\d$/.test(status)) || NO_4XX.includes(where)
          ? []
          : [`${where}: no 4xx`],
      ].flat();
    });
    expect(missing).toEqual([]);
  });

  it('documents sign-up, sign-in, the identity token and sign-out under /api/auth, and the bearer flow', () => {
    const document = documentOf() as unknown as {
      paths: Record<string, unknown>;
      info: { description: string };
      servers: { url: string }[];
    };
    for (const path of ['sign-up/email', 'sign-in/email', 'token', 'sign-out', 'get-session']) {
      expect(document.paths).toHaveProperty([`/api/auth/${path}`]);
    }
    expect(document.info.description).toContain('Authorization: Bearer <token>');
    expect(document.servers).toEqual([{ url: 'https://shop.harit.in', description: 'This shop' }]);
  });

  it('declares the rules the server enforces: states, PIN, e-mail, rupees', () => {
    const text = JSON.stringify(documentOf());
    type Schema = { enum?: unknown[]; properties: Record<string, Record<string, unknown>> };
    const { schemas } = (
      documentOf() as unknown as { components: { schemas: Record<string, Schema> } }
    ).components;
    expect(schemas.IndianState?.enum).toHaveLength(36);
    expect(schemas.ShippingAddress?.properties.zip?.pattern).toBe('^\\d{6}$');
    expect(schemas.ShippingAddress?.properties.email?.format).toBe('email');
    expect(schemas.Order?.properties.total?.multipleOf).toBe(0.01);
    expect(text).toContain('"multipleOf":0.01');
  });

  it("lints with Redocly's recommended rules: no errors, at most 5 warnings, each one decision 072 explains", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(documentOf()),
      absoluteRef: 'openapi.json',
      config,
    });
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`,
    );
    expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(5);
    // The warnings decision 072 explains: the three routes with no 4xx to answer, and the
    // webhook path per provider beside an order's payment paths (decision 065).
    const explained = NO_4XX.map((where) => {
      const [method, path] = where.split(' ');
      return `/paths/${path!.replaceAll('/', '~1')}/${method!.toLowerCase()}/responses`;
    });
    expect(
      problems.filter(
        (p) =>
          !(
            p.ruleId === 'no-ambiguous-paths' &&
            [
              '#/paths/~1api~1payments~1webhook~1{provider}',
              // Decision 081: saved replies beside a request's own paths; a reference never
              // reads "saved-replies" (HRT-…), and the router takes the fixed segment first.
              '#/paths/~1api~1admin~1support~1saved-replies~1{id}',
            ].includes(p.location[0]?.pointer ?? '')
          ) &&
          (p.ruleId !== 'operation-4xx-response' ||
            !explained.some((pointer) => p.location[0]?.pointer?.endsWith(pointer))),
      ),
      lines.join('\n'),
    ).toEqual([]);
  });

  it('is what e2e/support/api-types.ts was generated from (npm run api:types)', async () => {
    const checkedIn = await readFile(API_TYPES_FILE, 'utf8');
    // The types do not depend on the address: the document of any start gives the same file.
    expect(await apiTypes(documentOf() as never)).toBe(checkedIn);
  });
});

describe('the contract check', () => {
  const answer = (body: unknown, status = 200) => ({
    method: 'GET',
    route: '/api/account/providers',
    path: '/api/account/providers',
    status,
    body,
    document: () => t.app.swagger(),
  });

  it('passes an answer as declared', () => {
    expect(answerProblems(answer({ emailPassword: true, google: false }))).toEqual([]);
  });

  it('fails an answer with a field its schema does not declare', () => {
    expect(answerProblems(answer({ emailPassword: true, google: false, apple: true }))).toEqual([
      'GET /api/account/providers → 200: (body) must NOT have additional properties (apple)',
    ]);
  });

  it('fails an answer that lacks a field, or a status the route does not declare', () => {
    expect(answerProblems(answer({ emailPassword: true }))).toHaveLength(1);
    expect(answerProblems(answer({ message: 'Gone' }, 410))).toEqual([
      'GET /api/account/providers → 410: status not declared',
    ]);
  });

  it('sees a drifting answer of a real route: the test app fails the test that got it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/providers' });
    expect(response.statusCode).toBe(200);
    expect(t.contractDrift()).toEqual([]);
  });
});
