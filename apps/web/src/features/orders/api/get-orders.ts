import type { Order } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryRoots } from '../../../lib/query-keys';

/** Every order query starts with this, so one invalidation refreshes them all. */
export const ORDERS_KEY = queryRoots.orders;

export type OrdersPage = ApiPage<Order>;

export function getOrders(limit: number, offset: number, signal?: AbortSignal) {
  return apiPage<Order>('/orders', { limit, offset, signal });
}

export const ordersQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'list', pageSize],
    queryFn: ({ pageParam, signal }) => getOrders(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, pageSize),
    select: allPages,
  });

/** GET /api/orders: the signed-in user's orders, newest first, a page at a time. */
export function useOrders(pageSize = 10) {
  const { user } = useAuth();
  return useInfiniteQuery({ ...ordersQueryOptions(pageSize), enabled: Boolean(user) });
}
