// Saved replies of the support inbox (decision 081): staff keep answers they give often (a title
// to pick it by, a body) and insert one into a reply, where it stays editable before sending.
import { SAVED_REPLY_TITLE_MAX, type SavedReply, savedReplyBody } from '@harit/core/teamwork';
import { SUPPORT_MESSAGE_MAX } from '@harit/core/validation';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useDeleteSavedReply, useSavedReplies, useSaveSavedReply } from '../api/saved-replies';

/** A button that opens the saved replies' list and form in a dialog. */
export function ManageSavedRepliesButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('Manage saved replies')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Saved replies')}
        width="w-[40rem]"
      >
        <SavedRepliesManager />
        <div className="mt-4 flex justify-end">
          <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
            {t('Close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function SavedRepliesManager() {
  const t = useT();
  const replies = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const [done, setDone] = useState('');

  const edit = (reply: SavedReply | null) => {
    setEditing(reply);
    setTitle(reply?.title ?? '');
    setBody(reply?.body ?? '');
    setErrors({});
    save.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const parsed = savedReplyBody.safeParse({ title, body });
    if (!parsed.success) {
      const problems: { title?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'title' ? 'title' : 'body';
        problems[field] ??= issue.message;
      }
      setErrors(problems);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ ...parsed.data, id: editing?.id });
      setDone(
        editing
          ? t('Saved reply “{title}” updated.', { title: saved.title })
          : t('Saved reply “{title}” added.', { title: saved.title }),
      );
      edit(null);
    } catch {
      // save.error is shown
    }
  };

  return (
    <div className="space-y-4">
      <p aria-live="polite" className="text-sm font-medium text-brand-800">
        {done}
      </p>
      <FormError message={remove.error?.message} />
      {replies.data && replies.data.length === 0 && (
        <p className="text-sm text-stone-600">{t('No saved replies yet.')}</p>
      )}
      {replies.isError && <FormError message={t('Could not load the saved replies.')} />}
      {replies.data && replies.data.length > 0 && (
        <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-xl ring-1 ring-stone-200">
          {replies.data.map((reply) => (
            <li key={reply.id} className="flex flex-wrap items-start gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900">{reply.title}</p>
                <p className="line-clamp-2 text-sm whitespace-pre-line text-stone-600">
                  {reply.body}
                </p>
              </div>
              <Button type="button" variant="secondary" size="sm" onClick={() => edit(reply)}>
                {t('Edit')}
                <span className="sr-only"> {reply.title}</span>
              </Button>
              <Button
                type="button"
                variant="danger-outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(reply.id, {
                    onSuccess: () => {
                      setDone(t('Saved reply “{title}” deleted.', { title: reply.title }));
                      if (editing?.id === reply.id) edit(null);
                    },
                  })
                }
              >
                {t('Delete')}
                <span className="sr-only"> {reply.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <h3 className="text-base font-semibold text-stone-900">
          {editing ? t('Edit saved reply') : t('New saved reply')}
        </h3>
        <FormField id="saved-reply-title" label={t('Title')} error={errors.title}>
          <input
            {...fieldProps('saved-reply-title', errors.title)}
            maxLength={SAVED_REPLY_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={controlClass}
          />
        </FormField>
        <FormField id="saved-reply-body" label={t('Reply text')} error={errors.body}>
          <textarea
            {...fieldProps('saved-reply-body', errors.body)}
            rows={4}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 aria-invalid:border-red-600"
          />
        </FormField>
        <FormError message={save.error?.message} />
        <div className="flex justify-end gap-2">
          {editing && (
            <Button type="button" variant="ghost" size="sm" onClick={() => edit(null)}>
              {t('Cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={save.isPending}>
            {editing ? t('Save changes') : t('Add saved reply')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The reply box's "Saved replies" picker: choose one, and Insert puts its text in the reply. */
export function SavedReplyPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const replies = useSavedReplies();
  const [chosen, setChosen] = useState('');
  const list = replies.data ?? [];
  const reply = list.find((r) => r.id === chosen);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <FormField id={id} label={t('Saved replies')} className="min-w-48 flex-1">
        <select
          id={id}
          className={controlClass}
          value={chosen}
          disabled={list.length === 0}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">
            {list.length === 0 ? t('No saved replies yet') : t('Choose a saved reply')}
          </option>
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </FormField>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!reply}
        onClick={() => {
          if (reply) onInsert(reply.body);
        }}
      >
        {t('Insert')}
      </Button>
      <ManageSavedRepliesButton />
    </div>
  );
}
