import type { AdminSupportTicket } from '@harit/core/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inboxKey } from './get-inbox';
import { inboxTicketQueryKey } from './get-inbox-ticket';

/** What staff do to a request; each is a POST to /api/admin/support/{reference}/…. */
export type TicketStep =
  | { action: 'assign'; staffId: string | null }
  | { action: 'reply'; body: string }
  | { action: 'close' };

const PATHS = { assign: 'assign', reply: 'replies', close: 'close' } as const;

/** POST /api/admin/support/{reference}/(assign|replies|close): 409 when the request is closed. */
export function useTicketStep(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: TicketStep) =>
      apiFetch<AdminSupportTicket>(
        `/admin/support/${encodeURIComponent(reference)}/${PATHS[action]}`,
        { method: 'POST', body },
      ),
    onSuccess: (ticket) => {
      queryClient.setQueryData(inboxTicketQueryKey(reference), ticket);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: inboxTicketQueryKey(reference) }),
  });
}
