import { RETURN_WINDOW_DAYS, returnWindowEnd } from '@harit/core/orders';
import { trackingUrl } from '@harit/core/tracking';
import type { Order, OrderEvent } from '@harit/core/types';
import { Check } from 'lucide-react';
import { msg, useLanguage, useT } from '../../lib/i18n';
import { formatOrderDate, formatOrderDateTime } from './order-format';

const STEPS = [
  { status: 'placed', label: msg('Placed') },
  { status: 'packed', label: msg('Packed') },
  { status: 'shipped', label: msg('Shipped') },
  { status: 'delivered', label: msg('Delivered') },
] as const;

/** The last time the order reached `status`, from its timeline. */
function reachedAt(timeline: readonly OrderEvent[], status: string): string | undefined {
  return timeline.findLast((event) => event.status === status)?.at;
}

/** Courier and tracking number, once the order has shipped. */
function Shipment({ order }: { order: Order }) {
  const t = useT();
  if (!order.courier || !order.trackingNumber) return null;
  // The courier's own tracking page (core tracking.ts); none for a courier it does not know.
  const url = trackingUrl(order.courier, order.trackingNumber);
  return (
    <p className="mt-4 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
      {t('Shipped with')} <strong>{order.courier}</strong>, {t('tracking number')}{' '}
      <strong data-testid="tracking-number" className="font-mono">
        {order.trackingNumber}
      </strong>
      .
      {url && (
        <>
          {' '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
            data-testid="tracking-link"
          >
            {t('Track it on {courier}’s site', { courier: order.courier })}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * Where the order is on its way: each step with the time the shop's staff reached it
 * (decision 024: people move orders on, so steps still to come have no date).
 */
export function OrderProgress({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  if (order.status === 'cancelled') {
    return (
      <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
        {order.cancelledAt ? (
          <>
            {t('Cancelled on')}{' '}
            <time dateTime={order.cancelledAt}>
              {formatOrderDateTime(order.cancelledAt, language)}
            </time>
          </>
        ) : (
          t('Cancelled')
        )}
        . {t('Any amount paid is refunded to the original payment method.')}
      </p>
    );
  }
  const reached = STEPS.findIndex((s) => s.status === order.status);
  const returnsUntil = returnWindowEnd(order.deliveredAt);
  return (
    <div>
      <ol className="grid grid-cols-4 gap-2" aria-label={t('Order progress')}>
        {STEPS.map((step, index) => {
          const done = index <= reached;
          const at = done ? (reachedAt(order.timeline, step.status) ?? null) : null;
          return (
            <li key={step.status} className="flex flex-col items-center text-center">
              <span
                className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                  done ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-600'
                }`}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span className="mt-1 text-sm font-semibold text-stone-900">
                {t(step.label)}
                <span className="sr-only">{` (${done ? t('done') : t('to come')})`}</span>
              </span>
              {at && (
                <span className="text-xs text-stone-600">
                  <time dateTime={at}>{formatOrderDateTime(at, language)}</time>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <Shipment order={order} />
      {(order.status === 'placed' || order.status === 'packed') && (
        <p className="mt-4 text-sm text-stone-600">
          {t('You can cancel this order until it ships.')}
        </p>
      )}
      {order.status === 'delivered' && returnsUntil && (
        <p className="mt-4 text-sm text-stone-600">
          {order.canReturn
            ? t('Items can be returned until {date}.', {
                date: formatOrderDate(returnsUntil, language),
              })
            : t('The {days}-day return window closed on {date}.', {
                days: RETURN_WINDOW_DAYS,
                date: formatOrderDate(returnsUntil, language),
              })}
        </p>
      )}
    </div>
  );
}
