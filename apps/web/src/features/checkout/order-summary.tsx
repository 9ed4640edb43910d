import { environmentalImpact } from '@harit/core/carbon';
import { cartTotals, formatINR, lineTotal } from '@harit/core/money';
import type { CheckoutItem } from '@harit/core/types';
import { AmountList } from '../../components/amount-list';
import { EnvironmentalImpactBox } from '../../components/environmental-impact';
import { GstNote } from '../../components/gst-note';
import { LineName, LineThumbnail } from '../../components/line-thumbnail';
import { Panel } from '../../components/panel';

/**
 * SPEC §2: each item's name, quantity and line total; subtotal, shipping, GST and total (§9);
 * the Environmental Impact box from the per-unit estimate. The server prices the order itself;
 * these are the prices the shopper was shown.
 */
export function OrderSummary({ items }: { items: readonly CheckoutItem[] }) {
  const totals = cartTotals(items);
  const impact = environmentalImpact(items);
  return (
    <Panel as="aside" title="Order Summary">
      <ul className="mt-4 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 py-3">
            <LineThumbnail productId={item.productId} image={item.image} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-stone-900">
                <LineName productId={item.productId} name={item.name} />
              </p>
              <p className="text-sm text-stone-600">Qty: {item.quantity}</p>
            </div>
            <p className="text-sm font-semibold text-stone-900">{formatINR(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <AmountList
        className="mt-2 space-y-2 border-t border-stone-200 pt-4 text-sm"
        rows={[
          { label: 'Subtotal', value: formatINR(totals.subtotal) },
          { label: 'Shipping', value: formatINR(totals.shipping) },
          { label: 'GST (18%)', value: formatINR(totals.gst) },
          {
            label: 'Total',
            value: formatINR(totals.total),
            testId: 'checkout-total',
            kind: 'total',
          },
        ]}
      />
      <GstNote className="mt-2" />
      <EnvironmentalImpactBox impact={impact} className="mt-5" />
    </Panel>
  );
}
