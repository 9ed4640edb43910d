import type { CheckoutQuote } from '@harit/core/coupons';
import type { CheckoutItem } from '@harit/core/types';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { useQuoteOrder } from './api/quote-order';

/** What the shopper chose to take off the order: a coupon, green points (decision 074). */
export interface CheckoutDiscounts {
  couponCode?: string;
  points?: number;
}

/**
 * A coupon code and green points to spend, each applied through the server's quote, so the
 * summary shows the discount before the order is placed; a refused coupon says why.
 */
export function DiscountsForm({
  items,
  discounts,
  onChange,
}: {
  items: readonly CheckoutItem[];
  discounts: CheckoutDiscounts;
  onChange: (discounts: CheckoutDiscounts, quote: CheckoutQuote | null) => void;
}) {
  const t = useT();
  const id = useId();
  const quote = useQuoteOrder();
  const [code, setCode] = useState(discounts.couponCode ?? '');
  const [points, setPoints] = useState(discounts.points ? String(discounts.points) : '');
  const [error, setError] = useState<string | null>(null);

  async function apply(next: CheckoutDiscounts) {
    setError(null);
    try {
      const answer = await quote.mutateAsync({
        items: items.map(({ productId, quantity }) => ({ productId, quantity })),
        ...(next.couponCode ? { couponCode: next.couponCode } : {}),
        ...(next.points ? { points: next.points } : {}),
      });
      onChange(next, next.couponCode || next.points ? answer : null);
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : t('Something went wrong. Please try again.'),
      );
    }
  }

  return (
    <div className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void apply({ ...discounts, couponCode: code.trim().toUpperCase() || undefined });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-coupon`} className="block text-sm font-medium text-stone-700">
            {t('Coupon code')}
          </label>
          <input
            id={`${id}-coupon`}
            name="couponCode"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            className="mt-1 h-10 w-full rounded-lg border border-stone-300 px-3 text-sm uppercase"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" loading={quote.isPending}>
          {t('Apply')}
        </Button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = Number.parseInt(points, 10);
          void apply({
            ...discounts,
            points: Number.isFinite(wanted) && wanted > 0 ? wanted : undefined,
          });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-points`} className="block text-sm font-medium text-stone-700">
            {t('Green points to spend')}
          </label>
          <input
            id={`${id}-points`}
            name="points"
            inputMode="numeric"
            value={points}
            onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
            className="mt-1 h-10 w-full rounded-lg border border-stone-300 px-3 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" loading={quote.isPending}>
          {t('Use points')}
        </Button>
      </form>
      {quote.data ? (
        <p className="text-xs text-stone-600">
          {t('You have {balance} points; up to {most} can go towards this order (1 point = ₹1).', {
            balance: quote.data.pointsBalance,
            most: quote.data.pointsSpendable,
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
