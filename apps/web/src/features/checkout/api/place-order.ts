import type { Order } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots, rootsAnOrderChanges } from '../../../lib/query-keys';

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

// Query keys of other features, by root: an order empties cart lines, lowers stock, adds to
// the order list and to the carbon tracker and rewards; "Save this information" adds to the
// address book.
const STALE_AFTER_ORDER = [queryRoots.cart, queryRoots.addresses, ...rootsAnOrderChanges];

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData([...queryRoots.orders, 'detail', order.orderNumber], order);
      await Promise.all(
        STALE_AFTER_ORDER.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
