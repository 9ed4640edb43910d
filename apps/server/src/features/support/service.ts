// What customer care offers other features (decision 011).
import type { SupportTicketStatus, SupportTopic } from '@harit/core/validation';
import type { Executor } from '../../db/transaction.ts';

export { openTicketCount } from './repository.ts';

/**
 * A customer's latest requests (decision 075), newest first, each with who wrote last: the
 * customer by their name, or a member of staff.
 */
export async function latestTicketsOf(
  db: Executor,
  userId: string,
  customerName: string,
  limit: number,
) {
  const rows = await db
    .selectFrom('support_tickets')
    .select(['id', 'reference', 'topic', 'status', 'created_at'])
    .select((eb) => [
      eb
        .selectFrom('support_replies')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('support_replies.ticket_id', '=', 'support_tickets.id')
        .as('replies'),
      eb
        .selectFrom('support_replies')
        .select('author_name')
        .whereRef('support_replies.ticket_id', '=', 'support_tickets.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .as('last_author'),
      eb
        .selectFrom('support_replies')
        .select('from_staff')
        .whereRef('support_replies.ticket_id', '=', 'support_tickets.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .as('last_from_staff'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    topic: r.topic as SupportTopic,
    status: r.status as SupportTicketStatus,
    createdAt: new Date(r.created_at),
    replies: Number(r.replies ?? 0),
    // No reply yet: the customer wrote the request itself.
    lastFrom:
      r.last_author === null || r.last_author === undefined
        ? { name: customerName, staff: false }
        : { name: r.last_author, staff: Boolean(r.last_from_staff) },
  }));
}
