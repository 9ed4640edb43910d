import {
  DELIVER_AFTER_MS,
  type OrderStatus,
  RETURN_WINDOW_DAYS,
  SHIP_AFTER_MS,
} from '@harit/core/orders';
import type { Order } from '@harit/core/types';
import { Check } from 'lucide-react';
import { formatOrderDate, formatOrderDateTime } from './order-format';

const STEPS: { status: OrderStatus; label: string; afterMs: number }[] = [
  { status: 'placed', label: 'Placed', afterMs: 0 },
  { status: 'shipped', label: 'Shipped', afterMs: SHIP_AFTER_MS },
  { status: 'delivered', label: 'Delivered', afterMs: DELIVER_AFTER_MS },
];

/**
 * Where the order is on its way. Orders move on by elapsed time (core orders.ts: shipped after
 * 1 hour, delivered after 24), so the dates of the steps still to come are known.
 */
export function OrderProgress({ order }: { order: Order }) {
  const placed = new Date(order.createdAt).getTime();
  if (order.status === 'cancelled') {
    return (
      <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
        Cancelled
        {order.cancelledAt && (
          <>
            {' '}
            on <time dateTime={order.cancelledAt}>{formatOrderDateTime(order.cancelledAt)}</time>
          </>
        )}
        . Any amount paid is refunded to the original payment method.
      </p>
    );
  }
  const reached = STEPS.findIndex((s) => s.status === order.status);
  const returnsUntil = placed + DELIVER_AFTER_MS + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return (
    <div>
      <ol className="grid grid-cols-3 gap-2" aria-label="Order progress">
        {STEPS.map((step, index) => {
          const done = index <= reached;
          const at = new Date(placed + step.afterMs);
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
                {step.label}
                <span className="sr-only">{done ? ' (done)' : ' (to come)'}</span>
              </span>
              <span className="text-xs text-stone-600">
                {done ? '' : 'Expected '}
                <time dateTime={at.toISOString()}>{formatOrderDateTime(at)}</time>
              </span>
            </li>
          );
        })}
      </ol>
      {order.status === 'placed' && (
        <p className="mt-4 text-sm text-stone-600">You can cancel this order until it ships.</p>
      )}
      {order.status === 'delivered' && (
        <p className="mt-4 text-sm text-stone-600">
          {order.canReturn
            ? `Items can be returned until ${formatOrderDate(new Date(returnsUntil))}.`
            : `The ${RETURN_WINDOW_DAYS}-day return window closed on ${formatOrderDate(new Date(returnsUntil))}.`}
        </p>
      )}
    </div>
  );
}
