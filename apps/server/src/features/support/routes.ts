import { supportTicket } from '@harit/core/api/account';
import { errorAnswers } from '@harit/core/api/common';
import { supportReplyBody } from '@harit/core/support';
import {
  guestSupportTicketBody,
  supportReferenceParams,
  supportTicketBody,
  supportTicketQuerySchema,
} from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { createWindowLimiter, type WindowLimit } from '../../db/rate-limit.ts';
import { requestLanguage } from '../../locales/request-language.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import { guardUserRoutes, refuseOtherUsersId } from '../../plugins/identity/plugin.ts';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { SupportInbox } from './inbox.ts';
import type { SupportRepository } from './repository.ts';

/** Signed-out requests per client address; a real shopper sends one or two. */
const GUEST_LIMIT: WindowLimit = { max: 5, windowMs: 10 * 60 * 1000 };

/**
 * Customer care, under /api/support. Sending a request works signed out (with an
 * e-mail) or signed in (the token's user and e-mail); reading tickets is the signed-in user's
 * own only, like every user-scoped route (DESIGN.md §4).
 */
export const supportRoutes: FastifyPluginAsyncZod<{
  support: SupportRepository;
  inbox: SupportInbox;
  /** Where the guest limit counts, shared by every instance. */
  db: Db;
  guestLimit?: WindowLimit;
}> = async (app, { support, inbox, db, guestLimit = GUEST_LIMIT }) => {
  const guests = createWindowLimiter(db, 'support-guest', guestLimit);

  app.post(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary:
          'Send a support request: signed in (Bearer token) or signed out (email required); answers its reference',
        operationId: 'createSupportTicket',
        body: supportTicketBody,
        security: [{}, { bearer: [] }],
        response: { 201: supportTicket, ...errorAnswers(429) },
      },
      // The token is optional, but one that is sent must be valid: a stale session must not
      // silently file the request as a guest's.
      onRequest: async (request) => {
        if (request.headers.authorization !== undefined) await app.requireUser(request);
      },
      preValidation: refuseOtherUsersId,
    },
    async (request, reply) => {
      const { topic, orderNumber, message } = request.body;
      const user = request.user;
      let email = user?.email || request.body.email;
      if (!user) {
        const guestEmail = guestSupportTicketBody.shape.email.safeParse(email ?? '');
        if (!guestEmail.success) {
          throw badRequest(
            guestEmail.error.issues[0]?.message ?? 'Email is required so we can reply',
          );
        }
        email = guestEmail.data;
        const retryAfter = await guests.take(request.ip);
        if (retryAfter > 0) {
          reply.header('Retry-After', String(retryAfter));
          throw new HttpError(
            429,
            'Too many requests from this address; please try again later or call us',
          );
        }
      }
      if (!email) throw badRequest('Email is required so we can reply');
      const ticket = await support.create({
        userId: user?.id ?? null,
        email,
        topic,
        orderNumber,
        message,
        language: requestLanguage(request),
      });
      return reply.status(201).send(ticket);
    },
  );

  await app.register(ownTicketRoutes, { support, inbox });
};

/** The signed-in user's own tickets: the one guard makes every route here need a token. */
const ownTicketRoutes: FastifyPluginAsyncZod<{
  support: SupportRepository;
  inbox: SupportInbox;
}> = async (app, { support, inbox }) => {
  guardUserRoutes(app);

  app.get(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary: "The caller's support requests, newest first",
        operationId: 'listSupportTickets',
        querystring: supportTicketQuerySchema,
        response: { 200: z.array(supportTicket) },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) =>
      sendListPage(reply, await support.listForUser(request.user!.id, request.query)),
  );

  app.get(
    '/support/tickets/:reference',
    {
      schema: {
        tags: ['support'],
        operationId: 'getSupportTicket',
        summary: "One of the caller's support requests by reference",
        response: { 200: supportTicket, ...errorAnswers(404) },
        params: supportReferenceParams,
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const ticket = await support.findForUser(request.user!.id, request.params.reference);
      if (!ticket) throw notFound('Support request not found');
      return ticket;
    },
  );

  app.post(
    '/support/tickets/:reference/replies',
    {
      schema: {
        tags: ['support'],
        operationId: 'followUpSupportTicket',
        summary: "Add a follow-up message to one of the caller's requests that is not closed",
        response: { 201: supportTicket, ...errorAnswers(404, 409) },
        params: supportReferenceParams,
        body: supportReplyBody,
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inbox.followUp(request.user!, request.params.reference, request.body.body)),
  );
};
