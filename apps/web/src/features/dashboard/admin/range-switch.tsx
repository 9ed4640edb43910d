import { DASHBOARD_RANGES, type DashboardRange } from '@harit/core/dashboard';
import { msg, useT } from '../../../lib/i18n';

/** Each range's name, translated where it is shown. */
export const RANGE_LABELS: Record<DashboardRange, string> = {
  today: msg('Today'),
  '7d': msg('7 days'),
  '30d': msg('30 days'),
};

/** Today / 7 days / 30 days as one radio group: arrow keys move between them. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const t = useT();
  return (
    <fieldset className="flex rounded-full bg-white p-1 ring-1 ring-stone-300">
      <legend className="sr-only">{t('Period')}</legend>
      {DASHBOARD_RANGES.map((range) => (
        <label
          key={range}
          className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
        >
          <input
            type="radio"
            name="dashboard-range"
            value={range}
            checked={value === range}
            onChange={() => onChange(range)}
            className="sr-only"
          />
          {t(RANGE_LABELS[range])}
        </label>
      ))}
    </fieldset>
  );
}
