import { myReview, review, reviewSummary } from '@harit/core/api/catalog';
import { errorAnswers, noContent } from '@harit/core/api/common';
import {
  myReviewQuery,
  productIdParams,
  productReviewsQuery,
  reviewCreateBody,
  reviewInputSchema,
  reviewParams,
} from '@harit/core/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { createWindowLimiter, type WindowLimit } from '../../db/rate-limit.ts';
import { HttpError } from '../../plugins/errors.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import type { ReviewService } from './service.ts';

/** Review writes (create, edit, delete) per user: a shopper writes a few; a script, hundreds. */
export const REVIEW_WRITE_LIMIT: WindowLimit = { max: 20, windowMs: 60 * 60 * 1000 };

const secured = { security: [{ bearer: [] }] };

/** Product reviews: read by anyone, written by shoppers who received the product. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  /** Where the write limit counts, shared by every instance. */
  db: Db;
  writeLimit?: WindowLimit;
}> = async (app, { reviews, db, writeLimit = REVIEW_WRITE_LIMIT }) => {
  app.get(
    '/products/:productId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's reviews, newest first, with the star histogram and the product's rating (X-Total-Count)",
        operationId: 'listProductReviews',
        params: productIdParams,
        querystring: productReviewsQuery,
        response: { 200: reviewSummary, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const summary = await reviews.productReviews(request.params.productId, request.query);
      reply.header('X-Total-Count', String(summary.total));
      return summary;
    },
  );

  await app.register(ownReviewRoutes, { reviews, db, writeLimit });
};

const ownReviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  db: Db;
  writeLimit: WindowLimit;
}> = async (app, { reviews, db, writeLimit }) => {
  guardUserRoutes(app);
  const writes = createWindowLimiter(db, 'review-writes', writeLimit);

  /** preHandler of every write: runs after validation, so only well-formed writes count. */
  const limitWrites = async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await writes.take(request.user!.id);
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      throw new HttpError(
        429,
        'You have changed reviews too often in a short time; please try again later.',
      );
    }
  };

  app.get(
    '/reviews/mine',
    {
      schema: {
        tags: ['reviews'],
        summary: "The caller's review of a product (or null) and whether they may write one",
        operationId: 'getMyReview',
        querystring: myReviewQuery,
        response: { 200: myReview },
        ...secured,
      },
    },
    async (request) => reviews.mine(request.user!.id, request.query.productId),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a product the caller received (one review per product)',
        operationId: 'createReview',
        body: reviewCreateBody,
        response: { 201: review, ...errorAnswers(404, 409, 429) },
        ...secured,
      },
      preHandler: limitWrites,
    },
    async (request, reply) => {
      const { productId, ...content } = request.body;
      const review = await reviews.create(request.user!, productId, content);
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "Edit the caller's review",
        operationId: 'updateReview',
        params: reviewParams,
        body: reviewInputSchema,
        response: { 200: review, ...errorAnswers(404, 429) },
        ...secured,
      },
      preHandler: limitWrites,
    },
    async (request) => reviews.update(request.user!, request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'deleteReview',
        summary: "Delete the caller's review",
        response: { 204: noContent, ...errorAnswers(404, 429) },
        params: reviewParams,
        ...secured,
      },
      preHandler: limitWrites,
    },
    async (request, reply) => {
      await reviews.remove(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
