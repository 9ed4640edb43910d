import { LOCALE_OF } from '@harit/core/language';
import { PAYMENT_STATUS_LABELS } from '@harit/core/payments';
import type { OrderPayment } from '@harit/core/types';
import { Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { msg, useLanguage, useT } from '../../lib/i18n';
import { PayNowButton } from './pay-now-button';

const NOT_THROUGH = msg('The payment did not go through.');

/**
 * Back from the gateway without a paid order: a failed payment says so and offers to
 * try again; one that timed out waits for the shopper until its deadline; an expired one says
 * the order was cancelled.
 */
export function PaymentOutcome({
  orderNumber,
  payment,
  returnTo,
}: {
  orderNumber: string;
  payment: OrderPayment;
  returnTo: string;
}) {
  const t = useT();
  const language = useLanguage();
  const failed = payment.status === 'failed';
  const Icon = failed || !payment.canPay ? XCircle : Clock;
  const deadline = payment.payBy
    ? new Date(payment.payBy).toLocaleTimeString(LOCALE_OF[language], {
        hour: 'numeric',
        minute: '2-digit',
      })
    : null;
  return (
    <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 text-center ring-1 ring-stone-200 sm:p-10">
      <Icon
        className={`mx-auto size-16 ${failed || !payment.canPay ? 'text-red-600' : 'text-amber-600'}`}
        aria-hidden="true"
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900">
        {failed
          ? t('Payment failed')
          : payment.canPay
            ? t('Payment not received yet')
            : t(PAYMENT_STATUS_LABELS[payment.status])}
      </h1>
      <p className="mt-3 text-stone-700">
        {failed
          ? `${t(payment.failure ?? NOT_THROUGH)} ${t('Nothing was charged.')}`
          : payment.canPay
            ? t('We have not received the payment for this order yet.')
            : t('This order was cancelled because its payment did not arrive in time.')}{' '}
        {payment.canPay &&
          deadline &&
          t('Pay by {time} to keep the order #{number}.', { time: deadline, number: orderNumber })}
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {payment.canPay && (
          <PayNowButton
            orderNumber={orderNumber}
            returnTo={returnTo}
            label={failed ? t('Retry payment') : t('Pay now')}
          />
        )}
        <Link
          to={`/orders/${encodeURIComponent(orderNumber)}`}
          className="rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 transition hover:bg-brand-50"
        >
          {t('View the order')}
        </Link>
      </div>
    </div>
  );
}
