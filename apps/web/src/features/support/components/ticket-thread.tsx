import type { SupportReply } from '@harit/core/types';
import { formatTicketDate } from './ticket-status';

/** The messages after a request's first, oldest first: the shop's replies stand out. */
export function TicketThread({ replies }: { replies: readonly SupportReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label="Replies">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={`rounded-xl px-3 py-2 text-sm ${
            reply.fromStaff
              ? 'bg-brand-50 ring-1 ring-brand-200'
              : 'bg-stone-50 ring-1 ring-stone-200'
          }`}
        >
          <p className="text-xs font-semibold text-stone-700">
            {reply.fromStaff ? `${reply.author} · Harit Customer Care` : reply.author} ·{' '}
            <time dateTime={reply.createdAt}>{formatTicketDate(reply.createdAt)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-900">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
