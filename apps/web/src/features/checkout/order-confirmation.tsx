import { PAYMENT_METHOD_LABELS } from '@harit/core/limits';
import { formatINR } from '@harit/core/money';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import type { Order } from '@harit/core/types';
import { CheckCircle2, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EnvironmentalImpactBox } from '../../components/environmental-impact';
import { LinkButton } from '../../components/ui/button';
import { useLanguage, useT } from '../../lib/i18n';
import { deliveryDays, usePinQuery } from '../../lib/pin-codes';

/**
 * SPEC §2 on success: 'Order Confirmed!', a notice naming the entered e-mail, the order number
 * (here the server's, DESIGN.md §6.1), the total, an Environmental Impact recap and Continue
 * Shopping. Rendered only for an order the server has answered with.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  // The estimate by PIN zone the checkout showed (decision 029), for an order placed just now.
  const pin = usePinQuery(order.shippingAddress.zip);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus: move it to the news, for keyboard and screen readers.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 text-center ring-1 ring-stone-200 sm:p-10">
      <CheckCircle2 className="mx-auto size-16 text-brand-600" aria-hidden="true" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-3xl font-bold tracking-tight text-stone-900 outline-none"
      >
        {t('Order Confirmed!')}
      </h1>
      <p className="mt-3 text-stone-700">
        <Mail className="mr-1.5 inline size-4 align-[-0.125em] text-brand-700" aria-hidden="true" />
        {t('Confirmation for')}{' '}
        <strong className="font-semibold break-all text-stone-900">
          {order.shippingAddress.email}
        </strong>
      </p>
      <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl bg-stone-50 p-4 text-left text-sm">
        <dt className="text-stone-600">{t('Order number')}</dt>
        <dd className="text-right font-semibold text-stone-900" data-testid="order-number">
          {order.orderNumber}
        </dd>
        <dt className="text-stone-600">{t('Payment')}</dt>
        <dd className="text-right text-stone-900" data-testid="confirmation-payment">
          {t(PAYMENT_METHOD_LABELS[order.paymentMethod])} ·{' '}
          {t(PAYMENT_STATUS_LABELS[order.payment.status])}
        </dd>
        {pin.status === 'found' && (
          <>
            <dt className="text-stone-600">{t('Expected delivery')}</dt>
            <dd className="text-right text-stone-900" data-testid="confirmation-delivery">
              {deliveryDays(pin.place.delivery, language)}
            </dd>
          </>
        )}
        <dt className="text-stone-600">{t('Total')}</dt>
        <dd className="text-right text-base font-bold text-stone-900">{formatINR(order.total)}</dd>
      </dl>
      <EnvironmentalImpactBox
        impact={order.carbonImpact}
        headingLevel={2}
        className="mx-auto mt-6 max-w-sm text-left"
      />
      {order.rewardPoints > 0 && (
        <p className="mt-4 text-sm text-stone-700">
          {t('You will earn')}{' '}
          <strong className="text-brand-800">
            {t('{points} green points', { points: String(order.rewardPoints) })}
          </strong>{' '}
          {t('when this order is delivered.')}
        </p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to="/shop" size="lg">
          {t('Continue Shopping')}
        </LinkButton>
        <LinkButton to="/orders" variant="outline" size="lg">
          {t('View your orders')}
        </LinkButton>
      </div>
    </div>
  );
}
