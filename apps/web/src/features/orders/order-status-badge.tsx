import type { OrderStatus } from '@harit/core/orders';
import { CheckCircle2, Clock, Package, Truck, XCircle } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { STATUS_LABELS } from './order-format';

const STYLE: Record<OrderStatus, { className: string; Icon: typeof Clock }> = {
  placed: { className: 'bg-haldi-100 text-haldi-800 ring-haldi-500/30', Icon: Clock },
  packed: { className: 'bg-violet-50 text-violet-800 ring-violet-600/25', Icon: Package },
  shipped: { className: 'bg-sky-50 text-sky-800 ring-sky-600/25', Icon: Truck },
  delivered: { className: 'bg-brand-50 text-brand-800 ring-brand-600/25', Icon: CheckCircle2 },
  cancelled: { className: 'bg-stone-100 text-stone-700 ring-stone-500/25', Icon: XCircle },
};

/** The order's status in words and colour (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const { className, Icon } = STYLE[status];
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(STATUS_LABELS[status])}
    </span>
  );
}
