// The sales report (decision 076): orders, units, net sales before GST, GST, shipping,
// discounts and refunds per IST day, week or month, and by category. What counts is a paid
// order (cash on delivery once delivered, card or UPI once the provider confirmed it) not
// cancelled, by the IST day it was placed; refunds count on the IST day they were made.
// The periods, the CSV and the figures' names live here so the page, the CSV and the API agree.
import { istDateTime } from './ist-date.ts';
import { singleLine } from './validation.ts';
import { z } from './zod.ts';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range one report covers: two years of days. */
export const REPORT_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

const reportDay = (label: string) =>
  singleLine()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-21.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} is not a real date.`);

/** GET /api/admin/reports/sales: IST calendar days, both ends included. */
export const salesReportQuery = z
  .object({
    from: reportDay('From'),
    to: reportDay('To'),
    groupBy: z
      .enum(REPORT_GROUPS, { error: 'Group by must be day, week or month.' })
      .default('day'),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From.' });
    } else if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
      });
    }
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** The instants a report's IST days start and end: From's IST midnight, the day after To's. */
export function reportInstants(query: { from: string; to: string }): { from: Date; to: Date } {
  return {
    from: istDateTime(query.from, 0, 0),
    to: new Date(istDateTime(query.to, 0, 0).getTime() + DAY_MS),
  };
}

/**
 * The first IST day of the period `date` (an IST day) falls in: itself, the Monday of its week
 * (ISO weeks, as PostgreSQL's date_trunc('week')), or the first of its month.
 */
export function periodStart(date: string, groupBy: ReportGroup): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return `${date.slice(0, 7)}-01`;
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** Every period of the range, oldest first, each named by its first IST day. */
export function reportPeriods(query: SalesReportQuery): string[] {
  const periods: string[] = [];
  const end = Date.parse(`${query.to}T00:00:00Z`);
  for (let at = Date.parse(`${query.from}T00:00:00Z`); at <= end; at += DAY_MS) {
    const start = periodStart(new Date(at).toISOString().slice(0, 10), query.groupBy);
    if (periods.at(-1) !== start) periods.push(start);
  }
  return periods;
}

/** A report's figures (rupees; counts whole). */
export interface SalesFigures {
  orders: number;
  units: number;
  /** what the goods sold for before GST, less discounts */
  netSales: number;
  gst: number;
  /** delivery charges (SPEC §9's flat fee, its GST inside) */
  shipping: number;
  discounts: number;
  /** money given back for returns, on the day it was refunded */
  refunds: number;
}

export interface SalesReportRow extends SalesFigures {
  /** the period's first IST day, "2026-11-16" */
  period: string;
}

export interface SalesReportCategory {
  category: string;
  orders: number;
  units: number;
  /** rupees: the lines' prices before GST */
  netSales: number;
}

/** GET /api/admin/reports/sales. */
export interface SalesReport {
  from: string;
  to: string;
  groupBy: ReportGroup;
  rows: SalesReportRow[];
  totals: SalesFigures;
  categories: SalesReportCategory[];
}

export const SALES_FIGURES = [
  'orders',
  'units',
  'netSales',
  'gst',
  'shipping',
  'discounts',
  'refunds',
] as const satisfies readonly (keyof SalesFigures)[];

/** The columns' names, in the CSV and the page's table. */
export const SALES_FIGURE_LABELS: Record<(typeof SALES_FIGURES)[number], string> = {
  orders: 'Orders',
  units: 'Units',
  netSales: 'Net sales before GST',
  gst: 'GST',
  shipping: 'Shipping',
  discounts: 'Discounts',
  refunds: 'Refunds',
};

/** The report as CSV (RFC 4180, CRLF): a line per period, then the totals. Money in rupees. */
export function salesReportCsv(report: SalesReport): string {
  const money = (v: number, key: string) =>
    key === 'orders' || key === 'units' ? String(v) : v.toFixed(2);
  const header = ['Period', ...SALES_FIGURES.map((k) => SALES_FIGURE_LABELS[k])];
  const line = (period: string, f: SalesFigures) => [
    period,
    ...SALES_FIGURES.map((k) => money(f[k], k)),
  ];
  return `${[header, ...report.rows.map((r) => line(r.period, r)), line('Total', report.totals)]
    .map((cells) => cells.join(','))
    .join('\r\n')}\r\n`;
}
