import { SUPPORT_STATUS_LABELS } from '@harit/core/support';
import {
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TOPIC_LABELS,
  type SupportTicketStatus,
} from '@harit/core/validation';
import { Inbox, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { TextField } from '../../../components/form/form-field';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ChoiceField } from '../../../components/ui/choice-field';
import { FilterCheckbox } from '../../../components/ui/filter-checkbox';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useLanguage, useT } from '../../../lib/i18n';
import { type InboxFilter, useInbox } from '../api/get-inbox';
import { formatTicketDate, TicketStatusBadge } from '../components/ticket-status';
import { ManageSavedRepliesButton } from './saved-replies';

const isStatus = (value: string | null): value is SupportTicketStatus =>
  (SUPPORT_TICKET_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/support: the inbox, filtered by status, "assigned to me" and a search (in the URL). */
export function SupportInboxPage() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: InboxFilter = {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('mine') === 'true' ? { mine: true } : {}),
    ...(params.get('search') ? { search: params.get('search')! } : {}),
  };
  const inbox = useInbox(filter);
  const [search, setSearch] = useState(filter.search ?? '');

  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('search', search.trim() || null);
  };

  return (
    <ConsolePage
      title={t('Support inbox')}
      actions={<ManageSavedRepliesButton />}
      lead={
        inbox.data?.total != null && (
          <span aria-live="polite">
            {t('{count, plural, one {{count} request} other {{count} requests}}', {
              count: inbox.data.total,
            })}
          </span>
        )
      }
    >
      <FilterDisclosure className="mb-4">
        <div className="flex flex-wrap items-end gap-4">
          <ChoiceField
            id="inbox-status"
            label={t('Status')}
            className="w-48"
            value={filter.status ?? ''}
            onChange={(event) => set('status', event.target.value || null)}
            none={t('All statuses')}
            choices={SUPPORT_TICKET_STATUSES.map((s) => ({
              value: s,
              label: t(SUPPORT_STATUS_LABELS[s]),
            }))}
          />
          <FilterCheckbox
            label={t('Assigned to me')}
            checked={filter.mine === true}
            onChange={(event) => set('mine', event.target.checked ? 'true' : null)}
          />
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to happy-dom and older browsers */}
          <form role="search" onSubmit={onSearch} className="flex w-full items-end gap-2 sm:w-auto">
            <TextField
              id="inbox-search"
              label={t('Reference or e-mail')}
              className="min-w-0 flex-1 sm:w-64 sm:flex-none"
              placeholder={t('HRT-… or name@example.in')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">
              <Search className="size-4" aria-hidden="true" />
              {t('Search')}
            </Button>
          </form>
        </div>
      </FilterDisclosure>
      <QueryState
        query={inbox}
        loading={
          <ListSkeleton label={t('Loading support requests…')} rows={3} row="h-20 rounded-xl" />
        }
        errorMessage={t('Failed to fetch support requests.')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={Inbox}
            title={t('No support requests here')}
            description={t('Requests shoppers send from Customer Care appear here.')}
          />
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-2" aria-label={t('Support requests')}>
              {data.items.map((ticket) => (
                <li
                  key={ticket.reference}
                  className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={`/admin/support/${ticket.reference}`}
                      className="font-mono font-bold tracking-wide text-brand-800 hover:underline"
                    >
                      {ticket.reference}
                    </Link>
                    <TicketStatusBadge status={ticket.status} />
                  </div>
                  <p className="mt-1 text-sm text-stone-700">
                    {t(SUPPORT_TOPIC_LABELS[ticket.topic] ?? ticket.topic)} · {ticket.email}
                    {ticket.guest && ` ${t('(guest)')}`}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-stone-800">{ticket.message}</p>
                  <p className="mt-1 text-xs text-stone-600">
                    {ticket.assignedTo
                      ? t('Assigned to {name}', { name: ticket.assignedTo.name })
                      : t('Unassigned')}{' '}
                    ·{' '}
                    {t('last activity {date}', {
                      date: formatTicketDate(ticket.updatedAt, language),
                    })}
                    {ticket.replies.length > 0 &&
                      ` · ${t('{count, plural, one {{count} reply} other {{count} replies}}', { count: ticket.replies.length })}`}
                  </p>
                </li>
              ))}
            </ul>
            <LoadMoreButton
              query={inbox}
              label={t('Show older requests')}
              busyLabel={t('Loading…')}
              errorMessage={t('Failed to fetch support requests.')}
              className="mt-4"
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
