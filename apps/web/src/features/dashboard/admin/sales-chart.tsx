import type { DashboardDay } from '@harit/core/dashboard';
import { formatINR } from '@harit/core/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const REVENUE = '#197e4c';

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const DAY_NAME = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-21" (an IST calendar date) → "21 Nov". */
export const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

/**
 * Revenue per IST day as bars, orders in the tooltip. The chart is drawn for sighted users;
 * screen readers get the same figures as a table (visually hidden), as the carbon trend does.
 */
export function SalesChart({ days }: { days: DashboardDay[] }) {
  const data = days.map((d) => ({ label: dayLabel(d.date), revenue: d.revenue, orders: d.orders }));
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
                `${formatINR(Number(value))} from ${item.payload.orders} ${item.payload.orders === 1 ? 'order' : 'orders'}`,
                'Revenue',
              ]}
            />
            <Bar dataKey="revenue" name="Revenue" fill={REVENUE} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper, not the table, is sr-only (see the carbon trend chart). */}
      <div className="sr-only">
        <table>
          <caption>Orders and revenue on each day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{DAY_NAME.format(new Date(`${d.date}T00:00:00Z`))}</th>
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
