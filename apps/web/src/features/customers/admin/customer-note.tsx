// The shop's own note about a customer (decision 075): staff keep it, the customer never sees it.
import { CUSTOMER_NOTE_MAX, type CustomerNote } from '@harit/core/customers';
import { type FormEvent, useId, useState } from 'react';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { controlClass, fieldProps } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useSaveCustomerNote } from '../api/customers';

export function CustomerNotePanel({
  customerId,
  note,
}: {
  customerId: string;
  note: CustomerNote | null;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const save = useSaveCustomerNote(customerId);
  const [text, setText] = useState(note?.text ?? '');
  const [saved, setSaved] = useState(false);
  const hint = t('Only the shop sees this note; the customer never does.');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    try {
      const customer = await save.mutateAsync(text);
      setText(customer.note?.text ?? '');
      setSaved(true);
    } catch {
      // save.error is shown
    }
  }

  return (
    <Panel title={t('Internal note')}>
      <form onSubmit={onSubmit} className="mt-3 space-y-3">
        <label htmlFor={id} className="sr-only">
          {t('Internal note')}
        </label>
        <textarea
          {...fieldProps(id, undefined, hint)}
          value={text}
          maxLength={CUSTOMER_NOTE_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setSaved(false);
          }}
          className={`${controlClass} h-28 py-2`}
        />
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
        {note && (
          <p className="text-xs text-stone-600">
            {t('Last written by {name}, {when}', {
              name: note.by,
              when: formatIstDateTime(note.at, language),
            })}
          </p>
        )}
        <div aria-live="polite">
          {saved && <FormNotice>{t('Note saved.')}</FormNotice>}
          <FormError message={save.error?.message} title={t('Not saved.')} />
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('Save note')}
        </Button>
      </form>
    </Panel>
  );
}
