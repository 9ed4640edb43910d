// /admin/reports: the sales report (decision 076) — paid orders per IST day, week or month,
// net of GST, with GST, shipping, discounts and refunds beside them, by category too, a chart and
// the CSV. The range and grouping live in the URL, so a report can be bookmarked or shared.
import { istDate } from '@harit/core/ist-date';
import { formatINR } from '@harit/core/money';
import {
  REPORT_GROUPS,
  type ReportGroup,
  SALES_FIGURES,
  type SalesFigures,
  type SalesReportQuery,
  salesReportQuery,
} from '@harit/core/reports';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, TextField } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { DataTable, FigureRow } from '../../../components/ui/data-table';
import { PanelTable } from '../../../components/ui/panel-table';
import { msg, useT } from '../../../lib/i18n';
import { downloadSalesReportCsv, useSalesReport } from '../api/get-sales-report';
import { ReportChart } from './report-chart';

const GROUP_LABELS: Record<ReportGroup, string> = {
  day: msg('Day'),
  week: msg('Week'),
  month: msg('Month'),
};

const END_LABELS = { from: msg('From'), to: msg('To') };

const FIGURE_LABELS: Record<keyof SalesFigures, string> = {
  orders: msg('Orders'),
  units: msg('Units'),
  netSales: msg('Net sales before GST'),
  gst: msg('GST'),
  shipping: msg('Shipping'),
  discounts: msg('Discounts'),
  refunds: msg('Refunds'),
};

const DAY_MS = 86_400_000;

/** The last 30 IST days unless the URL says otherwise; a bad URL falls back to them. */
function queryFrom(params: URLSearchParams): SalesReportQuery {
  const today = istDate(new Date());
  const fallback = {
    from: istDate(new Date(Date.now() - 29 * DAY_MS)),
    to: today,
    groupBy: 'day' as const,
  };
  const parsed = salesReportQuery.safeParse({
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    groupBy: params.get('groupBy') ?? 'day',
  });
  return parsed.success ? parsed.data : fallback;
}

const figure = (key: keyof SalesFigures, f: SalesFigures) =>
  key === 'orders' || key === 'units' ? f[key].toLocaleString('en-IN') : formatINR(f[key]);

export function ReportsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const report = useSalesReport(query);
  const rangeId = useId();
  const groupId = useId();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const change = (next: Partial<SalesReportQuery>) => {
    const merged = { ...query, ...next };
    if (salesReportQuery.safeParse(merged).success) setParams(merged, { replace: true });
  };
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadSalesReportCsv(query);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : msg('The download failed.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <ConsolePage
      title={t('Sales report')}
      lead={t(
        'Paid orders only, by the IST day they were placed; refunds by the day they were made.',
      )}
      actions={
        <Button variant="secondary" onClick={download} loading={downloading}>
          <Download className="size-4" aria-hidden="true" />
          {t('Download CSV')}
        </Button>
      }
    >
      <form
        aria-label={t('Report range')}
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            id={`${rangeId}-${end}`}
            label={t(END_LABELS[end])}
            className="w-44"
            type="date"
            value={query[end]}
            onChange={(event) => change({ [end]: event.target.value })}
          />
        ))}
        <FormField id={groupId} label={t('Group by')} className="w-36">
          <select
            id={groupId}
            value={query.groupBy}
            onChange={(event) => change({ groupBy: event.target.value as ReportGroup })}
            className={controlClass}
          >
            {REPORT_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(GROUP_LABELS[group])}
              </option>
            ))}
          </select>
        </FormField>
      </form>
      {downloadError && <FormError message={downloadError} />}
      <QueryState
        query={report}
        loading={
          <LoadingState label={t('Loading the report…')}>
            <Skeleton className="h-56 w-full" />
          </LoadingState>
        }
        errorMessage={t('Could not load the report.')}
      >
        {(data) => (
          <div className="space-y-6" aria-busy={report.isPlaceholderData}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
              {SALES_FIGURES.map((key) => (
                <div key={key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                  <dt className="text-sm font-medium text-stone-600">{t(FIGURE_LABELS[key])}</dt>
                  <dd className="mt-1 text-xl font-bold tabular-nums text-stone-900">
                    {figure(key, data.totals)}
                  </dd>
                </div>
              ))}
            </dl>
            <Panel
              title={t('Net sales before GST per period')}
              headingClassName="text-lg font-semibold text-stone-900"
            >
              <div className="mt-4">
                <ReportChart rows={data.rows} />
              </div>
            </Panel>
            <DataTable
              caption={t('Sales per period, oldest first')}
              columns={[
                { label: t('Period') },
                ...SALES_FIGURES.map((key) => ({
                  label: t(FIGURE_LABELS[key]),
                  align: 'right' as const,
                })),
              ]}
              minWidth="min-w-[56rem]"
            >
              {data.rows.map((row) => (
                <FigureRow
                  key={row.period}
                  head={row.period}
                  figures={SALES_FIGURES.map((key) => figure(key, row))}
                />
              ))}
              <FigureRow
                look="total"
                head={t('Total')}
                figures={SALES_FIGURES.map((key) => figure(key, data.totals))}
              />
            </DataTable>
            <PanelTable
              title={t('By category')}
              caption={t('Sales by category')}
              columns={[
                { label: t('Category') },
                { label: t('Orders'), align: 'right' },
                { label: t('Units'), align: 'right' },
                { label: t('Net sales before GST'), align: 'right' },
              ]}
              empty={data.categories.length === 0 && t('No sales in this period yet.')}
            >
              {data.categories.map((c) => (
                <FigureRow
                  key={c.category}
                  look="plain"
                  head={c.category === 'Uncategorised' ? t('Uncategorised') : c.category}
                  figures={[c.orders, c.units, formatINR(c.netSales)]}
                />
              ))}
            </PanelTable>
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}
