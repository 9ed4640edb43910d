import type { SupportTicket } from '@harit/core/types';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n';
import { useAddFollowUp } from '../api/add-follow-up';
import { useSupportTickets } from '../api/get-support-tickets';
import { MessageForm } from './message-form';
import { formatTicketDate, TicketStatusBadge } from './ticket-status';
import { TicketThread } from './ticket-thread';

/** The signed-in user's requests with their status and replies, newest first. */
export function MyTickets() {
  const t = useT();
  const language = useLanguage();
  const tickets = useSupportTickets({ enabled: true });

  return (
    <section aria-labelledby="my-requests-heading">
      <h2 id="my-requests-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {t('Your requests')}
        {(tickets.data?.total ?? 0) > 0 && (
          <span className="ml-2 text-base font-medium text-stone-600">({tickets.data?.total})</span>
        )}
      </h2>
      <div className="mt-4">
        {tickets.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <span className="sr-only">{t('Loading your requests…')}</span>
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </div>
        ) : tickets.isError ? (
          <ErrorState
            message={t('Failed to fetch your requests.')}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={t('No requests yet')}
            description={t('Requests you send while signed in appear here with their status.')}
          />
        ) : (
          <>
            <ul className="grid gap-3" aria-label={t('Your support requests')}>
              {tickets.data.items.map((ticket) => (
                <li
                  key={ticket.reference}
                  data-testid="support-ticket"
                  className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-mono font-bold tracking-wide text-stone-900">
                      {ticket.reference}
                    </p>
                    <TicketStatusBadge status={ticket.status} />
                  </div>
                  <p className="mt-1 text-sm text-stone-600">
                    {t(SUPPORT_TOPIC_LABELS[ticket.topic] ?? ticket.topic)}
                    {ticket.orderNumber && (
                      <> · {t('Order {orderNumber}', { orderNumber: ticket.orderNumber })}</>
                    )}{' '}
                    ·{' '}
                    <time dateTime={ticket.createdAt}>
                      {formatTicketDate(ticket.createdAt, language)}
                    </time>
                  </p>
                  <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-800">
                    {ticket.message}
                  </p>
                  <TicketThread replies={ticket.replies} />
                  {ticket.status !== 'closed' && <FollowUp ticket={ticket} />}
                </li>
              ))}
            </ul>
            {tickets.hasNextPage && (
              <button
                type="button"
                onClick={() => void tickets.fetchNextPage()}
                disabled={tickets.isFetchingNextPage}
                className="mt-4 rounded-full px-5 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:opacity-70"
              >
                {tickets.isFetchingNextPage ? t('Loading...') : t('Show older requests')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** "Add a message" on an open or answered request; sent, the request is open for the shop again. */
function FollowUp({ ticket }: { ticket: SupportTicket }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const followUp = useAddFollowUp(ticket.reference);
  if (!open) {
    return (
      <div className="mt-3 flex justify-end">
        <Button onClick={() => setOpen(true)} variant="secondary" size="sm">
          {t('Add a message')}
          <span className="sr-only"> {t('to {reference}', { reference: ticket.reference })}</span>
        </Button>
      </div>
    );
  }
  return (
    <MessageForm
      id={`follow-up-${ticket.reference}`}
      label={t('Your message about {reference}', { reference: ticket.reference })}
      submitLabel={t('Send message')}
      pending={followUp.isPending}
      error={followUp.error?.message}
      send={async (body) => {
        await followUp.mutateAsync(body);
        setOpen(false);
      }}
    />
  );
}
