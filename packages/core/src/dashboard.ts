// The merchant console's dashboard: the shop's figures over a range of IST days.

import { istDate, istDateTime } from './ist-date.ts';
import { z } from './zod.ts';

const DAY_MS = 86_400_000;

/** Today, the last 7 days, the last 30 days; every range ends now and starts at an IST midnight. */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

export const dashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: 'Range must be today, 7d or 30d' }).default('today'),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Most top products and low-stock products the dashboard lists. */
export const DASHBOARD_LIST_SIZE = 5;

/**
 * The IST calendar days of a range ending today (the IST day of `now`), oldest first
 * ("2026-11-17" … today), and the instants they start and end: the first one's IST midnight and
 * the next day's.
 */
export function dashboardDays(
  range: DashboardRange,
  now: Date,
): { from: Date; to: Date; days: string[] } {
  const count = RANGE_DAYS[range];
  const from = istDateTime(istDate(now), 0, 0).getTime() - (count - 1) * DAY_MS;
  const days = Array.from({ length: count }, (_, i) => istDate(new Date(from + i * DAY_MS)));
  return { from: new Date(from), to: new Date(from + count * DAY_MS), days };
}

export interface DashboardProduct {
  productId: string;
  name: string;
  units: number;
  /** rupees */
  revenue: number;
}

export interface LowStockProduct {
  productId: string;
  name: string;
  slug: string;
  stock: number;
}

export interface DashboardDay {
  /** IST calendar date, "2026-11-21" */
  date: string;
  orders: number;
  /** rupees: paid orders' net sales, as the dashboard's revenue */
  revenue: number;
}

/** GET /api/admin/dashboard: cancelled orders count nowhere. */
export interface Dashboard {
  range: DashboardRange;
  /** ISO 8601: the IST midnight the range starts at, and the one after its last day */
  from: string;
  to: string;
  orders: number;
  /**
   * rupees: paid orders only (decision 076), net of GST and shipping — the goods' prices before
   * GST less discounts, as the sales report's net sales
   */
  revenue: number;
  units: number;
  /** rupees: revenue per paid order; 0 without any */
  averageOrderValue: number;
  /** kg CO2e the eco products of these orders saved */
  co2SavedKg: number;
  topProducts: DashboardProduct[];
  /** the fewest left first, at most DASHBOARD_LIST_SIZE of them */
  lowStock: LowStockProduct[];
  /** how many products are at or below the threshold */
  lowStockCount: number;
  lowStockThreshold: number;
  openReturns: number;
  openTickets: number;
  /** placed orders paid or to be paid on delivery, waiting to be packed (decision 076) */
  ordersToPack: number;
  /** one entry per IST day of the range, oldest first, zeros included */
  days: DashboardDay[];
}
