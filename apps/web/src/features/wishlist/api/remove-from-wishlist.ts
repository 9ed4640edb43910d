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

/** SPEC §8: logged only. */
export const WISHLIST_REMOVE_ERROR = 'Failed to remove from wishlist.';

/** SPEC §7 POST /wishlist/remove; the server's message is shown in a toast for 3 s. Optimistic. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: WISHLIST_SCOPE,
    mutationFn: async ({ productId }: { productId: string }) => {
      try {
        return await apiFetch<{ ok: true; message: string }>('/wishlist/remove', {
          method: 'POST',
          body: { userId, productId },
        });
      } catch (error) {
        throw new Error(WISHLIST_REMOVE_ERROR, { cause: error });
      }
    },
    onMutate: ({ productId }) =>
      patchWishlistEntry(queryClient, userId!, productId, () => undefined),
    onSuccess: (result) => {
      toast.success(result.message, { duration: 3000 });
    },
    onError: (error, _input, rollback) => {
      rollbackWishlistEntry(queryClient, rollback);
      console.error(error.message, error.cause ?? '');
    },
    onSettled: () => refreshWishlistWhenIdle(queryClient, userId!),
  });
}
