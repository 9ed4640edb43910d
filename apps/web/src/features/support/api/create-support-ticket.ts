import type { SupportTicket } from '@harit/core/types';
import type { supportTicketBody } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { supportTicketsQueryKey } from './get-support-tickets';

/** What the form sends: the core schema's output (blank optional fields already dropped). */
export type NewSupportTicket = z.output<typeof supportTicketBody>;

/** POST /api/support/tickets: signed in, the identity token names the user and e-mail. */
export function createSupportTicket(ticket: NewSupportTicket): Promise<SupportTicket> {
  return apiFetch<SupportTicket>('/support/tickets', { method: 'POST', body: ticket });
}

export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}
