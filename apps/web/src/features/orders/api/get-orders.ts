import type { Order } from '@harit/core/types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Every order query starts with this, so one invalidation refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

export interface OrdersPage {
  orders: Order[];
  total: number | null;
  offset: number;
}

export async function getOrders(
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const { data, headers } = await apiRequest<Order[]>(`/orders?limit=${limit}&offset=${offset}`, {
    signal,
  });
  const header = headers.get('X-Total-Count');
  const total = header ? Number(header) : null;
  return { orders: data, total: Number.isFinite(total) ? total : null, offset };
}

/** GET /api/orders: the signed-in user's orders, newest first, a page at a time. */
export function useOrders(pageSize = 10) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...ORDERS_KEY, 'list', pageSize],
    queryFn: ({ pageParam, signal }) => getOrders(pageSize, pageParam, signal),
    enabled: Boolean(user),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.orders.length;
      if (last.total !== null) return next < last.total ? next : undefined;
      return last.orders.length === pageSize ? next : undefined;
    },
    select: (data) => ({
      orders: data.pages.flatMap((page) => page.orders),
      total: data.pages[0]?.total ?? null,
    }),
  });
}
