// The merchant dashboard: the shop's figures over a range of IST days, each from the
// feature that owns it (decision 011): sales from orders, low stock from the catalogue, open
// tickets from customer care. A read across features, so it lives with the workflows
// (decision 063); features/dashboard holds only its route.
import { round1 } from '@harit/core/carbon';
import {
  DASHBOARD_LIST_SIZE,
  type Dashboard,
  type DashboardRange,
  dashboardDays,
} from '@harit/core/dashboard';
import { fromPaise } from '@harit/core/money';
import { LOW_STOCK_THRESHOLD } from '@harit/core/stock';
import type { Executor } from '../db/transaction.ts';
import { lowStockProducts } from '../features/catalog/service.ts';
import { salesTotals, topSellingProducts } from '../features/orders/service.ts';
import { ordersToPackCount, salesReport } from '../features/reports/service.ts';
import { openReturnCount } from '../features/returns/service.ts';
import { openTicketCount } from '../features/support/service.ts';

export async function dashboard(
  db: Executor,
  range: DashboardRange,
  now: Date = new Date(),
): Promise<Dashboard> {
  const { from, to, days } = dashboardDays(range, now);
  // Revenue is the sales report's: paid orders, net of GST and shipping (decision 076).
  const [totals, paid, top, low, openReturns, openTickets, ordersToPack] = await Promise.all([
    salesTotals(db, from, to),
    salesReport(db, { from: days[0]!, to: days.at(-1)!, groupBy: 'day' }),
    topSellingProducts(db, from, to, DASHBOARD_LIST_SIZE),
    lowStockProducts(db, LOW_STOCK_THRESHOLD, DASHBOARD_LIST_SIZE),
    openReturnCount(db),
    openTicketCount(db),
    ordersToPackCount(db),
  ]);
  const byDate = new Map(paid.rows.map((d) => [d.period, d]));
  const revenuePaise = Math.round(paid.totals.netSales * 100);
  return {
    range,
    from: from.toISOString(),
    to: to.toISOString(),
    orders: totals.orders,
    revenue: paid.totals.netSales,
    units: totals.units,
    averageOrderValue:
      paid.totals.orders === 0 ? 0 : fromPaise(Math.round(revenuePaise / paid.totals.orders)),
    co2SavedKg: round1(totals.co2SavedKg),
    topProducts: top.map((p) => ({
      productId: p.productId,
      name: p.name,
      units: p.units,
      revenue: fromPaise(p.revenuePaise),
    })),
    lowStock: low.items,
    lowStockCount: low.total,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    openReturns,
    openTickets,
    ordersToPack,
    days: days.map((date) => {
      const day = byDate.get(date);
      return { date, orders: day?.orders ?? 0, revenue: day?.netSales ?? 0 };
    }),
  };
}
