import { wishlistEntry, wishlistToggle } from '@harit/core/api/catalog';
import { errorAnswers, okMessage } from '@harit/core/api/common';
import {
  languageQuery,
  userIdParams,
  wishlistRemoveBody,
  wishlistToggleBody,
} from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import type { WishlistRepository } from './repository.ts';

const docs = { tags: ['wishlist'], security: [{ bearer: [] }] };

/** SPEC.md §7 wishlist calls, under /api/wishlist. The caller's own wishlist only. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistRepository }> = async (
  app,
  { wishlist },
) => {
  guardUserRoutes(app);

  app.get(
    '/wishlist/:userId',
    {
      schema: {
        ...docs,
        summary:
          'Wishlisted products, newest first: { productId, product, addedAt }[]; lang=hi: ' +
          'product names in Hindi where the catalogue has them',
        operationId: 'listWishlist',
        params: userIdParams,
        querystring: languageQuery,
        response: { 200: z.array(wishlistEntry) },
      },
    },
    async (request, reply) =>
      sendListPage(reply, wholeList(await wishlist.list(request.user!.id, request.query.lang))),
  );

  app.post(
    '/wishlist/toggle',
    {
      schema: {
        ...docs,
        summary: 'Saves the product, or removes it when saved; name, price and image are ignored',
        operationId: 'toggleWishlist',
        body: wishlistToggleBody,
        response: { 200: wishlistToggle, ...errorAnswers(404, 409) },
      },
    },
    async (request) => wishlist.toggle(request.user!.id, request.body.productId),
  );

  app.post(
    '/wishlist/remove',
    {
      schema: {
        ...docs,
        summary: 'Removes the product from the wishlist',
        operationId: 'removeFromWishlist',
        body: wishlistRemoveBody,
        response: { 200: okMessage, ...errorAnswers(404) },
      },
    },
    async (request) => {
      await wishlist.remove(request.user!.id, request.body.productId);
      return { ok: true, message: 'Removed from wishlist' };
    },
  );
};
