import type { CartLine, Product } from '@harit/core/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
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

export interface AddToCartInput {
  product: Product;
  /** How many to add to what is already in the cart (default 1). */
  quantity?: number;
}

export interface CartWriteResult {
  ok: true;
  message: string;
  item: CartLine | null;
}

/** SPEC §7 POST /cart/add: used when the quantity goes up (SPEC §4). Optimistic. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_SCOPE,
    mutationFn: ({ product, quantity = 1 }: AddToCartInput) =>
      writeCart<CartWriteResult>('/cart/add', 'POST', {
        userId,
        productId: product._id,
        quantity,
      }),
    onMutate: ({ product, quantity = 1 }) =>
      patchCartLine(queryClient, userId!, product._id, (line) =>
        line ? { ...line, quantity: line.quantity + quantity } : lineFromProduct(product, quantity),
      ),
    onError: (error, _input, rollback) => {
      rollbackCartLine(queryClient, rollback);
      logCartError(error);
    },
    onSettled: () => refreshCartWhenIdle(queryClient, userId!),
  });
}
