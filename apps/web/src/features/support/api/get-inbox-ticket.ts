import type { AdminSupportTicket } from '@harit/core/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inboxKey } from './get-inbox';

export const inboxTicketQueryKey = (reference: string) =>
  [...inboxKey, 'one', reference.toUpperCase()] as const;

export function inboxTicketQueryOptions(reference: string) {
  return queryOptions({
    queryKey: inboxTicketQueryKey(reference),
    queryFn: ({ signal }) =>
      apiFetch<AdminSupportTicket>(`/admin/support/${encodeURIComponent(reference)}`, { signal }),
  });
}

/** GET /api/admin/support/{reference}: the request, its conversation and its assignee. */
export function useInboxTicket(reference: string) {
  return useQuery(inboxTicketQueryOptions(reference));
}
