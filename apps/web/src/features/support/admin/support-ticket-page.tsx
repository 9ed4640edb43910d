import type { AdminSupportTicket } from '@harit/core/support';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AmountList } from '../../../components/amount-list';
import { ConsolePage } from '../../../components/console-page';
import { FormError } from '../../../components/form/form-error';
import { controlClass } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useLanguage, useT } from '../../../lib/i18n';
import { useAssignees } from '../api/get-assignees';
import { useInboxTicket } from '../api/get-inbox-ticket';
import { useTicketStep } from '../api/handle-ticket';
import { MessageForm } from '../components/message-form';
import { formatTicketDate, TicketStatusBadge } from '../components/ticket-status';
import { TicketThread } from '../components/ticket-thread';
import { SavedReplyPicker } from './saved-replies';

/** /admin/support/:reference: the conversation, a reply box, assign and close. */
export function SupportTicketPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const ticket = useInboxTicket(reference);
  return (
    <ConsolePage
      title={t('Request {reference}', { reference: reference.toUpperCase() })}
      actions={
        <Link to="/admin/support" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('Inbox')}
        </Link>
      }
    >
      <QueryState
        query={ticket}
        loading={
          <LoadingState label={t('Loading the request…')} className="grid gap-4 lg:grid-cols-3">
            <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
            <Skeleton className="h-48 rounded-2xl" />
          </LoadingState>
        }
        errorMessage={t('Failed to fetch the support request.')}
      >
        {(data) => <TicketDetail ticket={data} />}
      </QueryState>
    </ConsolePage>
  );
}

function TicketDetail({ ticket }: { ticket: AdminSupportTicket }) {
  const t = useT();
  const language = useLanguage();
  const { user } = useAuth();
  const step = useTicketStep(ticket.reference);
  const assignees = useAssignees();
  const [done, setDone] = useState('');
  const closed = ticket.status === 'closed';

  const assign = async (staffId: string | null) => {
    setDone('');
    try {
      const updated = await step.mutateAsync({ action: 'assign', staffId });
      setDone(
        updated.assignedTo
          ? t('Assigned to {name}.', { name: updated.assignedTo.name })
          : t('Unassigned.'),
      );
    } catch {
      // step.error is shown
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title={t('Conversation')} className="lg:col-span-2">
        <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm ring-1 ring-stone-200">
          <p className="text-xs font-semibold text-stone-700">
            {ticket.email} ·{' '}
            <time dateTime={ticket.createdAt}>{formatTicketDate(ticket.createdAt, language)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-900">{ticket.message}</p>
        </div>
        <TicketThread replies={ticket.replies} />
        {closed ? (
          <p className="mt-4 text-sm text-stone-700">{t('This request is closed.')}</p>
        ) : (
          <MessageForm
            id="staff-reply"
            label={
              ticket.guest
                ? t('Your reply (sent to the shopper by e-mail)')
                : t('Your reply (e-mailed, and shown on their Customer Care page)')
            }
            submitLabel={t('Send reply')}
            pending={step.isPending}
            error={undefined}
            tools={(insert) => <SavedReplyPicker onInsert={insert} />}
            send={async (body) => {
              setDone('');
              await step.mutateAsync({ action: 'reply', body });
              setDone(t('Reply sent.'));
            }}
          />
        )}
      </Panel>

      <div className="grid content-start gap-4">
        <Panel title={t('Details')}>
          <div className="mt-2">
            <TicketStatusBadge status={ticket.status} />
          </div>
          <AmountList
            rows={[
              { label: t('Topic'), value: t(SUPPORT_TOPIC_LABELS[ticket.topic] ?? ticket.topic) },
              ticket.orderNumber !== null && { label: t('Order'), value: `#${ticket.orderNumber}` },
              {
                label: t('From'),
                value: ticket.customer ? (
                  <Link
                    to={`/admin/customers/${encodeURIComponent(ticket.customer.id)}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {ticket.customer.name}
                  </Link>
                ) : (
                  t('A guest (no account)')
                ),
              },
              { label: t('Last activity'), value: formatTicketDate(ticket.updatedAt, language) },
            ]}
          />
        </Panel>
        <Panel title={t('Handling')}>
          <p aria-live="polite" className="mt-2 text-sm font-medium text-brand-800">
            {done}
          </p>
          <FormError message={step.error?.message} className="mt-2" />
          <label
            htmlFor="assignee"
            className="mt-3 mb-1 block text-sm font-semibold text-stone-800"
          >
            {t('Assigned to')}
          </label>
          <select
            id="assignee"
            className={controlClass}
            value={ticket.assignedTo?.id ?? ''}
            disabled={step.isPending || assignees.isPending}
            onChange={(event) => void assign(event.target.value || null)}
          >
            <option value="">{t('Nobody')}</option>
            {ticket.assignedTo && !assignees.data?.some((a) => a.id === ticket.assignedTo?.id) && (
              <option value={ticket.assignedTo.id}>{ticket.assignedTo.name}</option>
            )}
            {assignees.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.id === user?.id ? ` ${t('(me)')}` : ''}
              </option>
            ))}
          </select>
          {user && ticket.assignedTo?.id !== user.id && (
            <button
              type="button"
              disabled={step.isPending}
              onClick={() => void assign(user.id)}
              className="mt-2 rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {t('Assign to me')}
            </button>
          )}
          {!closed && (
            <button
              type="button"
              disabled={step.isPending}
              onClick={async () => {
                setDone('');
                try {
                  await step.mutateAsync({ action: 'close' });
                  setDone(t('Request closed.'));
                } catch {
                  // step.error is shown
                }
              }}
              className="mt-4 block rounded-full px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-60"
            >
              {t('Close request')}
            </button>
          )}
        </Panel>
      </div>
    </div>
  );
}
