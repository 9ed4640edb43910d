import { formatINR } from '@harit/core/money';
import type { SalesReportRow } from '@harit/core/reports';
import { useT } from '../../../lib/i18n';

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 64;
const BOTTOM = 24;

/**
 * Net sales per period as bars, drawn in SVG (no chart library: a few rects and labels). Drawn
 * for sighted users; the table below the chart carries the same figures for everyone.
 */
export function ReportChart({ rows }: { rows: readonly SalesReportRow[] }) {
  const t = useT();
  const top = Math.max(1, ...rows.map((r) => r.netSales));
  const plotWidth = WIDTH - AXIS;
  const plotHeight = HEIGHT - BOTTOM;
  const slot = plotWidth / Math.max(1, rows.length);
  const bar = Math.max(1, Math.min(40, slot * 0.7));
  // Label every n-th period so labels never overlap.
  const every = Math.max(1, Math.ceil(rows.length / 8));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-56 w-full"
        role="img"
        aria-label={t('Net sales per period, highest {amount}', { amount: formatINR(top) })}
        data-testid="report-chart"
      >
        <line x1={AXIS} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="#d6d3d1" />
        <text x={AXIS - 6} y={12} textAnchor="end" fontSize="11" fill="#57534e">
          {formatINR(top)}
        </text>
        <text x={AXIS - 6} y={plotHeight} textAnchor="end" fontSize="11" fill="#57534e">
          {formatINR(0)}
        </text>
        {rows.map((row, i) => {
          const height = (row.netSales / top) * (plotHeight - 8);
          const x = AXIS + i * slot + (slot - bar) / 2;
          return (
            <g key={row.period}>
              <rect
                x={x}
                y={plotHeight - height}
                width={bar}
                height={height}
                rx={2}
                fill="#197e4c"
              />
              {i % every === 0 && (
                <text
                  x={x + bar / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize="10"
                  fill="#57534e"
                >
                  {row.period.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
