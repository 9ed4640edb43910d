// The API's contract in its OpenAPI document (decision 072). Each route declares in its schema
// its operationId, tags, security and its success answers (zod schemas from core's src/api/);
// what follows from a route's shape is added here, once, so no route can forget it:
// - `security: []` on a public route (Redocly: every operation says how it is reached);
// - the one Error answer for 400 where the route validates a request part, and for 401 and 403
//   where it needs an identity token (the user guard's 403 for another user's id, the console's
//   for a role); 404, 409 and the like each route declares itself (errorAnswers()).
// A test app also passes `inspectAnswer`: every answer is handed to it with the route it came
// from, before Fastify serialises it, so a field a schema would silently drop is seen.
import { apiError, health } from '@harit/core/api/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** An answer as the route sent it (before serialisation), for the contract test. */
export interface AnswerSeen {
  method: string;
  /** the route's path as registered (`/api/orders/:orderNumber`) */
  route: string;
  /** the path requested */
  path: string;
  status: number;
  /** the JSON body (undefined when there is none or it is not JSON) */
  body: unknown;
  /** the document the route belongs to */
  document: () => unknown;
}

export type InspectAnswer = (answer: AnswerSeen) => void;

/** Routes declared outside a feature's route file (app.ts), with their contract here. */
const DECLARED_HERE: Record<string, Record<string, unknown>> = {
  'GET /api/health': { operationId: 'getHealth', response: { 200: health, 503: health } },
};

type RouteSchema = Record<string, unknown> & {
  hide?: boolean;
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
};

/** Fills in what follows from a route's shape (see the top of this file). */
export function completeRouteContract(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => method === 'HEAD')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (schema.hide) return;
  Object.assign(schema, DECLARED_HERE[`${methods[0]} ${url}`]);
  schema.security ??= [];
  schema.response ??= {};
  const response = schema.response;
  const add = (status: number) => {
    if (!(status in response)) response[status] = apiError;
  };
  if (schema.body || schema.querystring || schema.params || schema.headers) add(400);
  // A body over the limit (app.ts's bodyLimit) is refused before the route runs.
  if (schema.body) add(413);
  if (schema.security.some((requirement) => Object.keys(requirement).length > 0)) {
    add(401);
    add(403);
  }
  route.schema = schema;
}

export function registerContract(
  app: FastifyInstance,
  { inspectAnswer }: { inspectAnswer?: InspectAnswer } = {},
): void {
  app.addHook('onRoute', completeRouteContract);
  if (!inspectAnswer) return;
  const seen = new WeakSet<FastifyRequest>();
  const hand = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const route = request.routeOptions.url;
    if (!route) return;
    inspectAnswer({
      method: request.method,
      route,
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
      body,
      document: () => (request.server as unknown as { swagger(): unknown }).swagger(),
    });
  };
  // Objects, before the serialiser strips what their schema lacks.
  app.addHook('preSerialization', async (request, reply, payload) => {
    seen.add(request);
    hand(request, reply, JSON.parse(JSON.stringify(payload ?? null)));
    return payload;
  });
  // Answers sent as text already (the catalogue's cache, Better Auth) or without a body; once
  // (the identity routes' onSend runs again after their text is sent).
  app.addHook('onSend', async (request, reply, payload) => {
    if (seen.has(request)) return payload;
    seen.add(request);
    const type = String(reply.getHeader('content-type') ?? '');
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (typeof text === 'string' && text.length > 0 && type.includes('json')) {
      hand(request, reply, JSON.parse(text));
    } else if (payload === undefined || payload === null || payload === '') {
      hand(request, reply, undefined);
    }
    return payload;
  });
}
