// Adjust stock: a change (+ received, − damaged, …) with its reason and a note, in a
// modal dialog (focus stays inside, Escape closes). The server refuses to go below 0.
import {
  type AdminProduct,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type StockReason,
  stockAdjustmentBody,
} from '@harit/core/catalog-admin';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useAdjustStock } from '../api/admin-products';

export function StockDialog({ product }: { product: AdminProduct }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const id = useId();
  const adjust = useAdjustStock(product.id);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; note?: string }>({});

  const open = () => {
    setDelta('');
    setNote('');
    setReason('received');
    setErrors({});
    adjust.reset();
    setShown(true);
  };
  const close = () => setShown(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      delta: delta.trim() === '' ? Number.NaN : Number(delta),
      reason,
      ...(note.trim() ? { note } : {}),
    };
    const parsed = stockAdjustmentBody.safeParse(input);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'note' ? 'note' : 'delta';
        found[key] ??=
          key === 'delta' && Number.isNaN(input.delta)
            ? t('Change must be a whole number, e.g. 10 or -2.')
            : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await adjust.mutateAsync(parsed.data);
      close();
    } catch {
      // shown from adjust.error
    }
  }

  const after =
    Number.isInteger(Number(delta)) && delta.trim() ? product.stock + Number(delta) : null;

  return (
    <>
      <Button variant="secondary" onClick={open}>
        <PackagePlus className="size-4" aria-hidden="true" />
        {t('Adjust stock')}
      </Button>
      <Dialog
        open={shown}
        onClose={close}
        title={t('Adjust stock of {name}', { name: product.name })}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-stone-700">
            {t('Now in stock:')} <span className="font-semibold tabular-nums">{product.stock}</span>
            {after !== null && (
              <span aria-live="polite">
                {' '}
                → {t('after this change:')}{' '}
                <span className="font-semibold tabular-nums">{after}</span>
              </span>
            )}
          </p>
          <FormError message={adjust.error?.message} title={t('Stock not changed.')} />
          <FormField
            id={`${id}-delta`}
            label={t('Change')}
            error={errors.delta}
            hint={t('How many units to add; a minus sign takes them away (e.g. -2).')}
          >
            <input
              {...fieldProps(`${id}-delta`, errors.delta, 'hint')}
              inputMode="numeric"
              className={controlClass}
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-reason`} label={t('Reason')}>
            <select
              id={`${id}-reason`}
              className={controlClass}
              value={reason}
              onChange={(e) => setReason(e.target.value as StockReason)}
            >
              {STOCK_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(STOCK_REASON_LABELS[r])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-note`} label={t('Note (optional)')} error={errors.note}>
            <input
              {...fieldProps(`${id}-note`, errors.note)}
              className={controlClass}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="primary" disabled={adjust.isPending}>
              {adjust.isPending ? t('Saving…') : t('Save adjustment')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
