import { cartLineFromProduct } from '@harit/core/cart';
import type { Product } from '@harit/core/types';
import type { CartWriteResult } from './add-to-cart';
import { useCartWrite, writeCart } from './get-cart';

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
  return useCartWrite({
    write: ({ productId, quantity }: UpdateCartItemInput, userId) =>
      writeCart<CartWriteResult>('/cart/update', 'POST', { userId, productId, quantity }),
    change: ({ productId, quantity, product }) => ({
      productId,
      next: (line) => {
        if (quantity === 0) return undefined;
        if (line) return { ...line, quantity };
        return product ? cartLineFromProduct(product, quantity) : undefined;
      },
    }),
  });
}
