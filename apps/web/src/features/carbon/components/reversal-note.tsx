import type { CarbonSummary } from '@harit/core/types';
import { RotateCcw } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { kgFigure } from '../carbon-format';

/**
 * Why this month's cards are lower than what was bought (decision 077): orders cancelled and
 * units returned no longer count; the entries below show which. Nothing when none were.
 */
export function ReversalNote({ reversed }: { reversed: CarbonSummary['reversed'] }) {
  const t = useT();
  if (reversed.lines === 0) return null;
  return (
    <section
      aria-label={t('Cancelled and returned orders')}
      data-testid="tracker-reversal"
      className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800"
    >
      <RotateCcw className="mt-0.5 size-4.5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="space-y-1">
        {reversed.emitted > 0 && (
          <p>
            {t(
              'Monthly Emissions are {kg} kg lower: orders you cancelled or returned are no longer counted.',
              { kg: kgFigure(reversed.emitted) },
            )}
          </p>
        )}
        {reversed.saved > 0 && (
          <p>
            {t(
              'Emissions Saved are {kg} kg lower: orders you cancelled or returned are no longer counted.',
              { kg: kgFigure(reversed.saved) },
            )}
          </p>
        )}
        <p className="text-stone-600">
          {t(
            '{lines, plural, one {# order line is marked} other {# order lines are marked}} in Recent entries below.',
            { lines: reversed.lines },
          )}
        </p>
      </div>
    </section>
  );
}
