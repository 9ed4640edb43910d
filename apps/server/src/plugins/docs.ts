// OpenAPI 3.1 generated from the same zod schemas the routes validate and serialise with; UI at
// /api/docs, the document at /api/docs/json. What every route's contract holds: ./contract.ts
// and decision 072.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IDENTITY_OPERATIONS } from '@harit/core/api/identity';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type InspectAnswer, registerContract } from './contract.ts';

const DESCRIPTION = `Harit's shop: catalogue, reviews, wishlist, cart, orders, payments, carbon tracker, customer care and the merchant console (\`/api/admin\`).

## Signing in: the identity token
1. \`POST /api/auth/sign-up/email\` or \`POST /api/auth/sign-in/email\` (JSON, with an \`Origin\` header the shop accepts) answers with the session cookie (\`Set-Cookie\`, HttpOnly).
2. \`GET /api/auth/token\` with that cookie answers \`{ "token": "<JWT>" }\`: the **identity token**, valid 15 minutes. Ask again for a fresh one before it expires; keep it in memory only.
3. Every route marked with the \`bearer\` security scheme takes it as \`Authorization: Bearer <token>\`. Without one (or with an expired one) it answers 401; with another user's \`userId\` in the path, query or body, or without the role a console route needs (\`staff\`, \`admin\`: the scopes of its requirement), 403.
4. \`POST /api/auth/sign-out\` ends the session: its tokens stop working at once on every instance.
Tokens are verified against \`GET /api/auth/jwks\`.

## Conventions
- Money is rupees, a number with at most two decimals. Instants are ISO 8601.
- Every error is \`{ "message": "…" }\` in the request's language (\`Accept-Language\`, \`lang\`) with a 4xx naming the problem, or a 5xx that says only that something failed.
- Lists answer an array and say the count of every match in \`X-Total-Count\`; lists that can grow take \`limit\` and \`offset\`.`;

const TAGS: Record<string, string> = {
  identity: 'Accounts, sessions and identity tokens (Better Auth)',
  account: 'The signed-in shopper: profile, language, address book; PIN codes',
  catalogue: 'Products and categories; public',
  reviews: "Products' reviews; writing one needs a delivered order line",
  wishlist: "The shopper's wishlist",
  cart: "The shopper's cart",
  orders: "The shopper's orders",
  payments: 'Paying card and UPI orders; the payment options; webhooks',
  invoices: 'GST tax invoices and credit notes',
  returns: "The shopper's return requests",
  carbon: 'The carbon tracker',
  rewards: 'Green points',
  support: 'Customer care requests',
  admin: 'The merchant console (staff and admins)',
  'staff-invites':
    "Invitations to the merchant console; public, the link's token is the credential",
  health: 'Whether the server and its database answer',
};

export async function registerDocs(
  app: FastifyInstance,
  { publicUrl, inspectAnswer }: { publicUrl: string; inspectAnswer?: InspectAnswer },
): Promise<void> {
  registerContract(app, { inspectAnswer });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Harit API',
        description: DESCRIPTION,
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Harit' },
      },
      servers: [{ url: publicUrl, description: 'This shop' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The identity token from GET /api/auth/token',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The session cookie sign-up and sign-in set',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withoutUnusedSchemas(withIdentityPaths(jsonSchemaTransformObject(document) as OpenApi)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

type OpenApi = ReturnType<typeof jsonSchemaTransformObject> & {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
};

/** Better Auth's routes the web calls (core's IDENTITY_OPERATIONS), under /api/auth. */
function withIdentityPaths(document: OpenApi): OpenApi {
  const schemas: Record<string, unknown> = {};
  const json = (schema: z.ZodType, io: 'input' | 'output') => {
    // Named schemas land in $defs: they join the document's components.
    const converted = JSON.parse(
      JSON.stringify(
        z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
      ).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as Record<string, unknown> & { $defs?: Record<string, unknown> };
    const { $schema: _, $defs, ...rest } = converted;
    Object.assign(schemas, $defs);
    return rest;
  };
  const error = { $ref: '#/components/schemas/Error' };
  const errorAnswer = (description: string) => ({
    description,
    content: { 'application/json': { schema: error } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of IDENTITY_OPERATIONS) {
    paths[`/api/auth${operation.path}`] = {
      [operation.method]: {
        operationId: operation.operationId,
        tags: ['identity'],
        summary: operation.summary,
        security: operation.session ? [{ session: [] }] : [],
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: json(operation.body, 'input') } },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'Done',
            content: { 'application/json': { schema: json(operation.answer, 'output') } },
          },
          ...(operation.body
            ? {
                400: errorAnswer('The request is not valid'),
                422: errorAnswer('Not accepted as it is, e.g. an e-mail that cannot be used'),
              }
            : {}),
          401: errorAnswer('Not signed in, or wrong e-mail or password'),
          403: errorAnswer('An origin the shop does not accept'),
          429: errorAnswer('Too many attempts from this address: wait and try again'),
        },
      },
    };
  }
  return {
    ...document,
    paths: { ...paths, ...document.paths },
    components: {
      ...document.components,
      schemas: { ...schemas, ...document.components?.schemas },
    },
  } as OpenApi;
}

/**
 * The registry holds an input and an output copy of every named schema; only those an
 * operation refers to (directly or through another) stay in the document.
 */
function withoutUnusedSchemas(document: OpenApi): OpenApi {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const { components, ...rest } = document;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit(rest);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  } as OpenApi;
}
