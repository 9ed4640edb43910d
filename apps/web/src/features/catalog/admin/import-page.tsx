// /admin/products/import: a CSV file of products (decision 075). Choosing a file runs a dry run
// at once: what each line would create or change, and every problem with its line. Only a file
// without problems can be applied, and it is applied whole or not at all.
import type { ImportedLine, ProductImportReport } from '@harit/core/product-csv';
import { Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminOnly, ConsolePage } from '../../../components/console-page';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { useT } from '../../../lib/i18n';
import { downloadProductsCsv, useImportProducts } from '../api/product-csv';

export function ProductImportPage() {
  const t = useT();
  return (
    <ConsolePage
      title={t('Import products')}
      lead={t('Create and change many products at once from a CSV file, found by their slug.')}
      actions={
        <Link to="/admin/products" className={buttonClass({ variant: 'secondary' })}>
          {t('Back to products')}
        </Link>
      }
    >
      <AdminOnly>
        <ImportSteps />
      </AdminOnly>
    </ConsolePage>
  );
}

function ImportSteps() {
  const t = useT();
  const fileId = useId();
  const tryImport = useImportProducts();
  const apply = useImportProducts();
  const [csv, setCsv] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    apply.reset();
    if (!file) {
      setCsv(null);
      tryImport.reset();
      return;
    }
    const text = await file.text();
    setCsv(text);
    tryImport.mutate({ csv: text, dryRun: true });
  }

  const report = tryImport.data;
  const ready =
    csv !== null &&
    report !== undefined &&
    report.errors.length === 0 &&
    report.created.length + report.updated.length > 0;

  return (
    <div className="grid gap-6">
      <Panel title={t('1. Choose a file')}>
        <p className="mt-2 text-sm text-stone-700">
          {t(
            'The first line names the columns: slug, name, price, mrp, stock, hsn, category, featured, archived, image, description, name_hi, description_hi. Only slug is needed; a column left out keeps what the product has. Prices are in rupees without GST, as on the product form.',
          )}
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <TextField
            type="file"
            accept=".csv,text/csv"
            id={fileId}
            label={t('CSV file')}
            className="min-w-64 flex-1"
            onChange={(event) => void onFile(event)}
          />
          <Button
            variant="secondary"
            onClick={async () => {
              setExportError(null);
              try {
                await downloadProductsCsv();
              } catch (error) {
                setExportError(error instanceof Error ? error.message : String(error));
              }
            }}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('Download the catalogue (CSV)')}
          </Button>
        </div>
        <FormError message={exportError} className="mt-3" />
      </Panel>

      <div aria-live="polite" className="grid gap-6">
        {tryImport.isPending && <p className="text-sm text-stone-700">{t('Checking the file…')}</p>}
        <FormError message={tryImport.error?.message} title={t('The file could not be checked.')} />
        {report && !apply.data && <DryRun report={report} />}
        <FormError message={apply.error?.message} title={t('Nothing was changed.')} />
        {apply.data && (
          <FormNotice>
            {apply.data.message}{' '}
            <Link to="/admin/products" className="underline">
              {t('See the products')}
            </Link>
          </FormNotice>
        )}
      </div>

      {report && !apply.data && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={!ready}
            loading={apply.isPending}
            onClick={() => csv !== null && apply.mutate({ csv, dryRun: false })}
          >
            <FileUp className="size-4" aria-hidden="true" />
            {t('Apply the import')}
          </Button>
          {!ready && (
            <p className="text-sm text-stone-700">
              {report.errors.length > 0
                ? t('Correct the problems in the file and choose it again.')
                : t('The file changes nothing.')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function DryRun({ report }: { report: ProductImportReport }) {
  const t = useT();
  return (
    <Panel title={t('2. What the file would do')}>
      <p className="mt-2 text-sm text-stone-800" data-testid="import-summary">
        {report.message}
      </p>
      {report.errors.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-red-800">
            {t('{count, plural, one {# problem} other {# problems}}', {
              count: report.errors.length,
            })}
          </h3>
          <DataTable
            caption={t('Problems, by line')}
            columns={[
              { label: t('Line'), align: 'right' },
              { label: t('Column') },
              { label: t('Problem') },
            ]}
            minWidth="min-w-[20rem]"
            className="mt-2"
          >
            {report.errors.map((error) => (
              <tr key={`${error.line}-${error.column}-${error.message}`}>
                <td className="px-4 py-2 text-right tabular-nums">{error.line}</td>
                <td className="px-4 py-2 font-mono text-xs">{error.column ?? '—'}</td>
                <td className="px-4 py-2">{error.message}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      <Lines
        title={t('{count, plural, one {# new product} other {# new products}}', {
          count: report.created.length,
        })}
        caption={t('New products, by line')}
        lines={report.created}
      />
      <Lines
        title={t('{count, plural, one {# product changed} other {# products changed}}', {
          count: report.updated.length,
        })}
        caption={t('Changed products, by line')}
        lines={report.updated}
      />
    </Panel>
  );
}

function Lines({
  title,
  caption,
  lines,
}: {
  title: string;
  caption: string;
  lines: ImportedLine[];
}) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className="mt-5 font-semibold text-stone-900">{title}</h3>
      <DataTable
        caption={caption}
        columns={[
          { label: t('Line'), align: 'right' },
          { label: t('Slug') },
          { label: t('Name') },
          { label: t('Columns') },
        ]}
        minWidth="min-w-[20rem]"
        className="mt-2"
      >
        {lines.map((line) => (
          <tr key={line.line}>
            <td className="px-4 py-2 text-right tabular-nums">{line.line}</td>
            <td className="break-all px-4 py-2 font-mono text-xs">{line.slug}</td>
            <td className="px-4 py-2">{line.name}</td>
            <td className="px-4 py-2 font-mono text-xs">{line.changes.join(', ')}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
