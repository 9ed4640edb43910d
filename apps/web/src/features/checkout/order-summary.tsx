import { checkoutPerUnit } from '@harit/core/carbon';
import { recordImpact } from '@harit/core/carbon-figure';
import type { CheckoutQuote } from '@harit/core/coupons';
import { cartTotals, formatINR } from '@harit/core/money';
import type { CheckoutItem } from '@harit/core/types';
import type { ReactNode } from 'react';
import { AmountList } from '../../components/amount-list';
import { EnvironmentalImpactBox } from '../../components/environmental-impact';
import { GstNote } from '../../components/gst-note';
import { gstRows } from '../../components/gst-rows';
import { LineName, LineThumbnail } from '../../components/line-thumbnail';
import { Panel } from '../../components/panel';
import { useT } from '../../lib/i18n';

/**
 * SPEC §2: each item's name, quantity and line total; subtotal, shipping, GST and total (§9);
 * the Environmental Impact box from each product's carbon record. The server prices the order itself;
 * these are the prices the shopper was shown.
 */
export function OrderSummary({
  items,
  quote = null,
  children,
}: {
  items: readonly CheckoutItem[];
  /** The server's figures with a coupon or green points (decision 074), once applied. */
  quote?: CheckoutQuote | null;
  /** What goes under the lines: the coupon and points form. */
  children?: ReactNode;
}) {
  const t = useT();
  const totals = cartTotals(items);
  // With a coupon or points the server's quote reckons GST on the discounted price and the
  // total (core's discountedTotals, as the order will); without, the cart's own figures.
  const total = quote ? quote.total : totals.total;
  // Each product's carbon record figure (decision 069), as the order will record it; an item
  // handed over before records existed falls back to SPEC §9's starting estimate.
  const impact = recordImpact(
    items.map((i) => ({
      netKgPerUnit: i.carbonKgPerUnit ?? checkoutPerUnit(i.name),
      quantity: i.quantity,
    })),
  );
  return (
    <Panel as="aside" title={t('Order Summary')}>
      <ul className="mt-4 divide-y divide-stone-100">
        {items.map((item, index) => (
          <li key={item.productId} className="flex items-center gap-3 py-3">
            <LineThumbnail productId={item.productId} image={item.image} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-stone-900">
                <LineName productId={item.productId} name={item.name} />
              </p>
              <p className="text-sm text-stone-600">
                {t('Qty: {quantity}', { quantity: item.quantity })}
              </p>
            </div>
            {/* with its GST, as the cart's line showed it (decision 082) */}
            <p className="text-sm font-semibold text-stone-900" data-testid="line-total">
              {formatINR(totals.linesWithGst[index] ?? 0)}
            </p>
          </li>
        ))}
      </ul>
      {children}
      <AmountList
        className="mt-2 space-y-2 border-t border-stone-200 pt-4 text-sm"
        rows={[
          { label: t('Subtotal'), value: formatINR(totals.subtotal) },
          quote !== null &&
            quote.couponDiscount > 0 && {
              label: t('Coupon {code}', { code: quote.couponCode ?? '' }),
              value: formatINR(-quote.couponDiscount),
              testId: 'checkout-coupon-discount',
              kind: 'saving',
            },
          quote !== null &&
            quote.pointsDiscount > 0 && {
              label: t('Green points ({points})', { points: quote.points }),
              value: formatINR(-quote.pointsDiscount),
              testId: 'checkout-points-discount',
              kind: 'saving',
            },
          { label: t('Shipping'), value: formatINR(totals.shipping) },
          ...gstRows(quote ?? totals, t, 'checkout-gst'),
          {
            label: t('Total'),
            value: formatINR(total),
            testId: 'checkout-total',
            kind: 'total',
          },
        ]}
      />
      <GstNote summary className="mt-2" />
      <EnvironmentalImpactBox impact={impact} className="mt-5" />
    </Panel>
  );
}
