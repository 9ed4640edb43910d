import { environmentalImpact } from '@harit/core/carbon';
import { cartTotals, formatINR, lineTotal } from '@harit/core/money';
import type { CheckoutItem } from '@harit/core/types';
import { EnvironmentalImpactBox } from '../../components/environmental-impact';
import { ProductImage } from '../../components/product-image';

/**
 * SPEC §2: each item's name, quantity and line total; subtotal, shipping, GST and total (§9);
 * the Environmental Impact box from the per-unit estimate. The server prices the order itself;
 * these are the prices the shopper was shown.
 */
export function OrderSummary({ items }: { items: readonly CheckoutItem[] }) {
  const totals = cartTotals(items);
  const impact = environmentalImpact(items);
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-xl font-semibold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 py-3">
            <ProductImage
              src={item.image}
              alt=""
              className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-stone-900">{item.name}</p>
              <p className="text-sm text-stone-600">Qty: {item.quantity}</p>
            </div>
            <p className="text-sm font-semibold text-stone-900">{formatINR(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="font-medium text-stone-900">{formatINR(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">Shipping</dt>
          <dd className="font-medium text-stone-900">{formatINR(totals.shipping)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">GST (18%)</dt>
          <dd className="font-medium text-stone-900">{formatINR(totals.gst)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-stone-900" data-testid="checkout-total">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      <EnvironmentalImpactBox impact={impact} className="mt-5" />
    </aside>
  );
}
