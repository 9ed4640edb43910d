import { checkoutItemOf } from '@harit/core/cart';
import { cartTotals, formatINR } from '@harit/core/money';
import type { CartLine, CheckoutItem } from '@harit/core/types';
import { useNavigate } from 'react-router';
import { AmountList, type AmountRow } from '../../components/amount-list';
import { GstNote } from '../../components/gst-note';
import { gstRows } from '../../components/gst-rows';
import { Panel } from '../../components/panel';
import { Button, LinkButton } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/**
 * SPEC §2 Order Summary: Subtotal (with the item count), Shipping, GST (18%), Total Savings and
 * Total Amount, every figure from core's cartTotals (SPEC §9); Proceed to Checkout hands the
 * lines to /checkout as SPEC §3's checkout items.
 */
export function OrderSummary({ lines }: { lines: readonly CartLine[] }) {
  const navigate = useNavigate();
  const t = useT();
  const totals = cartTotals(lines);
  const items: CheckoutItem[] = lines.map(checkoutItemOf);

  const rows: AmountRow[] = [
    {
      label: t('Subtotal ({count, plural, one {# item} other {# items}})', {
        count: totals.itemCount,
      }),
      value: formatINR(totals.subtotal),
      testId: 'subtotal',
    },
    { label: t('Shipping'), value: formatINR(totals.shipping), testId: 'shipping' },
    ...gstRows(totals, t, 'gst'),
    {
      label: t('Total Savings'),
      value: formatINR(totals.savings),
      testId: 'savings',
      kind: 'saving',
    },
  ];

  return (
    <Panel
      title={t('Order Summary')}
      testId="order-summary"
      className="shadow-sm lg:sticky lg:top-24"
      headingClassName="text-xl font-bold text-stone-900"
    >
      <AmountList
        className="mt-4 space-y-3"
        rows={[
          ...rows,
          {
            label: t('Total Amount'),
            value: formatINR(totals.total),
            testId: 'total',
            kind: 'total',
          },
        ]}
      />
      <GstNote summary className="mt-3" />
      <Button
        onClick={() => navigate('/checkout', { state: { items } })}
        size="lg"
        className="mt-6 w-full"
      >
        {t('Proceed to Checkout')}
      </Button>
      <LinkButton to="/shop" variant="outline" size="lg" className="mt-3 w-full">
        {t('Continue Shopping')}
      </LinkButton>
    </Panel>
  );
}
