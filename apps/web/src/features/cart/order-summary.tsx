import { cartTotals, formatINR, GST_RATE } from '@harit/core/money';
import type { CartLine, CheckoutItem } from '@harit/core/types';
import { Link, useNavigate } from 'react-router';

/** "3 items", "1 item". */
export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * SPEC §2 Order Summary: Subtotal (with the item count), Shipping, GST (18%), Total Savings and
 * Total Amount, every figure from core's cartTotals (SPEC §9); Proceed to Checkout hands the
 * lines to /checkout as SPEC §3's checkout items.
 */
export function OrderSummary({ lines }: { lines: readonly CartLine[] }) {
  const navigate = useNavigate();
  const totals = cartTotals(lines);
  const items: CheckoutItem[] = lines.map(({ productId, name, price, quantity, image }) => ({
    productId,
    name,
    price,
    quantity,
    image,
  }));

  const rows: [label: string, value: string, testId: string][] = [
    [`Subtotal (${itemCountText(totals.itemCount)})`, formatINR(totals.subtotal), 'subtotal'],
    ['Shipping', formatINR(totals.shipping), 'shipping'],
    [`GST (${Math.round(GST_RATE * 100)}%)`, formatINR(totals.gst), 'gst'],
    ['Total Savings', formatINR(totals.savings), 'savings'],
  ];

  return (
    <section
      aria-labelledby="order-summary-heading"
      data-testid="order-summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold text-stone-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3 text-stone-700">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd
              data-testid={testId}
              className={`font-medium tabular-nums ${testId === 'savings' ? 'text-green-700' : 'text-stone-900'}`}
            >
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
          <dt>Total Amount</dt>
          <dd data-testid="total" className="tabular-nums">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={() => navigate('/checkout', { state: { items } })}
        className="mt-6 w-full rounded-full bg-brand-700 px-5 py-3 font-semibold text-white transition hover:bg-brand-800"
      >
        Proceed to Checkout
      </button>
      <Link
        to="/shop"
        className="mt-3 block w-full rounded-full border border-brand-700 px-5 py-3 text-center font-semibold text-brand-800 transition hover:bg-brand-50"
      >
        Continue Shopping
      </Link>
    </section>
  );
}
