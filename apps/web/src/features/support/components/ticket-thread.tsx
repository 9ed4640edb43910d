import type { SupportReply } from '@harit/core/types';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatTicketDate } from './ticket-status';

/** The messages after a request's first, oldest first: the shop's replies stand out. */
export function TicketThread({ replies }: { replies: readonly SupportReply[] }) {
  const t = useT();
  const language = useLanguage();
  if (replies.length === 0) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label={t('Replies')}>
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
            {reply.fromStaff
              ? t('{author} · Harit Customer Care', { author: reply.author })
              : reply.author}{' '}
            · <time dateTime={reply.createdAt}>{formatTicketDate(reply.createdAt, language)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-900">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
