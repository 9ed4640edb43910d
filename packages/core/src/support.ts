// The support inbox: staff list, assign, answer and close requests; a signed-in
// shopper adds follow-ups. The request itself and its reference are in ./validation.ts.

import type { SupportTicket } from './types.ts';
import {
  idSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketStatus,
  singleLine,
  text,
} from './validation.ts';
import { z } from './zod.ts';

export const SUPPORT_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** What a new message does to a ticket's status; null when the ticket takes no messages. */
export function statusAfterMessage(
  status: SupportTicketStatus,
  fromStaff: boolean,
): SupportTicketStatus | null {
  if (status === 'closed') return null;
  return fromStaff ? 'answered' : 'open';
}

/** A reply from staff, or a shopper's follow-up: 1 to 2000 characters of plain text. */
export const supportReplyBody = z.object({
  body: text()
    .trim()
    .min(1, 'Please write a message')
    .max(SUPPORT_MESSAGE_MAX, 'Please keep your message under 2000 characters'),
});
export type SupportReplyInput = z.infer<typeof supportReplyBody>;

/** GET /api/admin/support: filter by status, my tickets, search by reference or e-mail. */
export const supportInboxQuery = z.object({
  status: z
    .enum(SUPPORT_TICKET_STATUSES, {
      error: `Status must be one of ${SUPPORT_TICKET_STATUSES.join(', ')}.`,
    })
    .optional(),
  mine: z
    .enum(['true', 'false'], { error: 'Mine must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  search: singleLine().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SupportInboxQuery = z.infer<typeof supportInboxQuery>;

/** Assign to a staff member by id, or null to leave it unassigned. */
export const supportAssignBody = z.object({ staffId: idSchema.nullable() });

/** A ticket as the console sees it: the shopper's request and who handles it. */
export interface AdminSupportTicket extends SupportTicket {
  /** a guest's request has no account: replies go by e-mail only */
  guest: boolean;
  /** the account that wrote it (decision 075); null for a guest */
  customer: { id: string; name: string } | null;
  assignedTo: { id: string; name: string } | null;
  updatedAt: string;
}
