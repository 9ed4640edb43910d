// The sales report (decision 076): core's periods filled with the paid orders' figures and the
// refunds of each, in rupees. The dashboard reads its revenue from here too, so the two agree.
import { fromPaise } from '@harit/core/money';
import {
  reportInstants,
  reportPeriods,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
} from '@harit/core/reports';
import type { Executor } from '../../db/transaction.ts';
import { refundsByPeriod, salesByCategory, salesByPeriod } from './repository.ts';

export { ordersToPackCount } from './repository.ts';

const ZERO: SalesFigures = {
  orders: 0,
  units: 0,
  netSales: 0,
  gst: 0,
  shipping: 0,
  discounts: 0,
  refunds: 0,
};

export async function salesReport(db: Executor, query: SalesReportQuery): Promise<SalesReport> {
  const { from, to } = reportInstants(query);
  const [sales, refunds, categories] = await Promise.all([
    salesByPeriod(db, from, to, query.groupBy),
    refundsByPeriod(db, from, to, query.groupBy),
    salesByCategory(db, from, to),
  ]);
  const salesOf = new Map(sales.map((s) => [s.period, s]));
  const refundsOf = new Map(refunds.map((r) => [r.period, r.refundPaise]));
  const rows = reportPeriods(query).map((period) => {
    const s = salesOf.get(period);
    return {
      period,
      orders: s?.orders ?? 0,
      units: s?.units ?? 0,
      // before GST, less what coupons took off
      netSales: fromPaise((s?.subtotalPaise ?? 0) - (s?.discountPaise ?? 0)),
      gst: fromPaise(s?.gstPaise ?? 0),
      shipping: fromPaise(s?.shippingPaise ?? 0),
      discounts: fromPaise(s?.discountPaise ?? 0),
      refunds: fromPaise(refundsOf.get(period) ?? 0),
    };
  });
  const totals = rows.reduce<SalesFigures>(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      units: sum.units + row.units,
      netSales: fromPaise(Math.round(sum.netSales * 100) + Math.round(row.netSales * 100)),
      gst: fromPaise(Math.round(sum.gst * 100) + Math.round(row.gst * 100)),
      shipping: fromPaise(Math.round(sum.shipping * 100) + Math.round(row.shipping * 100)),
      discounts: fromPaise(Math.round(sum.discounts * 100) + Math.round(row.discounts * 100)),
      refunds: fromPaise(Math.round(sum.refunds * 100) + Math.round(row.refunds * 100)),
    }),
    ZERO,
  );
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows,
    totals,
    categories: categories.map((c) => ({
      category: c.category ?? 'Uncategorised',
      orders: c.orders,
      units: c.units,
      netSales: fromPaise(c.salesPaise),
    })),
  };
}
