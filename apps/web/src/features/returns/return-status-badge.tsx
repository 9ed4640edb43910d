import { RETURN_STATUS_LABELS, type ReturnStatus } from '@harit/core/returns';
import { useT } from '../../lib/i18n';

const TONE: Record<ReturnStatus, string> = {
  requested: 'bg-haldi-100 text-haldi-800',
  approved: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-800',
  received: 'bg-violet-100 text-violet-900',
  refunded: 'bg-brand-100 text-brand-900',
};

/**
 * A return's state as a coloured pill; `text` replaces the short label (e.g. "Refunded ₹350.00");
 * `failed`: its refund failed, shown in the rejected tone whatever the request's status.
 */
export function ReturnStatusBadge({
  status,
  text,
  failed = false,
}: {
  status: ReturnStatus;
  text?: string;
  failed?: boolean;
}) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${failed ? TONE.rejected : TONE[status]}`}
    >
      <span className="sr-only">{`${t('Status:')} `}</span>
      {text ?? t(RETURN_STATUS_LABELS[status])}
    </span>
  );
}
