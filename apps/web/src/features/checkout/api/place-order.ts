import type { Order } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface PlaceOrderRequest {
  input: OrderCreateInput;
  /** One per checkout attempt: a retry or a double click of the same attempt makes one order. */
  idempotencyKey: string;
}

/** POST /api/orders (DESIGN.md §6.1): the server prices, checks stock and empties the cart. */
export function placeOrder({ input, idempotencyKey }: PlaceOrderRequest): Promise<Order> {
  return apiFetch<Order>('/orders', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// Query keys of other features, by prefix: an order empties cart lines, lowers stock, adds to
// the order list and to the carbon tracker and rewards.
const STALE_AFTER_ORDER = ['cart', 'orders', 'products', 'carbon', 'rewards'] as const;

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(['orders', 'detail', order.orderNumber], order);
      await Promise.all(
        STALE_AFTER_ORDER.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
