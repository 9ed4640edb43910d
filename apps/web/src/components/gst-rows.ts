import { DEFAULT_GST_RATE, formatINR, type Totals } from '@harit/core/money';
import type { translate } from '../lib/i18n';
import type { AmountRow } from './amount-list';

/**
 * The GST rows of an order summary (decision 073): SPEC §2's one "GST (18%)" row when the lines
 * carry one rate, else a row per rate, each figure core's gstByRate (via cartTotals). `gst`, when
 * given, is the figure stored with a placed order, shown on the one row.
 */
export function gstRows(
  totals: Pick<Totals, 'gst' | 'gstByRate'>,
  t: typeof translate,
  testId?: string,
): AmountRow[] {
  if (totals.gstByRate.length <= 1) {
    const rate = totals.gstByRate[0]?.rate ?? DEFAULT_GST_RATE;
    return [
      {
        label: t('GST ({rate}%)', { rate }),
        value: formatINR(totals.gst),
        ...(testId ? { testId } : {}),
      },
    ];
  }
  return totals.gstByRate.map((r) => ({
    label: t('GST ({rate}%)', { rate: r.rate }),
    value: formatINR(r.gst),
    ...(testId ? { testId: `${testId}-${r.rate}` } : {}),
  }));
}
