import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
// /admin/orders: every customer's orders, newest first, filtered by status, dates,
// customer and order number. The filters and the page live in the URL, so a filtered list can
// be shared, reloaded and gone back to.

import { formatINR } from '@harit/core/money';
import { ORDER_STATUSES, type OrderStatus } from '@harit/core/orders';
import { hasRole } from '@harit/core/roles';
import { ClipboardList, Download, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Repeat, Skeleton } from '../../../components/skeleton';
import { Button, buttonClass } from '../../../components/ui/button';
import { ChoiceField } from '../../../components/ui/choice-field';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { useAuth } from '../../../lib/auth';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderFilters,
  downloadOrdersCsv,
  useAdminOrders,
} from '../api/admin-orders';
import { STATUS_LABELS } from '../order-format';
import { OrderStatusBadge } from '../order-status-badge';

/** The table's columns and their alignment: figures to the right. */
const COLUMNS: TableColumn[] = [
  { label: msg('Order') },
  { label: msg('Placed') },
  { label: msg('Customer') },
  { label: msg('Items'), align: 'right' },
  { label: msg('Total'), align: 'right' },
  { label: msg('Status') },
  { label: msg('Payment') },
];

const PLACED_LABELS = { from: msg('Placed from'), to: msg('Placed until') };

const FILTER_KEYS = ['status', 'customer', 'q', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status');
  const offset = Number(params.get('offset') ?? 0);
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as OrderStatus)
      : undefined,
    customer: params.get('customer') || undefined,
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

function TableSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading orders…')}>
      <div className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <Repeat count={6}>
          <Skeleton className="h-10 w-full" />
        </Repeat>
      </div>
    </LoadingState>
  );
}

/** The orders of the chosen days and status as a CSV file, for the accountant and the courier. */
function OrdersCsvButton({ filters }: { filters: AdminOrderFilters }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <Button
        variant="secondary"
        onClick={async () => {
          setError(null);
          try {
            await downloadOrdersCsv(filters);
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
          }
        }}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('Export CSV')}
      </Button>
      <FormError message={error} />
    </div>
  );
}

export function AdminOrdersPage() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useAdminOrders(filters);
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  // Decision 075: the file of every customer's address is for admins.
  const isAdmin = hasRole(useAuth().user?.role, 'admin');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const pageLink = (offset: number) => {
    const next = new URLSearchParams(params);
    if (offset > 0) next.set('offset', String(offset));
    else next.delete('offset');
    return `?${next.toString()}`;
  };

  return (
    <ConsolePage
      title={t('Orders')}
      lead={t("Every customer's orders, newest first.")}
      actions={isAdmin && <OrdersCsvButton filters={filters} />}
    >
      <FilterDisclosure className="mb-6">
        <form
          aria-label={t('Filter orders')}
          onSubmit={apply}
          // The form's fields start from the URL; a new URL (back, a link) starts them again.
          key={params.toString()}
          className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-6"
        >
          <TextField
            id="orders-q"
            name="q"
            label={t('Order number')}
            inputMode="numeric"
            defaultValue={filters.q}
            maxLength={32}
          />
          <TextField
            id="orders-customer"
            name="customer"
            label={t('Customer name or e-mail')}
            defaultValue={filters.customer}
            maxLength={254}
            className="lg:col-span-2"
          />
          <ChoiceField
            id="orders-status"
            name="status"
            label={t('Status')}
            defaultValue={filters.status ?? ''}
            none={t('Any status')}
            choices={ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(STATUS_LABELS[status]),
            }))}
          />
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              id={`orders-${end}`}
              name={end}
              type="date"
              label={t(PLACED_LABELS[end])}
              defaultValue={filters[end]}
            />
          ))}
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
            <Button type="submit">{t('Apply filters')}</Button>
            {filtered && (
              <Link to="?" className={buttonClass({ variant: 'secondary' })}>
                {t('Clear filters')}
              </Link>
            )}
          </div>
        </form>
      </FilterDisclosure>

      <QueryState
        query={query}
        loading={<TableSkeleton />}
        errorMessage={t('Failed to fetch orders.')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title={t('No orders match these filters')}
              description={t('Try another status, date or customer, or clear the filters.')}
            />
          ) : (
            <EmptyState
              icon={ClipboardList}
              title={t('No orders yet')}
              description={t('Orders appear here as soon as customers place them.')}
            />
          )
        }
      >
        {(page) => {
          const total = page.total ?? page.items.length;
          const first = page.offset + 1;
          const last = page.offset + page.items.length;
          return (
            <>
              <p role="status" className="mb-3 text-sm text-stone-600">
                {t(
                  '{total, plural, one {Showing {first}–{last} of {total} order} other {Showing {first}–{last} of {total} orders}}',
                  { first, last, total },
                )}
              </p>
              <DataTable
                caption={t('Orders, newest first')}
                columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
                minWidth="min-w-[44rem]"
              >
                {page.items.map((order) => (
                  <tr key={order.orderNumber} className="hover:bg-stone-50">
                    <th scope="row" className="px-4 py-3 font-semibold">
                      <Link
                        to={`/admin/orders/${order.orderNumber}`}
                        className="text-brand-800 underline-offset-2 hover:underline"
                      >
                        #{order.orderNumber}
                      </Link>
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                      <time dateTime={order.createdAt}>
                        {formatIstDateTime(order.createdAt, language)}
                      </time>
                    </td>
                    <td className="px-4 py-3 text-stone-700">
                      <span className="block text-stone-900">{order.customer.name}</span>
                      <span className="block text-xs">{order.customer.email}</span>
                    </td>
                    <td className="px-4 py-3 text-right text-stone-700">{order.itemCount}</td>
                    <td className="px-4 py-3 text-right font-semibold text-stone-900">
                      {formatINR(order.total)}
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td
                      className={`px-4 py-3 whitespace-nowrap ${order.payment === 'pending' || order.payment === 'failed' ? 'font-semibold text-amber-800' : 'text-stone-700'}`}
                    >
                      {t(PAYMENT_STATUS_LABELS[order.payment])}
                    </td>
                  </tr>
                ))}
              </DataTable>
              {total > ADMIN_ORDERS_PAGE_SIZE && (
                <nav aria-label={t('Pages of orders')} className="mt-4 flex justify-between gap-2">
                  {page.offset > 0 ? (
                    <Link
                      to={pageLink(Math.max(0, page.offset - ADMIN_ORDERS_PAGE_SIZE))}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      {t('Previous page')}
                    </Link>
                  ) : (
                    <span />
                  )}
                  {last < total && (
                    <Link
                      to={pageLink(page.offset + ADMIN_ORDERS_PAGE_SIZE)}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      {t('Next page')}
                    </Link>
                  )}
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </ConsolePage>
  );
}
