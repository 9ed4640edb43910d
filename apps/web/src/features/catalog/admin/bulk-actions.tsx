// The products list's bulk changes (decision 075): archive, put back on sale, set stock, change
// price by a percentage, for the products ticked. What changed and what was left as it was (and
// why: the MRP rule, already archived) is listed after.
import {
  type BulkAction,
  MAX_PRODUCT_STOCK,
  type ProductBulkResult,
} from '@harit/core/catalog-admin';
import { formatINR, fromPaise } from '@harit/core/money';
import { type FormEvent, useId, useState } from 'react';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { controlClass } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { msg, useT } from '../../../lib/i18n';
import { useBulkChangeProducts } from '../api/bulk-products';

const TITLES: Record<BulkAction, string> = {
  archive: msg('Archive'),
  unarchive: msg('Put back on sale'),
  'set-stock': msg('Set stock'),
  'change-price': msg('Change price by %'),
};

export function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const t = useT();
  const bulk = useBulkChangeProducts();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<ProductBulkResult | null>(null);
  const inputId = useId();

  function open(next: BulkAction) {
    bulk.reset();
    setValue('');
    setAction(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action) return;
    const number = Number(value.replace(',', '.'));
    try {
      const answer = await bulk.mutateAsync({
        ids: selected,
        action,
        ...(action === 'set-stock' ? { stock: number } : {}),
        ...(action === 'change-price' ? { percent: number } : {}),
      });
      setResult(answer);
      setAction(null);
      onDone();
    } catch {
      // bulk.error is shown in the dialog
    }
  }

  return (
    <div className="mb-4 space-y-3">
      {selected.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-200">
          <legend className="sr-only">{t('Change the chosen products')}</legend>
          <p className="mr-2 text-sm font-semibold text-brand-900">
            {t('{count, plural, one {# product chosen} other {# products chosen}}', {
              count: selected.length,
            })}
          </p>
          {(Object.keys(TITLES) as BulkAction[]).map((key) => (
            <Button key={key} size="sm" variant="secondary" onClick={() => open(key)}>
              {t(TITLES[key])}
            </Button>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">{result && <BulkSummary result={result} />}</div>
      <Dialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? t(TITLES[action]) : ''}
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="text-stone-700">
            {t('{count, plural, one {# product} other {# products}} will change.', {
              count: selected.length,
            })}
          </p>
          {(action === 'set-stock' || action === 'change-price') && (
            <div>
              <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-stone-800">
                {action === 'set-stock' ? t('Units in stock') : t('Change in percent')}
              </label>
              <input
                id={inputId}
                type="number"
                required
                inputMode={action === 'set-stock' ? 'numeric' : 'decimal'}
                min={action === 'set-stock' ? 0 : -90}
                max={action === 'set-stock' ? MAX_PRODUCT_STOCK : 500}
                step={action === 'set-stock' ? 1 : 'any'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className={controlClass}
              />
              {action === 'change-price' && (
                <p className="mt-1 text-sm text-stone-600">
                  {t(
                    '10 raises each price by 10 %, -15 lowers it by 15 %. A product whose price with GST would pass its MRP is left as it is.',
                  )}
                </p>
              )}
            </div>
          )}
          <FormError message={bulk.error?.message} title={t('Nothing was changed.')} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAction(null)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={bulk.isPending}>
              {action ? t(TITLES[action]) : ''}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

function BulkSummary({ result }: { result: ProductBulkResult }) {
  const t = useT();
  const shown = (n: number | null) =>
    n === null ? '' : result.action === 'change-price' ? formatINR(fromPaise(n)) : String(n);
  return (
    <FormNotice>
      <p>{result.message}</p>
      {result.changed.length > 0 &&
        result.action !== 'archive' &&
        result.action !== 'unarchive' && (
          <ul className="mt-2 list-disc pl-5 font-normal">
            {result.changed.map((c) => (
              <li key={c.id}>
                {t('{name}: {before} → {after}', {
                  name: c.name,
                  before: shown(c.before),
                  after: shown(c.after),
                })}
              </li>
            ))}
          </ul>
        )}
      {result.skipped.length > 0 && (
        <>
          <p className="mt-2">{t('Left as they were:')}</p>
          <ul className="mt-1 list-disc pl-5 font-normal" data-testid="bulk-skipped">
            {result.skipped.map((s) => (
              <li key={s.id}>
                {t('{name}: {reason}', { name: s.name || s.id, reason: s.reason })}
              </li>
            ))}
          </ul>
        </>
      )}
    </FormNotice>
  );
}
