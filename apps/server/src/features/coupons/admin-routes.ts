import { errorAnswers } from '@harit/core/api/common';
import { coupon } from '@harit/core/api/coupons';
import { adminIdParams } from '@harit/core/catalog-admin';
import { couponCreateBody, couponListQuery, couponUpdateBody } from '@harit/core/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { sendListPage } from '../../plugins/list-reply.ts';
import { changeCoupon, createCoupon, getCoupon, listCoupons } from './service.ts';

const security = [{ bearer: ['staff'] }];
const tags = ['admin'];

/** The console's coupons (decision 074): staff create, edit and pause them. */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        security,
        operationId: 'listCoupons',
        summary: 'Coupons, newest first; X-Total-Count gives the total',
        querystring: couponListQuery,
        response: { 200: z.array(coupon) },
      },
    },
    async (request, reply) => sendListPage(reply, await listCoupons(db, request.query)),
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getCoupon',
        summary: 'One coupon',
        params: adminIdParams,
        response: { 200: coupon, ...errorAnswers(404) },
      },
    },
    async (request) => getCoupon(db, request.params.id),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        security,
        operationId: 'createCoupon',
        summary: 'Creates a coupon; 409 when its code is taken',
        body: couponCreateBody,
        response: { 201: coupon, ...errorAnswers(409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await withTransaction(db, (trx) => createCoupon(trx, request.user!, request.body))),
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateCoupon',
        summary: 'Edits a coupon; `paused: true` pauses it, `false` resumes it',
        params: adminIdParams,
        body: couponUpdateBody,
        response: { 200: coupon, ...errorAnswers(404, 409, 422) },
      },
    },
    async (request) =>
      withTransaction(db, (trx) =>
        changeCoupon(trx, request.user!, request.params.id, request.body),
      ),
  );

  for (const [verb, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/coupons/:id/${verb}`,
      {
        schema: {
          tags,
          security,
          operationId: `${verb}Coupon`,
          summary: paused
            ? 'Pauses a coupon: refused at checkout until resumed'
            : 'Resumes a paused coupon',
          params: adminIdParams,
          response: { 200: coupon, ...errorAnswers(404) },
        },
      },
      async (request) =>
        withTransaction(db, (trx) =>
          changeCoupon(trx, request.user!, request.params.id, { paused }),
        ),
    );
  }
};
