import { formatKg } from '@harit/core/carbon';
import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { formatINR } from '@harit/core/money';
import type { Order } from '@harit/core/types';
import { ChevronRight, Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { netImpactText } from '../../components/environmental-impact';
import { buttonClass } from '../../components/ui/button';
import { useLanguage, useT } from '../../lib/i18n';
import { OrderChangeActions } from './order-change-actions';
import { formatOrderDateTime } from './order-format';
import { OrderItems } from './order-items';
import { paymentStatusText } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';

/** One order in the list: number, date, status, items, total, payment and carbon impact. */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const impact = order.carbonImpact;
  return (
    <article
      aria-labelledby={`order-${order.orderNumber}`}
      data-testid="order-card"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-stone-200 bg-stone-50 px-4 py-3 sm:px-5">
        <div>
          <h2 id={`order-${order.orderNumber}`} className="font-semibold text-stone-900">
            <Link to={`/orders/${order.orderNumber}`} className="hover:underline">
              {t('Order #{number}', { number: order.orderNumber })}
            </Link>
          </h2>
          <p className="text-sm text-stone-600">
            {t('Placed on')}{' '}
            <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt, language)}</time>
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-stone-600">{t('Total')}</dt>
            <dd className="font-semibold text-stone-900">{formatINR(order.total)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('Payment')}</dt>
            <dd className="text-stone-900">
              {t(PAYMENT_METHOD_LABELS[order.paymentMethod])} ·{' '}
              <span data-testid="payment-status">{paymentStatusText(order, t)}</span>
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('Status')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </header>
      <div className="px-4 sm:px-5">
        <OrderItems items={order.items} />
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-4 py-3 sm:px-5">
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <Leaf className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {order.status === 'cancelled' ? (
            <span>{t('Cancelled: its carbon impact is no longer counted in your tracker.')}</span>
          ) : (
            <span>
              {t('Environmental impact:')} <strong>{netImpactText(impact.net, t)}</strong>
              <span className="text-stone-500">
                {' '}
                {t('({saved} saved, {emitted} emitted)', {
                  saved: formatKg(impact.savings),
                  emitted: formatKg(impact.emissions),
                })}
              </span>
              {order.carbonReversed && (
                <span data-testid="order-card-reversal" className="block text-stone-600">
                  {t('Returned: {impact} no longer counted in your tracker.', {
                    impact: netImpactText(order.carbonReversed.net, t),
                  })}
                </span>
              )}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <OrderChangeActions order={order} />
          <Link to={`/orders/${order.orderNumber}`} className={buttonClass({ size: 'sm' })}>
            {t('View details')}
            <span className="sr-only">
              {` ${t('of order #{number}', { number: order.orderNumber })}`}
            </span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </footer>
    </article>
  );
}
