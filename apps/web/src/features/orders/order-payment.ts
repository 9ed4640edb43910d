import { LOCALE_OF } from '@harit/core/language';
import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { cartTotals, formatINR } from '@harit/core/money';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import type { Order } from '@harit/core/types';
import type { AmountRow } from '../../components/amount-list';
import { gstRows } from '../../components/gst-rows';
import { currentLanguage, translate } from '../../lib/i18n';

/** An order's payment as AmountList rows: method, status, subtotal, shipping, GST and total. */
export function paymentRows(
  order: Order | Omit<Order, 'timeline'>,
  t: typeof translate = translate,
): AmountRow[] {
  return [
    { label: t('Method'), value: t(PAYMENT_METHOD_LABELS[order.paymentMethod]) },
    { label: t('Status'), value: paymentStatusText(order, t) },
    { label: t('Subtotal'), value: formatINR(order.subtotal) },
    // Taken off before GST (decision 074), as the checkout summary and the invoice show them.
    ...(order.couponDiscount > 0
      ? [
          {
            label: t('Coupon {code}', { code: order.couponCode ?? '' }),
            value: formatINR(-order.couponDiscount),
            kind: 'saving' as const,
          },
        ]
      : []),
    ...(order.pointsDiscount > 0
      ? [
          {
            label: t('Green points ({points})', { points: order.pointsSpent }),
            value: formatINR(-order.pointsDiscount),
            kind: 'saving' as const,
          },
        ]
      : []),
    { label: t('Shipping'), value: formatINR(order.shipping) },
    // The stored GST on its one row; an order of several rates shows each (decision 073).
    ...gstRows({ gst: order.gst, gstByRate: cartTotals(order.items).gstByRate }, t),
    { label: t('Total'), value: formatINR(order.total), kind: 'total' },
  ];
}

/** "Paid", "Pay on delivery", "Awaiting payment (pay by 3:45 pm)" …. */
export function paymentStatusText(
  order: Pick<Order, 'payment'>,
  t: typeof translate = translate,
): string {
  const label = t(PAYMENT_STATUS_LABELS[order.payment.status]);
  if (!order.payment.canPay || !order.payment.payBy) return label;
  const by = new Date(order.payment.payBy).toLocaleTimeString(LOCALE_OF[currentLanguage()], {
    hour: 'numeric',
    minute: '2-digit',
  });
  return t('{status} (pay by {time})', { status: label, time: by });
}
