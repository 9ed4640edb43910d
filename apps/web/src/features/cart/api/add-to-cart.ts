import { cartLineFromProduct } from '@harit/core/cart';
import type { CartLine, Product } from '@harit/core/types';
import { useCartWrite, writeCart } from './get-cart';

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
  return useCartWrite({
    write: ({ product, quantity = 1 }: AddToCartInput, userId) =>
      writeCart<CartWriteResult>('/cart/add', 'POST', {
        userId,
        productId: product._id,
        quantity,
      }),
    change: ({ product, quantity = 1 }) => ({
      productId: product._id,
      next: (line) =>
        line
          ? { ...line, quantity: line.quantity + quantity }
          : cartLineFromProduct(product, quantity),
    }),
  });
}
