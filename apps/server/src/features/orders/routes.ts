import { savedShipping } from '@harit/core/api/account';
import { errorAnswers } from '@harit/core/api/common';
import { checkoutQuote } from '@harit/core/api/coupons';
import { order } from '@harit/core/api/orders';
import { checkoutQuoteBody } from '@harit/core/coupons';
import { idempotencyKeySchema, orderCreateBody, orderNumberParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../locales/request-language.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { sendListPage } from '../../plugins/list-reply.ts';
import type { OrderService } from './service.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const secured = { security: [{ bearer: [] }] };

/** Orders (DESIGN.md §6.1), for the caller only; returns are features/returns. */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  guardUserRoutes(app);

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        summary:
          'Place an order (prices from the database; Idempotency-Key makes retries safe: the same key answers the order placed, 200)',
        response: { 201: order, 200: order, ...errorAnswers(404, 409, 422) },
        body: orderCreateBody,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        ...secured,
      },
    },
    async (request, reply) => {
      const rawKey = request.headers['idempotency-key'];
      let key: string | null = null;
      if (rawKey !== undefined) {
        const parsed = idempotencyKeySchema.safeParse(rawKey);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
        key = parsed.data;
      }
      const { order, created } = await orders.placeOrder(request.user!.id, request.body, key);
      const [named] = await orders.inLanguage([order], requestLanguage(request));
      return reply.status(created ? 201 : 200).send(named!);
    },
  );

  app.post(
    '/orders/quote',
    {
      schema: {
        tags: ['orders'],
        operationId: 'quoteOrder',
        summary:
          "The checkout summary before placing: a coupon's discount and green points spent (decision 074); 422 names why a coupon or the points are refused",
        response: { 200: checkoutQuote, ...errorAnswers(404, 422) },
        body: checkoutQuoteBody,
        ...secured,
      },
    },
    async (request) => orders.quote(request.user!.id, request.body),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listOrders',
        summary: "The caller's orders, newest first",
        response: { 200: z.array(order) },
        querystring: listQuery,
        ...secured,
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const page = await orders.listOrders(request.user!.id, limit, offset);
      const items = await orders.inLanguage(page.items, requestLanguage(request));
      return sendListPage(reply, { ...page, items });
    },
  );

  app.get(
    '/orders/saved-shipping',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getSavedShipping',
        summary: 'Shipping details saved at a previous checkout',
        response: { 200: savedShipping },
        ...secured,
      },
    },
    async (request) => orders.savedShipping(request.user!.id),
  );

  app.get(
    '/orders/:orderNumber',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'One of the caller’s orders',
        response: { 200: order, ...errorAnswers(404) },
        params: orderNumberParams,
        ...secured,
      },
    },
    async (request) => {
      const order = await orders.getOrder(request.user!.id, request.params.orderNumber);
      if (!order) throw notFound('Order not found');
      const [named] = await orders.inLanguage([order], requestLanguage(request));
      return named;
    },
  );

  app.post(
    '/orders/:orderNumber/cancel',
    {
      schema: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary: 'Cancel an order that has not shipped (stock, carbon entries and points reverse)',
        response: { 200: order, ...errorAnswers(404, 409) },
        params: orderNumberParams,
        ...secured,
      },
    },
    async (request) => {
      const order = await orders.cancelOrder(request.user!.id, request.params.orderNumber);
      const [named] = await orders.inLanguage([order], requestLanguage(request));
      return named;
    },
  );
};
