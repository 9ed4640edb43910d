import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { messageText } from '../../lib/validation-messages';

/**
 * SPEC §8: why a form's request failed (the server's message), in a red box announced as soon
 * as it appears. The one way forms show a failed submit.
 */
export function FormError({
  message,
  title,
  className = '',
}: {
  message: string | null | undefined;
  /** A first line in bold, e.g. 'Your order was not placed.'. */
  title?: string;
  className?: string;
}) {
  const t = useT();
  if (!message) return null;
  const text = messageText(t, message);
  return (
    <div
      role="alert"
      data-testid="form-error"
      className={`flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {title ? (
        <div>
          <p className="font-semibold">{title}</p>
          <p className="mt-0.5">{text}</p>
        </div>
      ) : (
        <p>{text}</p>
      )}
    </div>
  );
}

/** A success notice (SPEC §4: "Password reset success shows a notice"). */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
    >
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
