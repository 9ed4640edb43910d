// /admin/customers: who buys (decision 075) — searched by name, e-mail or phone, a page at a
// time, the search and the page in the URL. Admins may take the list as a CSV file.
import type { CustomerSummary } from '@harit/core/customers';
import { formatINR } from '@harit/core/money';
import { hasRole } from '@harit/core/roles';
import { Download, Search, UserRoundSearch } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useAuth } from '../../../lib/auth';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDate } from '../../../lib/ist-format';
import { CUSTOMERS_PAGE, downloadCustomersCsv, useCustomers } from '../api/customers';

const COLUMNS: TableColumn[] = [
  { label: msg('Customer') },
  { label: msg('Phone') },
  { label: msg('Orders'), align: 'right' },
  { label: msg('Spend'), align: 'right' },
  { label: msg('Last order') },
  { label: msg('Points'), align: 'right' },
];

export function CustomersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() || undefined;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const customers = useCustomers({ search, page });
  const searchId = useId();
  const isAdmin = hasRole(useAuth().user?.role, 'admin');
  const [exportError, setExportError] = useState<string | null>(null);

  function go(next: { q?: string | null; page?: number }) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.q !== undefined) {
        if (next.q) updated.set('q', next.q);
        else updated.delete('q');
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
      }
      return updated;
    });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    go({ q: typeof value === 'string' ? value.trim() : null });
  }

  const total = customers.data?.total ?? null;
  const pages = total === null ? 1 : Math.max(1, Math.ceil(total / CUSTOMERS_PAGE));

  return (
    <ConsolePage
      title={t('Customers')}
      lead={
        total === null
          ? t('Who buys from the shop')
          : t('{total, plural, one {{total} customer found} other {{total} customers found}}', {
              total,
            })
      }
      actions={
        isAdmin && (
          <Button
            variant="secondary"
            onClick={async () => {
              setExportError(null);
              try {
                await downloadCustomersCsv(search);
              } catch (error) {
                setExportError(error instanceof Error ? error.message : String(error));
              }
            }}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('Export CSV')}
          </Button>
        )
      }
    >
      <FormError message={exportError} className="mb-4" />
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to happy-dom and older browsers */}
      <form
        role="search"
        onSubmit={onSearch}
        className="mb-4 flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
      >
        <TextField
          id={searchId}
          label={t('Search customers')}
          className="min-w-56 flex-1"
          name="q"
          type="search"
          key={search ?? ''}
          defaultValue={search ?? ''}
          placeholder={t('Name, e-mail or phone')}
        />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          {t('Search')}
        </Button>
      </form>

      <QueryState
        query={customers}
        errorMessage={t('Failed to load customers.')}
        loading={<ListSkeleton label={t('Loading customers')} rows={6} row="h-12 w-full" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={UserRoundSearch}
            title={t('No customers match')}
            description={t('Try a part of the name, the e-mail or the phone number.')}
          />
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={t('Customers, page {page} of {pages}', { page, pages })}
              columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
              minWidth="min-w-[44rem]"
            >
              {data.items.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} />
              ))}
            </DataTable>
            <Pager
              label={t('Pages')}
              previous={{
                label: t('Previous'),
                disabled: page <= 1,
                go: () => go({ page: page - 1 }),
              }}
              next={{ label: t('Next'), disabled: page >= pages, go: () => go({ page: page + 1 }) }}
            >
              <p className="text-sm text-stone-700" aria-live="polite">
                {t('Page {page} of {pages}', { page, pages })}
              </p>
            </Pager>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const t = useT();
  const language = useLanguage();
  return (
    <tr>
      <td className="px-4 py-2">
        <Link
          to={`/admin/customers/${encodeURIComponent(customer.id)}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {customer.name}
        </Link>
        <p className="break-all text-xs text-stone-600">{customer.email}</p>
      </td>
      <td className="px-4 py-2 tabular-nums text-stone-700">{customer.phone ?? '—'}</td>
      <td className="px-4 py-2 text-right tabular-nums">{customer.orders}</td>
      <td className="px-4 py-2 text-right tabular-nums">{formatINR(customer.spend)}</td>
      <td className="px-4 py-2 text-stone-700">
        {customer.lastOrderAt ? formatIstDate(customer.lastOrderAt, language) : t('None yet')}
      </td>
      <td className="px-4 py-2 text-right tabular-nums">{customer.points}</td>
    </tr>
  );
}
