import type { Product } from '@harit/core/types';
import { apiFetch } from '../../../lib/api-client';
import { useWishlistWrite } from './get-wishlist';

/** Raised on a failed toggle (SPEC §8); the server's own message is the cause. */
export const WISHLIST_UPDATE_ERROR = 'Failed to update wishlist.';

export interface ToggleWishlistResult {
  ok: boolean;
  message: string;
  wishlisted: boolean;
}

/**
 * SPEC §7 POST /wishlist/toggle with userId, productId, name, price and image (the server
 * reads the product from its database and ignores the last three). Optimistic; the server's
 * message is shown in a toast for 3 s (SPEC §2, §9).
 */
export function useToggleWishlist() {
  return useWishlistWrite({
    write: async ({ product }: { product: Product }, userId) => {
      let result: ToggleWishlistResult;
      try {
        result = await apiFetch<ToggleWishlistResult>('/wishlist/toggle', {
          method: 'POST',
          body: {
            userId,
            productId: product._id,
            name: product.name,
            price: product.price,
            image: product.image,
          },
        });
      } catch (error) {
        throw new Error(WISHLIST_UPDATE_ERROR, { cause: error });
      }
      // SPEC §7: the ok flag is checked.
      if (!result?.ok) throw new Error(WISHLIST_UPDATE_ERROR);
      return result;
    },
    change: ({ product }) => ({
      productId: product._id,
      next: (entry) =>
        entry ? undefined : { productId: product._id, product, addedAt: new Date().toISOString() },
    }),
    toastErrors: true,
  });
}
