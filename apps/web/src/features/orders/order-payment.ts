import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { formatINR } from '@harit/core/money';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import type { Order } from '@harit/core/types';
import type { AmountRow } from '../../components/amount-list';

/** An order's payment as AmountList rows: method, status (issue 16), subtotal, shipping, GST and total. */
export function paymentRows(order: Order | Omit<Order, 'timeline'>): AmountRow[] {
  return [
    { label: 'Method', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
    { label: 'Status', value: paymentStatusText(order) },
    { label: 'Subtotal', value: formatINR(order.subtotal) },
    { label: 'Shipping', value: formatINR(order.shipping) },
    { label: 'GST (18%)', value: formatINR(order.gst) },
    { label: 'Total', value: formatINR(order.total), kind: 'total' },
  ];
}

/** "Paid", "Pay on delivery", "Awaiting payment (pay by 3:45 pm)" … (issue 16). */
export function paymentStatusText(order: Pick<Order, 'payment'>): string {
  const label = PAYMENT_STATUS_LABELS[order.payment.status];
  if (!order.payment.canPay || !order.payment.payBy) return label;
  const by = new Date(order.payment.payBy).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${label} (pay by ${by})`;
}
