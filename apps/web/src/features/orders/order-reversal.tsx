import { formatKg } from '@harit/core/carbon';
import { formatIndianNumber } from '@harit/core/indian-number';
import type { Order } from '@harit/core/types';
import { RotateCcw } from 'lucide-react';
import { AmountList } from '../../components/amount-list';
import { netImpactText } from '../../components/environmental-impact';
import { useT } from '../../lib/i18n';

/**
 * What cancelling the order or refunding returned units took back (decision 077): the carbon
 * its tracker entries no longer count, what still counts, and the green points taken back.
 * Nothing when nothing was.
 */
export function OrderReversal({ order }: { order: Order }) {
  const t = useT();
  const reversed = order.carbonReversed;
  if (!reversed && order.rewardPointsReversed === 0) return null;
  const cancelled = reversed?.reason === 'cancelled' || order.status === 'cancelled';
  const impact = order.carbonImpact;
  const stillNet = reversed ? impact.net - reversed.net : impact.net;
  return (
    <section
      aria-labelledby="reversal-heading"
      data-testid="order-reversal"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="reversal-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <RotateCcw className="size-4.5 shrink-0" aria-hidden="true" />
        {t('Taken back')}
      </h2>
      <p className="mt-2 text-sm text-stone-800">
        {cancelled
          ? t(
              'This order was cancelled, so your Carbon Tracker no longer counts its carbon and any green points it earned were taken back.',
            )
          : t(
              'Returned units were refunded, so your Carbon Tracker no longer counts their carbon and their green points were taken back.',
            )}
      </p>
      <AmountList
        className="mt-3 space-y-1.5 text-sm"
        ruleClassName="border-amber-200"
        rows={[
          !!reversed &&
            reversed.savings > 0 && {
              label: t('CO2 saved, no longer counted'),
              value: formatKg(reversed.savings),
              testId: 'reversed-savings',
            },
          !!reversed &&
            reversed.emissions > 0 && {
              label: t('Emissions, no longer counted'),
              value: formatKg(reversed.emissions),
              testId: 'reversed-emissions',
            },
          order.rewardPointsReversed > 0 && {
            label: t('Green points taken back'),
            value: formatIndianNumber(order.rewardPointsReversed),
            testId: 'reversed-points',
          },
          !cancelled && {
            label: t('Still counted'),
            value: netImpactText(stillNet, t),
            kind: 'total',
            testId: 'still-counted',
          },
        ]}
      />
    </section>
  );
}
