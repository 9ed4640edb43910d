// The merchant console's first page: how the shop is doing today, over 7 or 30 days,
// and what is waiting for someone. The range lives in the URL (?range=7d), so Back returns to it.

import { formatKg } from '@harit/core/carbon';
import { DASHBOARD_RANGES, type Dashboard, type DashboardRange } from '@harit/core/dashboard';
import { formatINR } from '@harit/core/money';
import { AlertTriangle, LifeBuoy, PackageOpen, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Repeat, Skeleton } from '../../../components/skeleton';
import { FigureRow } from '../../../components/ui/data-table';
import { PanelTable } from '../../../components/ui/panel-table';
import { useT } from '../../../lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { RANGE_LABELS, RangeSwitch } from './range-switch';
import { SalesChart } from './sales-chart';

function rangeFrom(value: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((range) => range === value) ?? 'today';
}

export function DashboardPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params.get('range'));
  const query = useDashboard(range);
  const label = t(RANGE_LABELS[range]);
  return (
    <ConsolePage
      title={t('Dashboard')}
      lead={
        range === 'today'
          ? t('Today, from midnight IST')
          : t('The last {period}, IST days', { period: label })
      }
      actions={
        <RangeSwitch
          value={range}
          onChange={(next) => setParams(next === 'today' ? {} : { range: next }, { replace: true })}
        />
      }
    >
      <p aria-live="polite" className="sr-only">
        {query.isPlaceholderData || query.isPending
          ? t('Loading the figures for {period}', { period: label })
          : t('Showing the figures for {period}', { period: label })}
      </p>
      <QueryState
        query={query}
        loading={<DashboardSkeleton />}
        errorMessage={t('Could not load the dashboard.')}
      >
        {(figures) => (
          <div
            aria-busy={query.isPlaceholderData}
            className={`space-y-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <KeyFigures figures={figures} />
            <Panel
              title={t('Revenue per day (paid orders, before GST and shipping)')}
              headingClassName="text-lg font-semibold text-stone-900"
            >
              <div className="mt-4">
                <SalesChart days={figures.days} />
              </div>
            </Panel>
            <div className="grid gap-6 lg:grid-cols-2">
              <TopProducts figures={figures} />
              <div className="space-y-6">
                <OpenWork figures={figures} />
                <LowStock figures={figures} />
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function KeyFigures({ figures }: { figures: Dashboard }) {
  const t = useT();
  const cards: [string, string][] = [
    [t('Orders'), figures.orders.toLocaleString('en-IN')],
    [t('Revenue (paid orders, before GST and shipping)'), formatINR(figures.revenue)],
    [t('Units sold'), figures.units.toLocaleString('en-IN')],
    [t('Average order value'), formatINR(figures.averageOrderValue)],
    [t('Saved by purchases'), formatKg(figures.co2SavedKg)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {cards.map(([term, figure]) => (
        <div key={term} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <dt className="text-sm font-medium text-stone-600">{term}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-stone-900">{figure}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopProducts({ figures }: { figures: Dashboard }) {
  const t = useT();
  return (
    <PanelTable
      title={t('Top products')}
      caption={t('Top products')}
      columns={[
        { label: t('Product') },
        { label: t('Units'), align: 'right' },
        { label: t('Revenue'), align: 'right' },
      ]}
      empty={figures.topProducts.length === 0 && t('No sales in this period yet.')}
    >
      {figures.topProducts.map((p) => (
        <FigureRow
          key={p.productId}
          look="plain"
          head={p.name}
          figures={[p.units, formatINR(p.revenue)]}
        />
      ))}
    </PanelTable>
  );
}

function OpenWork({ figures }: { figures: Dashboard }) {
  const t = useT();
  return (
    <Panel title={t('Waiting for someone')} headingClassName="text-lg font-semibold text-stone-900">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <WorkLink
          to="/admin/orders?status=placed"
          icon={<PackageOpen className="size-5" aria-hidden="true" />}
        >
          <strong className="text-xl">{figures.ordersToPack}</strong>{' '}
          {t('{count, plural, one {order to pack} other {orders to pack}}', {
            count: figures.ordersToPack,
          })}
        </WorkLink>
        <WorkLink to="/admin/returns" icon={<RotateCcw className="size-5" aria-hidden="true" />}>
          <strong className="text-xl">{figures.openReturns}</strong>{' '}
          {t('{count, plural, one {open return} other {open returns}}', {
            count: figures.openReturns,
          })}
        </WorkLink>
        <WorkLink to="/admin/support" icon={<LifeBuoy className="size-5" aria-hidden="true" />}>
          <strong className="text-xl">{figures.openTickets}</strong>{' '}
          {t('{count, plural, one {open support ticket} other {open support tickets}}', {
            count: figures.openTickets,
          })}
        </WorkLink>
      </ul>
    </Panel>
  );
}

function WorkLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl bg-stone-50 p-3 text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50"
      >
        <span className="rounded-full bg-brand-100 p-2 text-brand-800">{icon}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

function LowStock({ figures }: { figures: Dashboard }) {
  const t = useT();
  const { lowStock, lowStockCount, lowStockThreshold } = figures;
  const counts = { count: lowStockCount, threshold: lowStockThreshold, shown: lowStock.length };
  return (
    <Panel title={t('Low stock')} headingClassName="text-lg font-semibold text-stone-900">
      <p className="mt-1 text-sm text-stone-600">
        {lowStockCount === 0
          ? t('Every product has more than {threshold} left.', counts)
          : lowStockCount > lowStock.length
            ? t(
                '{count, plural, one {# product has {threshold} or fewer left; the {shown} with fewest:} other {# products have {threshold} or fewer left; the {shown} with fewest:}}',
                counts,
              )
            : t(
                '{count, plural, one {# product has {threshold} or fewer left.} other {# products have {threshold} or fewer left.}}',
                counts,
              )}
      </p>
      {lowStock.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-100 text-sm">
          {lowStock.map((p) => (
            <li key={p.productId} className="flex items-center justify-between gap-3 py-2">
              <Link
                to={`/admin/products/${encodeURIComponent(p.productId)}`}
                className="font-medium text-stone-900 underline-offset-2 hover:underline"
              >
                {p.name}
              </Link>
              <span
                className={`flex shrink-0 items-center gap-1 font-semibold ${p.stock === 0 ? 'text-red-700' : 'text-amber-800'}`}
              >
                {p.stock === 0 && <AlertTriangle className="size-4" aria-hidden="true" />}
                {p.stock === 0 ? t('Out of stock') : t('{count} left', { count: p.stock })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DashboardSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading the dashboard…')} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <Repeat count={5}>
          <Skeleton className="h-20 rounded-2xl" />
        </Repeat>
      </div>
      <Skeleton className="h-80 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Repeat count={2}>
          <Skeleton className="h-64 rounded-2xl" />
        </Repeat>
      </div>
    </LoadingState>
  );
}
