import type { SupportTicket } from '@harit/core/types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SUPPORT_TICKETS_PAGE_SIZE = 10;

export const supportTicketsQueryKey = ['support', 'tickets'] as const;

interface SupportTicketPage {
  tickets: SupportTicket[];
  total: number;
  offset: number;
}

export async function getSupportTickets(
  offset: number,
  signal?: AbortSignal,
): Promise<SupportTicketPage> {
  const params = new URLSearchParams({
    limit: String(SUPPORT_TICKETS_PAGE_SIZE),
    offset: String(offset),
  });
  const { data, headers } = await apiRequest<SupportTicket[]>(`/support/tickets?${params}`, {
    signal,
  });
  const total = Number(headers.get('X-Total-Count'));
  return { tickets: data, total: Number.isFinite(total) ? total : data.length, offset };
}

/** GET /api/support/tickets: the signed-in user's own requests, newest first, paged. */
export function useSupportTickets({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: supportTicketsQueryKey,
    queryFn: ({ pageParam, signal }) => getSupportTickets(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.tickets.length;
      return next < last.total && last.tickets.length > 0 ? next : undefined;
    },
    select: (data) => ({
      tickets: data.pages.flatMap((page) => page.tickets),
      total: data.pages[0]?.total ?? 0,
    }),
    enabled,
  });
}
