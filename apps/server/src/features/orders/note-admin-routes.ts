import { errorAnswers } from '@harit/core/api/common';
import { orderNote } from '@harit/core/api/teamwork';
import { orderNoteBody } from '@harit/core/teamwork';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import { addOrderNote, notesOfOrder } from './note-repository.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/**
 * Notes on an order that only staff see (decision 081), newest first, with who wrote them and
 * when. The shopper's order API never reads this table.
 */
export const orderNoteAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/orders/:orderNumber/notes',
    {
      schema: {
        ...staff,
        operationId: 'listOrderNotes',
        summary: "Staff's notes on an order, newest first; never shown to the shopper",
        params: orderNumberParams,
        response: { 200: z.array(orderNote), ...errorAnswers(404) },
      },
    },
    async (request, reply) =>
      sendListPage(reply, wholeList(await notesOfOrder(db, request.params.orderNumber))),
  );

  app.post(
    '/orders/:orderNumber/notes',
    {
      schema: {
        ...staff,
        operationId: 'addOrderNote',
        summary: 'Adds a note to an order (several lines allowed); only staff see it',
        params: orderNumberParams,
        body: orderNoteBody,
        response: { 201: orderNote, ...errorAnswers(404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addOrderNote(db, request.user!, request.params.orderNumber, request.body.note)),
  );
};
