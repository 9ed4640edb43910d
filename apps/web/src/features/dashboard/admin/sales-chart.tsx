import type { DashboardDay } from '@harit/core/dashboard';
import { type Language, LOCALE_OF } from '@harit/core/language';
import { formatINR } from '@harit/core/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage, useT } from '../../../lib/i18n';

const REVENUE = '#197e4c';

// An IST calendar date is read as UTC midnight, so the day never moves.
const dayFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE_OF[language], { ...options, timeZone: 'UTC' });
const DAY_LABEL = {
  en: dayFormat('en', { day: 'numeric', month: 'short' }),
  hi: dayFormat('hi', { day: 'numeric', month: 'short' }),
};
const DAY_NAME_OPTIONS = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const;
const DAY_NAME = { en: dayFormat('en', DAY_NAME_OPTIONS), hi: dayFormat('hi', DAY_NAME_OPTIONS) };

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-11-21" (an IST calendar date) → "21 Nov" ("21 नव॰" in Hindi). */
export const dayLabel = (date: string, language: Language = 'en') =>
  DAY_LABEL[language].format(utcDay(date));

/**
 * Revenue per IST day as bars, orders in the tooltip. The chart is drawn for sighted users;
 * screen readers get the same figures as a table (visually hidden), as the carbon trend does.
 */
export function SalesChart({ days }: { days: DashboardDay[] }) {
  const t = useT();
  const language = useLanguage();
  const data = days.map((d) => ({
    label: dayLabel(d.date, language),
    revenue: d.revenue,
    orders: d.orders,
  }));
  return (
    <figure>
      <div aria-hidden="true" className="h-64 w-full" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: '#57534e' }}
              tickLine={false}
              minTickGap={12}
            />
            <YAxis
              tick={{ fontSize: 12, fill: '#57534e' }}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => `₹${value.toLocaleString('en-IN')}`}
              width={72}
            />
            <Tooltip
              cursor={{ fill: '#f5f5f4' }}
              formatter={(value, _name, item) => [
                t('{count, plural, one {{revenue} from # order} other {{revenue} from # orders}}', {
                  revenue: formatINR(Number(value)),
                  count: item.payload.orders,
                }),
                t('Revenue'),
              ]}
            />
            <Bar dataKey="revenue" name={t('Revenue')} fill={REVENUE} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper, not the table, is sr-only (see the carbon trend chart). */}
      <div className="sr-only">
        <table>
          <caption>{t('Orders and revenue on each day')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Day')}</th>
              <th scope="col">{t('Orders')}</th>
              <th scope="col">{t('Revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{DAY_NAME[language].format(utcDay(d.date))}</th>
                <td>{d.orders}</td>
                <td>{formatINR(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
