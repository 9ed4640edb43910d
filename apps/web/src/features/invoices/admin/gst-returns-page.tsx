// /admin/gst-returns (admins, decision 079): a month's GSTR-1 — its totals by rate, net of
// credit notes, as the return itself adds them up (core's gstr1TotalsByRate), and the return
// to download as the GST portal's offline-tool JSON or as CSV. The month lives in the URL.
import { type Gstr1, type Gstr1RateTotal, gstr1TotalsByRate } from '@harit/core/gstr1';
import { istMonth } from '@harit/core/ist-date';
import { formatINR, fromPaise } from '@harit/core/money';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly, ConsolePage } from '../../../components/console-page';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { DataTable, FigureRow } from '../../../components/ui/data-table';
import { msg, useT } from '../../../lib/i18n';
import { downloadGstr1, useGstr1 } from '../api/get-gstr1';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const FIGURES = ['taxablePaise', 'igstPaise', 'cgstPaise', 'sgstPaise'] as const;
const FIGURE_LABELS: Record<(typeof FIGURES)[number], string> = {
  taxablePaise: msg('Taxable value'),
  igstPaise: msg('IGST'),
  cgstPaise: msg('CGST'),
  sgstPaise: msg('SGST/UTGST'),
};

function sumOf(rows: readonly Gstr1RateTotal[]): Omit<Gstr1RateTotal, 'rate'> {
  const total = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
  for (const r of rows) for (const k of FIGURES) total[k] += r[k];
  return total;
}

const documentsOf = (ret: Gstr1, docNum: 1 | 5) =>
  ret.doc_issue.doc_det
    .find((d) => d.doc_num === docNum)
    ?.docs.reduce((a, d) => a + d.net_issue, 0) ?? 0;

export function GstReturnsPage() {
  const t = useT();
  return (
    <ConsolePage
      title={t('GST returns')}
      lead={t(
        'GSTR-1 of a month: the tax invoices and credit notes issued in it (IST), as the GST portal’s offline tool reads them.',
      )}
    >
      <AdminOnly>
        <MonthReturn />
      </AdminOnly>
    </ConsolePage>
  );
}

function MonthReturn() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : istMonth(new Date());
  const ret = useGstr1(month);
  const monthId = useId();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'json' | 'csv' | null>(null);
  const download = async (format: 'json' | 'csv') => {
    if (!ret.data) return;
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadGstr1(ret.data, month, format);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : msg('The download failed.'));
    } finally {
      setDownloading(null);
    }
  };
  return (
    <>
      <form
        aria-label={t('Return period')}
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id={monthId}
          label={t('Month')}
          className="w-48"
          type="month"
          value={month}
          onChange={(event) => {
            if (MONTH.test(event.target.value)) {
              setParams({ month: event.target.value }, { replace: true });
            }
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => download('json')}
            loading={downloading === 'json'}
            disabled={!ret.data}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('Download JSON')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download('csv')}
            loading={downloading === 'csv'}
            disabled={!ret.data}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('Download CSV')}
          </Button>
        </div>
      </form>
      {downloadError && <FormError message={downloadError} />}
      <QueryState
        query={ret}
        loading={
          <LoadingState label={t('Loading the return…')}>
            <Skeleton className="h-40 w-full" />
          </LoadingState>
        }
        errorMessage={t('Could not load the return.')}
      >
        {(data) => {
          const rows = gstr1TotalsByRate(data);
          const total = sumOf(rows);
          return (
            <div className="space-y-4" aria-busy={ret.isPlaceholderData}>
              <p className="text-sm text-stone-700">
                {t('GSTIN {gstin} · Invoices: {invoices} · Credit notes: {notes}', {
                  gstin: data.gstin,
                  invoices: documentsOf(data, 1),
                  notes: documentsOf(data, 5),
                })}
              </p>
              {rows.length === 0 ? (
                <p className="text-sm text-stone-600">
                  {t('No invoices or credit notes in this month.')}
                </p>
              ) : (
                <DataTable
                  caption={t('Totals by GST rate, less credit notes')}
                  columns={[
                    { label: t('GST rate') },
                    ...FIGURES.map((k) => ({
                      label: t(FIGURE_LABELS[k]),
                      align: 'right' as const,
                    })),
                  ]}
                  minWidth="min-w-[40rem]"
                >
                  {rows.map((r) => (
                    <FigureRow
                      key={r.rate}
                      head={t('{rate} %', { rate: r.rate })}
                      figures={FIGURES.map((k) => formatINR(fromPaise(r[k])))}
                    />
                  ))}
                  <FigureRow
                    look="total"
                    head={t('Total')}
                    figures={FIGURES.map((k) => formatINR(fromPaise(total[k])))}
                  />
                </DataTable>
              )}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
