import type { AdminSupportTicket } from '@harit/core/support';
import type { SupportTicketStatus } from '@harit/core/validation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const INBOX_PAGE_SIZE = 20;

/** Every console read of support starts with this key, so a staff action refreshes them all. */
export const inboxKey = [...queryRoots.support, 'inbox'] as const;

export interface InboxFilter {
  status?: SupportTicketStatus;
  mine?: boolean;
  search?: string;
}

export function inboxQueryOptions(filter: InboxFilter) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.mine) query.set('mine', 'true');
  if (filter.search) query.set('search', filter.search);
  const path = `/admin/support${query.size > 0 ? `?${query}` : ''}`;
  return infiniteQueryOptions({
    queryKey: [...inboxKey, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      apiPage<AdminSupportTicket>(path, { limit: INBOX_PAGE_SIZE, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, INBOX_PAGE_SIZE),
    select: allPages,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/support: latest activity first, by status, mine, reference or e-mail. */
export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery(inboxQueryOptions(filter));
}
