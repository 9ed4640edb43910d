import { supportReplyBody } from '@harit/core/support';
import { SUPPORT_MESSAGE_MAX } from '@harit/core/validation';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';

/**
 * A message box with its send button (core supportReplyBody: 1 to 2000 characters): the
 * shopper's follow-up and the staff reply. `send` rejects with the server's reason.
 */
export function MessageForm({
  id,
  label,
  submitLabel,
  pending,
  error,
  send,
  tools,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** why the last send failed (the server's message) */
  error: string | undefined;
  send: (body: string) => Promise<unknown>;
  /** Above the box: e.g. the saved replies' picker, given a way to insert text at the caret. */
  tools?: (insert: (text: string) => void) => ReactNode;
}) {
  const [body, setBody] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  /** Puts the text where the caret is (replacing a selection), then focuses the box after it. */
  const insert = (text: string) => {
    const element = box.current;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    const next = `${body.slice(0, start)}${text}${body.slice(end)}`.slice(0, SUPPORT_MESSAGE_MAX);
    setBody(next);
    requestAnimationFrame(() => {
      element?.focus();
      const caret = Math.min(start + text.length, next.length);
      element?.setSelectionRange(caret, caret);
    });
  };
  const [invalid, setInvalid] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportReplyBody.safeParse({ body });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    try {
      await send(parsed.data.body);
      setBody('');
    } catch {
      // shown by `error`
    }
  };

  return (
    <div className="mt-3">
      {/* Outside the form: a tool may hold a form of its own (the saved replies' dialog). */}
      {tools?.(insert)}
      <form noValidate onSubmit={onSubmit} className={tools ? 'mt-3' : undefined}>
        <FormField id={id} label={label} error={invalid}>
          <textarea
            {...fieldProps(id, invalid)}
            ref={box}
            rows={4}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 aria-invalid:border-red-600"
          />
        </FormField>
        <FormError message={error} className="mt-2" />
        <div className="mt-2 flex justify-end">
          <Button type="submit" loading={pending} size="sm">
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
