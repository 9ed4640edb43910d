import type { Product } from '@harit/core/types';
import { useCallback } from 'react';
import { useAddToCart } from './add-to-cart';
import { useUpdateCartItem } from './update-cart-item';

export type CartCall = { call: 'add'; quantity: number } | { call: 'update'; quantity: number };

/**
 * SPEC §4: from the listing, a quantity above the current one is added (the difference);
 * anything else is set with the update call, and 0 removes the line. Null when nothing changes.
 */
export function cartCallFor(current: number, next: number): CartCall | null {
  if (next === current) return null;
  return next > current
    ? { call: 'add', quantity: next - current }
    : { call: 'update', quantity: Math.max(0, next) };
}

/** The listing's stepper: moves a product's line from `current` to `next` by SPEC §4's rule. */
export function useSetCartQuantity() {
  const { mutate: add } = useAddToCart();
  const { mutate: update } = useUpdateCartItem();
  return useCallback(
    (product: Product, current: number, next: number) => {
      const call = cartCallFor(current, next);
      if (!call) return;
      if (call.call === 'add') add({ product, quantity: call.quantity });
      else update({ productId: product._id, quantity: call.quantity, product });
    },
    [add, update],
  );
}
