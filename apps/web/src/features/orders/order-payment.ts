import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { formatINR } from '@harit/core/money';
import type { Order } from '@harit/core/types';
import type { AmountRow } from '../../components/amount-list';

/** An order's payment as AmountList rows: method, subtotal, shipping, GST and total. */
export function paymentRows(order: Order | Omit<Order, 'timeline'>): AmountRow[] {
  return [
    { label: 'Method', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
    { label: 'Subtotal', value: formatINR(order.subtotal) },
    { label: 'Shipping', value: formatINR(order.shipping) },
    { label: 'GST (18%)', value: formatINR(order.gst) },
    { label: 'Total', value: formatINR(order.total), kind: 'total' },
  ];
}
