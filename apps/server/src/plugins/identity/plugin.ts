// Mounts Better Auth at /api/auth/*, and gives the API its one guard for user-scoped routes.

import { hasRole } from '@harit/core/roles';
import {
  controlCharactersMessage,
  fieldLabel,
  findUnsafeText,
  firstIssue,
  isPlainText,
  profileUpdateSchema,
  signUpProfileSchema,
} from '@harit/core/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import type { Auth } from './auth.ts';
import { createRevocations, REVOCATION_CHANNEL, sessionIsLive } from './revocation.ts';
import { createTokenVerifier, type TokenUser } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for user-scoped routes: the identity token's user. */
    user: TokenUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid Bearer identity token is sent. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The one guard for user-scoped routes. Call it first in a feature's route plugin: every
 * route in that plugin then needs a valid identity token (401 otherwise), and a `userId` in
 * the path, query or body that is not the caller's is refused with 403 before the handler
 * runs, so nothing is read or changed.
 */
export function guardUserRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireUser);
  app.addHook('preValidation', sameUser);
}

/**
 * The guard of the merchant console's API, called once on the scope that holds every
 * /api/admin route: 401 without a valid identity token, 403 unless its role is staff or admin.
 * The role comes from the token, so no database read decides it.
 */
export function guardStaffRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request) => {
    if (!hasRole(request.user?.role, 'staff')) {
      throw forbidden('This needs a staff account of the shop');
    }
  });
}

/** Route-level onRequest hook inside the staff scope: 403 unless the caller is an admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!hasRole(request.user?.role, 'admin')) {
    throw forbidden('Only an admin of the shop may do this');
  }
}

async function sameUser(request: FastifyRequest): Promise<void> {
  if (!request.user?.id) throw unauthorized();
  await refuseOtherUsersId(request);
}

/**
 * preValidation hook: 403 when the path, query or body names a `userId` that is not the
 * caller's (or any `userId` from a caller who is signed out). It reads the request as sent:
 * after validation, zod has already stripped a `userId` the route's schema does not list, and
 * the route would act for the caller while ignoring the id.
 */
export async function refuseOtherUsersId(request: FastifyRequest): Promise<void> {
  const caller = request.user?.id;
  for (const source of [request.params, request.query, request.body]) {
    if (source && typeof source === 'object' && 'userId' in source) {
      const claimed = (source as { userId?: unknown }).userId;
      if (claimed !== undefined && claimed !== caller) throw forbidden();
    }
  }
}

/**
 * How long an ended session or user id is remembered: longer than any identity token lives
 * (TOKEN_LIFETIME, 15 minutes) plus clock skew, so no token of it can still be valid after.
 */
const REMEMBER_ENDED_MS = 60 * 60 * 1000;

/** Better Auth's answers that carry a session or a token; not the public keys. */
const isPrivateAuthAnswer = (url: string) =>
  url.startsWith('/api/auth/') && !url.startsWith('/api/auth/jwks');

export const identityPlugin = fp<{ auth: Auth; config: Config; database: DatabaseHandle }>(
  async (app: FastifyInstance, { auth, config, database }) => {
    // A token dies with its session on every instance, within the time a NOTIFY takes
    // (decision 013).
    const revocations = createRevocations({
      keepForMs: REMEMBER_ENDED_MS,
      isSessionLive: (sessionId, userId) => sessionIsLive(database.db, sessionId, userId),
    });
    const stopListening = await database.listen(
      REVOCATION_CHANNEL,
      revocations.onNotify,
      revocations.onListening,
    );
    app.addHook('onClose', () => stopListening());

    const verifier = createTokenVerifier({
      loadJwks: () => auth.api.getJwks() as never,
      issuer: config.publicUrl,
      audience: config.publicUrl,
      isRevoked: revocations.isRevoked,
    });

    // Keys ready before the first request; if the database is down now, the first request retries.
    app.addHook('onReady', async () => {
      await verifier.warm().catch(() => {});
    });

    // Answers about a signed-in person are never stored by a browser or a proxy:
    // every request that went through requireUser, whatever its outcome, and Better
    // Auth's session and token answers.
    const userScoped = new WeakSet<FastifyRequest>();
    app.addHook('onSend', async (request, reply) => {
      if (userScoped.has(request) || isPrivateAuthAnswer(request.url)) {
        reply.header('cache-control', 'no-store');
      }
    });

    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      userScoped.add(request);
      const header = request.headers.authorization;
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw unauthorized('Sign in required: send Authorization: Bearer <token>');
      const user = await verifier.verify(token);
      if (!user) throw unauthorized('Your session has expired or is invalid; please sign in again');
      request.user = user;
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: (request, reply) => forwardToAuth(auth, config, request, reply),
    });
  },
  { name: 'identity' },
);

/**
 * Identity routes that store a person's name and picture, and the rule of each body
 * (decision 057): the display name follows signup's Full Name rule on one line, the
 * picture is an https: address or null.
 */
const PROFILE_RULES = new Map<string, z.ZodType<z.output<typeof profileUpdateSchema>>>([
  ['/api/auth/sign-up/email', signUpProfileSchema],
  ['/api/auth/update-user', profileUpdateSchema],
]);

/**
 * What the API's zod schemas do for every other route, for the bodies Better Auth reads: no
 * control characters anywhere, and a name and picture as PROFILE_RULES says,
 * stored trimmed. Throws a 400; may trim the body.
 */
function checkAuthInput(request: FastifyRequest): void {
  const body = request.body;
  const path = (request.url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
  const profile = PROFILE_RULES.get(path);
  if (profile && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    // Only the fields sent: updating the picture alone leaves the name as it is.
    const parsed = profile.safeParse({ name: fields.name, image: fields.image });
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    for (const key of ['name', 'image'] as const) {
      if (key in fields) fields[key] = parsed.data[key];
    }
  }
  const wildcard = (request.params as { '*'?: unknown })['*'];
  if (typeof wildcard === 'string' && !isPlainText(wildcard)) {
    throw badRequest(controlCharactersMessage('Address'));
  }
  for (const source of [request.query, body]) {
    const unsafe = findUnsafeText(source);
    if (unsafe) throw badRequest(controlCharactersMessage(fieldLabel(unsafe)));
  }
}

/** Fastify request → Fetch Request → Better Auth → Fastify reply. */
async function forwardToAuth(
  auth: Auth,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  checkAuthInput(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // A client can forge x-forwarded-for; Better Auth reads the address from x-client-ip only.
    if (value === undefined || name === 'x-forwarded-for' || name === 'x-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, config.publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  // Better Auth's errors are { code, message }: the API's one error shape keeps `message`.
  reply.send(text.length > 0 ? text : null);
}
