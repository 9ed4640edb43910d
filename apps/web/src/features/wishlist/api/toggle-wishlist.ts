import type { Product } from '@harit/core/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import {
  patchWishlistEntry,
  refreshWishlistWhenIdle,
  rollbackWishlistEntry,
  WISHLIST_MUTATION_KEY,
  WISHLIST_SCOPE,
} from './get-wishlist';

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
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: WISHLIST_SCOPE,
    mutationFn: async ({ product }: { product: Product }) => {
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
    onMutate: ({ product }) =>
      patchWishlistEntry(queryClient, userId!, product._id, (entry) =>
        entry ? undefined : { productId: product._id, product, addedAt: new Date().toISOString() },
      ),
    onSuccess: (result) => {
      toast.success(result.message, { duration: 3000 });
    },
    onError: (error, _input, rollback) => {
      rollbackWishlistEntry(queryClient, rollback);
      console.error(error.message, error.cause ?? '');
      toast.error(error.message, { duration: 3000 });
    },
    onSettled: () => refreshWishlistWhenIdle(queryClient, userId!),
  });
}
