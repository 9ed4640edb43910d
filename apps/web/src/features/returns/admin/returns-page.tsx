import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@harit/core/returns';
import { RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Repeat, Skeleton } from '../../../components/skeleton';
import { ChoiceField } from '../../../components/ui/choice-field';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useAdminReturns } from '../api/get-admin-returns';
import { ReturnStatusBadge } from '../return-status-badge';

const isStatus = (value: string | null): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/returns: every return request, newest first, filtered by status (in the URL). */

const COLUMNS: TableColumn[] = [
  { label: msg('Item') },
  { label: msg('Order') },
  { label: msg('Customer') },
  { label: msg('Requested') },
  { label: msg('Status') },
];
export function AdminReturnsPage() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const returns = useAdminReturns(status);

  return (
    <ConsolePage
      title={t('Returns')}
      lead={
        returns.data?.total != null && (
          <span aria-live="polite">
            {status
              ? t(
                  '{count, plural, one {{count} request {status}} other {{count} requests {status}}}',
                  {
                    count: returns.data.total,
                    status: t(RETURN_STATUS_LABELS[status]).toLowerCase(),
                  },
                )
              : t('{count, plural, one {{count} request} other {{count} requests}}', {
                  count: returns.data.total,
                })}
          </span>
        )
      }
    >
      <FilterDisclosure className="mb-4">
        <ChoiceField
          id="return-status"
          label={t('Status')}
          none={t('All statuses')}
          className="max-w-60"
          choices={RETURN_STATUSES.map((s) => ({ value: s, label: t(RETURN_STATUS_LABELS[s]) }))}
          value={status ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
          }
        />
      </FilterDisclosure>
      <QueryState
        query={returns}
        loading={
          <LoadingState label={t('Loading return requests…')} className="space-y-2">
            <Repeat count={3}>
              <Skeleton className="h-14 rounded-xl" />
            </Repeat>
          </LoadingState>
        }
        errorMessage={t('Failed to fetch return requests.')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={RotateCcw}
            title={status ? t('No return requests in this status') : t('No return requests yet')}
            description={t('Requests shoppers make on their Returns page appear here.')}
          />
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={t('Return requests, newest first')}
              columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
            >
              {data.items.map((r) => (
                <tr key={r.id} className="hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/returns/${r.id}`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {r.quantity} × {r.productName}
                    </Link>
                  </td>
                  <td className="px-4 py-3 font-mono">#{r.orderNumber}</td>
                  <td className="px-4 py-3">
                    {r.customer.name}
                    <span className="block text-xs text-stone-600">{r.customer.email}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatIstDateTime(r.createdAt, language)}
                  </td>
                  <td className="px-4 py-3">
                    <ReturnStatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <LoadMoreButton
              query={returns}
              label={t('Show older requests')}
              busyLabel={t('Loading…')}
              errorMessage={t('Failed to fetch return requests.')}
              className="mt-4"
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
