import type { SupportTicket } from '@harit/core/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { supportTicketsQueryKey } from './get-support-tickets';

/** POST /api/support/tickets/{reference}/replies: the shopper's follow-up on an open request. */
export function useAddFollowUp(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<SupportTicket>(`/support/tickets/${encodeURIComponent(reference)}/replies`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}
