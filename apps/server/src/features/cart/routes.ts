import { cartChange, cartLine } from '@harit/core/api/catalog';
import { errorAnswers, okMessage } from '@harit/core/api/common';
import {
  cartAddBody,
  cartRemoveBody,
  cartUpdateBody,
  languageQuery,
  productIdParams,
  userIdParams,
} from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import type { CartRepository } from './repository.ts';

const docs = { tags: ['cart'], security: [{ bearer: [] }] };

/** SPEC.md §7 cart calls, under /api/cart. The caller's own cart only. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartRepository }> = async (
  app,
  { cart },
) => {
  guardUserRoutes(app);

  app.get(
    '/cart/:userId',
    {
      schema: {
        ...docs,
        summary:
          'Cart lines with product data and quantity, in the order first added; lang=hi: ' +
          'product names in Hindi where the catalogue has them',
        operationId: 'listCart',
        params: userIdParams,
        querystring: languageQuery,
        response: { 200: z.array(cartLine) },
      },
    },
    async (request, reply) =>
      sendListPage(reply, wholeList(await cart.list(request.user!.id, request.query.lang))),
  );

  app.post(
    '/cart/add',
    {
      schema: {
        ...docs,
        summary: 'Adds quantity (default 1) to the line, creating it; never past stock or 99',
        operationId: 'addToCart',
        body: cartAddBody,
        response: { 200: cartChange, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.body;
      const item = await cart.add(request.user!.id, productId, quantity);
      return { ok: true, message: 'Added to cart', item };
    },
  );

  app.post(
    '/cart/update',
    {
      schema: {
        ...docs,
        summary: "Sets the line's quantity; 0 removes it; never above stock",
        operationId: 'updateCartLine',
        body: cartUpdateBody,
        response: { 200: cartChange, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.body;
      if (quantity === 0) {
        await cart.remove(request.user!.id, productId);
        return { ok: true, message: 'Removed from cart', item: null };
      }
      const item = await cart.update(request.user!.id, productId, quantity);
      return { ok: true, message: 'Cart updated', item };
    },
  );

  app.delete(
    '/cart/remove/:productId',
    {
      schema: {
        ...docs,
        summary: 'Removes the line (JSON body { userId })',
        operationId: 'removeFromCart',
        params: productIdParams,
        body: cartRemoveBody,
        response: { 200: okMessage, ...errorAnswers(404) },
      },
    },
    async (request) => {
      await cart.remove(request.user!.id, request.params.productId);
      return { ok: true, message: 'Removed from cart' };
    },
  );
};
