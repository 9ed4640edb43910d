import { msg, translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCartWrite, writeCart } from './get-cart';

/** SPEC §8 and §9: the one cart failure the shopper is told about, for 3 seconds. */
export const REMOVE_ERROR_TOAST = msg('Failed to remove item from cart.');

/** SPEC §7 DELETE /cart/remove/{productId} with body { userId }. Optimistic. */
export function useRemoveFromCart() {
  return useCartWrite({
    write: ({ productId }: { productId: string }, userId) =>
      writeCart<{ ok: true; message: string }>(
        `/cart/remove/${encodeURIComponent(productId)}`,
        'DELETE',
        { userId },
      ),
    change: ({ productId }) => ({ productId, next: () => undefined }),
    onError: () => toast.error(translate(REMOVE_ERROR_TOAST), { duration: 3000 }),
  });
}
