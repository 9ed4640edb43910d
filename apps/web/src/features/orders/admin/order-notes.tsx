// Staff's notes on an order (decision 081): only the console shows them; newest first, with who
// wrote each and when. Several lines are kept as written.
import { ORDER_NOTE_MAX, orderNoteBody } from '@harit/core/teamwork';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { FormField, fieldProps } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes';

export function OrderNotes({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const language = useLanguage();
  const notes = useOrderNotes(orderNumber);
  const add = useAddOrderNote(orderNumber);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderNoteBody.safeParse({ note: text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    try {
      await add.mutateAsync(parsed.data.note);
      setText('');
    } catch {
      // add.error is shown
    }
  };

  return (
    <Panel title={t('Staff notes')} headingClassName="text-lg font-semibold text-stone-900">
      <p className="mt-1 text-sm text-stone-600">
        {t('Only staff see these; the customer never does.')}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3">
        <FormField id="order-note" label={t('Add a note')} error={invalid}>
          <textarea
            {...fieldProps('order-note', invalid)}
            rows={3}
            maxLength={ORDER_NOTE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 aria-invalid:border-red-600"
          />
        </FormField>
        <FormError message={add.error?.message} className="mt-2" />
        <div className="mt-2 flex justify-end">
          <Button type="submit" size="sm" loading={add.isPending}>
            {t('Save note')}
          </Button>
        </div>
      </form>
      <QueryState
        query={notes}
        loading={
          <LoadingState label={t('Loading the notes…')}>
            <Skeleton className="mt-3 h-16 w-full" />
          </LoadingState>
        }
        errorMessage={t('Could not load the notes.')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="mt-3 text-sm text-stone-600">{t('No notes yet.')}</p>}
      >
        {(list) => (
          <ol className="mt-4 space-y-3" aria-label={t('Notes, newest first')}>
            {list.map((note) => (
              <li
                key={note.id}
                className="rounded-xl bg-stone-50 px-3 py-2 text-sm ring-1 ring-stone-200"
              >
                <p className="text-xs font-semibold text-stone-700">
                  {note.author} ·{' '}
                  <time dateTime={note.at}>{formatIstDateTime(note.at, language)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-stone-900">{note.note}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Panel>
  );
}
