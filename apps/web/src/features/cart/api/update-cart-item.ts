import type { Product } from '@harit/core/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import type { CartWriteResult } from './add-to-cart';
import {
  CART_MUTATION_KEY,
  CART_SCOPE,
  lineFromProduct,
  logCartError,
  patchCartLine,
  refreshCartWhenIdle,
  rollbackCartLine,
  writeCart,
} from './get-cart';

/** SPEC §8: what the cart screen logs when changing a line's quantity fails. */
export const CART_ITEM_UPDATE_ERROR = 'Failed to update cart item.';

export interface UpdateCartItemInput {
  productId: string;
  /** The line's new quantity; 0 removes the line (SPEC §4). */
  quantity: number;
  /** Product data for a line the cached cart does not have yet. */
  product?: Product;
}

/** SPEC §7 POST /cart/update: used on a decrease and on the cart screen. Optimistic. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_SCOPE,
    mutationFn: ({ productId, quantity }: UpdateCartItemInput) =>
      writeCart<CartWriteResult>('/cart/update', 'POST', { userId, productId, quantity }),
    onMutate: ({ productId, quantity, product }) =>
      patchCartLine(queryClient, userId!, productId, (line) => {
        if (quantity === 0) return undefined;
        if (line) return { ...line, quantity };
        return product ? lineFromProduct(product, quantity) : undefined;
      }),
    onError: (error, _input, rollback) => {
      rollbackCartLine(queryClient, rollback);
      logCartError(error);
    },
    onSettled: () => refreshCartWhenIdle(queryClient, userId!),
  });
}
