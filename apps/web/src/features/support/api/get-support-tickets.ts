import type { SupportTicket } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const SUPPORT_TICKETS_PAGE_SIZE = 10;

export const supportTicketsQueryKey = [...queryRoots.support, 'tickets'] as const;

export function getSupportTickets(offset: number, signal?: AbortSignal) {
  return apiPage<SupportTicket>('/support/tickets', {
    limit: SUPPORT_TICKETS_PAGE_SIZE,
    offset,
    signal,
  });
}

export const supportTicketsQueryOptions = infiniteQueryOptions({
  queryKey: supportTicketsQueryKey,
  queryFn: ({ pageParam, signal }) => getSupportTickets(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last) => nextPageOffset(last, SUPPORT_TICKETS_PAGE_SIZE),
  select: allPages,
});

/** GET /api/support/tickets: the signed-in user's own requests, newest first, paged. */
export function useSupportTickets({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...supportTicketsQueryOptions, enabled });
}
