import type { Language } from '@harit/core/language';
import { SUPPORT_STATUS_LABELS } from '@harit/core/support';
import type { SupportTicketStatus } from '@harit/core/validation';
import { CheckCircle2, CircleDot, MessageSquareReply } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';

const STATUS: Record<
  SupportTicketStatus,
  { label: string; className: string; icon: typeof CircleDot }
> = {
  open: {
    label: SUPPORT_STATUS_LABELS.open,
    className: 'bg-haldi-100 text-haldi-800',
    icon: CircleDot,
  },
  answered: {
    label: SUPPORT_STATUS_LABELS.answered,
    className: 'bg-sky-100 text-sky-900',
    icon: MessageSquareReply,
  },
  closed: {
    label: SUPPORT_STATUS_LABELS.closed,
    className: 'bg-stone-200 text-stone-800',
    icon: CheckCircle2,
  },
};

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const t = useT();
  const { label, className, icon: Icon } = STATUS[status] ?? STATUS.open;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('Status:')} </span>
      {t(label)}
    </span>
  );
}

/** When a request was sent, in Indian time whatever the device's zone, in the page's language. */
export function formatTicketDate(iso: string, language: Language = 'en'): string {
  return `${formatIstDateTime(iso, language)} IST`;
}
