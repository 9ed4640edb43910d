import type { AdminReturnRequest, ReturnStatus } from '@harit/core/returns';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const ADMIN_RETURNS_PAGE_SIZE = 20;

/** Every console read of returns starts with this key, so a staff action refreshes them all. */
export const adminReturnsKey = [...queryRoots.returns, 'admin'] as const;

export function adminReturnsQueryOptions(status: ReturnStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: [...adminReturnsKey, 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiPage<AdminReturnRequest>(`/admin/returns${status ? `?status=${status}` : ''}`, {
        limit: ADMIN_RETURNS_PAGE_SIZE,
        offset: pageParam,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, ADMIN_RETURNS_PAGE_SIZE),
    select: allPages,
  });
}

/** GET /api/admin/returns: newest first, optionally in one status, paged. */
export function useAdminReturns(status: ReturnStatus | undefined) {
  return useInfiniteQuery(adminReturnsQueryOptions(status));
}
