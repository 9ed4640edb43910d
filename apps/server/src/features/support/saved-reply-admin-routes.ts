import { errorAnswers, noContent } from '@harit/core/api/common';
import { savedReply } from '@harit/core/api/teamwork';
import { savedReplyBody, savedReplyIdParams } from '@harit/core/teamwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import {
  createSavedReply,
  deleteSavedReply,
  savedReplies,
  updateSavedReply,
} from './saved-reply-repository.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** Saved replies for the support inbox (decision 081): any staff member keeps them. */
export const savedReplyAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/support/saved-replies',
    {
      schema: {
        ...staff,
        operationId: 'listSavedReplies',
        summary: 'Every saved reply, by title',
        response: { 200: z.array(savedReply) },
      },
    },
    async (_request, reply) => sendListPage(reply, wholeList(await savedReplies(db))),
  );

  app.post(
    '/support/saved-replies',
    {
      schema: {
        ...staff,
        operationId: 'createSavedReply',
        summary: 'Saves a reply (title and body) for the reply box',
        body: savedReplyBody,
        response: { 201: savedReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedReply(db, request.user!, request.body)),
  );

  app.put(
    '/support/saved-replies/:id',
    {
      schema: {
        ...staff,
        operationId: 'updateSavedReply',
        summary: "Changes a saved reply's title and body",
        params: savedReplyIdParams,
        body: savedReplyBody,
        response: { 200: savedReply, ...errorAnswers(404) },
      },
    },
    async (request) => updateSavedReply(db, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/support/saved-replies/:id',
    {
      schema: {
        ...staff,
        operationId: 'deleteSavedReply',
        summary: 'Deletes a saved reply',
        params: savedReplyIdParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await deleteSavedReply(db, request.user!, request.params.id);
      return reply.status(204).send();
    },
  );
};
