import { monthLabel } from '@harit/core/ist-date';
import { LOCALE_OF } from '@harit/core/language';
import type { CarbonTrendMonth } from '@harit/core/types';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLanguage, useT } from '../../../lib/i18n';
import { kgFigure } from '../carbon-format';

// Brand green for savings, a muted red for emissions (both pass 3:1 against white).
const EMITTED = '#b91c1c';
const SAVED = '#197e4c';

/**
 * The 12-month chart of kg emitted against kg saved. The chart is drawn for sighted users;
 * screen readers get the same figures as a table (visually hidden), not the SVG.
 */
export function TrendChart({ months }: { months: CarbonTrendMonth[] }) {
  const t = useT();
  const locale = LOCALE_OF[useLanguage()];
  const data = months.map((m) => ({
    label: monthLabel(m.month, locale).replace(' 20', " '"),
    Emitted: m.emitted,
    Saved: m.saved,
  }));
  return (
    <figure>
      <div aria-hidden="true" className="h-72 w-full" data-testid="trend-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
            // Hidden from assistive tech (the table below has the figures): no keyboard stop.
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} />
            <YAxis tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} />
            <Tooltip
              formatter={(value) => `${kgFigure(Number(value))} kg CO2e`}
              cursor={{ fill: '#f5f5f4' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar dataKey="Emitted" name={t('Emitted')} fill={EMITTED} radius={[4, 4, 0, 0]} />
            <Bar dataKey="Saved" name={t('Saved')} fill={SAVED} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper, not the table, is sr-only: a table will not shrink to sr-only's 1 px and
          made the page 539 px wide on a 390 px phone. */}
      <div className="sr-only">
        <table>
          <caption>
            {t('Kilograms of CO2e emitted and saved in each of the last 12 months')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Month')}</th>
              <th scope="col">{t('Emitted (kg CO2e)')}</th>
              <th scope="col">{t('Saved (kg CO2e)')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month, locale)}</th>
                <td>{kgFigure(m.emitted)}</td>
                <td>{kgFigure(m.saved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
