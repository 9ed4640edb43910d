import type { Order } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { ORDERS_KEY } from './get-orders';

export const orderQueryKey = (orderNumber: string) =>
  [...ORDERS_KEY, 'detail', orderNumber] as const;

/** GET /api/orders/{orderNumber}: one of the user's orders (another user's is a 404). */
export function useOrder(orderNumber: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: orderQueryKey(orderNumber),
    queryFn: ({ signal }) =>
      apiFetch<Order>(`/orders/${encodeURIComponent(orderNumber)}`, { signal }),
    enabled: Boolean(user),
  });
}
