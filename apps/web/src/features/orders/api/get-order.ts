import type { Order } from '@harit/core/types';
import { apiFetch } from '../../../lib/api-client';
import { useUserQuery } from '../../../lib/use-user-query';
import { ORDERS_KEY } from './get-orders';

export const orderQueryKey = (orderNumber: string) =>
  [...ORDERS_KEY, 'detail', orderNumber] as const;

/** GET /api/orders/{orderNumber}: one of the user's orders (another user's is a 404). */
export function useOrder(orderNumber: string) {
  return useUserQuery({
    queryKey: orderQueryKey(orderNumber),
    queryFn: ({ signal }) =>
      apiFetch<Order>(`/orders/${encodeURIComponent(orderNumber)}`, { signal }),
  });
}
