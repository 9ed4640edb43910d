import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '../../../lib/auth';
import {
  CART_MUTATION_KEY,
  CART_SCOPE,
  logCartError,
  patchCartLine,
  refreshCartWhenIdle,
  rollbackCartLine,
  writeCart,
} from './get-cart';

/** SPEC §8 and §9: the one cart failure the shopper is told about, for 3 seconds. */
export const REMOVE_ERROR_TOAST = 'Failed to remove item from cart.';

/** SPEC §7 DELETE /cart/remove/{productId} with body { userId }. Optimistic. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_SCOPE,
    mutationFn: ({ productId }: { productId: string }) =>
      writeCart<{ ok: true; message: string }>(
        `/cart/remove/${encodeURIComponent(productId)}`,
        'DELETE',
        { userId },
      ),
    onMutate: ({ productId }) => patchCartLine(queryClient, userId!, productId, () => undefined),
    onError: (error, _input, rollback) => {
      rollbackCartLine(queryClient, rollback);
      logCartError(error);
      toast.error(REMOVE_ERROR_TOAST, { duration: 3000 });
    },
    onSettled: () => refreshCartWhenIdle(queryClient, userId!),
  });
}
