import { apiFetch } from '../../../lib/api-client';
import { useWishlistWrite } from './get-wishlist';

/** SPEC §8: logged only. */
export const WISHLIST_REMOVE_ERROR = 'Failed to remove from wishlist.';

/** SPEC §7 POST /wishlist/remove; the server's message is shown in a toast for 3 s. Optimistic. */
export function useRemoveFromWishlist() {
  return useWishlistWrite({
    write: async ({ productId }: { productId: string }, userId) => {
      try {
        return await apiFetch<{ ok: true; message: string }>('/wishlist/remove', {
          method: 'POST',
          body: { userId, productId },
        });
      } catch (error) {
        throw new Error(WISHLIST_REMOVE_ERROR, { cause: error });
      }
    },
    change: ({ productId }) => ({ productId, next: () => undefined }),
  });
}
