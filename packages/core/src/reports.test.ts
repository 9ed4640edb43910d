import { describe, expect, it } from 'vitest';
import {
  periodStart,
  reportInstants,
  reportPeriods,
  salesReportCsv,
  salesReportQuery,
} from './reports.ts';

describe('sales report periods', () => {
  it('names a week by its Monday and a month by its first day', () => {
    expect(periodStart('2026-11-28', 'day')).toBe('2026-11-28');
    expect(periodStart('2026-11-28', 'week')).toBe('2026-11-23'); // a Saturday → Monday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday ends the ISO week
    expect(periodStart('2026-11-28', 'month')).toBe('2026-11-01');
  });

  it('lists every period of the range, empty ones included', () => {
    const q = (from: string, to: string, groupBy: 'day' | 'week' | 'month') =>
      salesReportQuery.parse({ from, to, groupBy });
    expect(reportPeriods(q('2026-11-27', '2026-11-29', 'day'))).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(reportPeriods(q('2026-11-20', '2026-12-01', 'week'))).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(reportPeriods(q('2026-10-31', '2026-12-01', 'month'))).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
  });

  it('runs from From’s IST midnight to the one after To', () => {
    const { from, to } = reportInstants({ from: '2026-11-01', to: '2026-11-30' });
    expect(from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('refuses a range that runs backwards or longer than two years', () => {
    expect(salesReportQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(
      false,
    );
    expect(salesReportQuery.safeParse({ from: '2020-01-01', to: '2026-11-01' }).success).toBe(
      false,
    );
    expect(salesReportQuery.parse({ from: '2026-11-01', to: '2026-11-01' }).groupBy).toBe('day');
  });
});

describe('salesReportCsv', () => {
  it('writes a line per period and the totals, money with two decimals', () => {
    const zero = {
      orders: 0,
      units: 0,
      netSales: 0,
      gst: 0,
      shipping: 0,
      discounts: 0,
      refunds: 0,
    };
    const csv = salesReportCsv({
      from: '2026-11-01',
      to: '2026-11-02',
      groupBy: 'day',
      rows: [
        { period: '2026-11-01', ...zero, orders: 2, units: 3, netSales: 1200.5, gst: 216.09 },
        { period: '2026-11-02', ...zero },
      ],
      totals: { ...zero, orders: 2, units: 3, netSales: 1200.5, gst: 216.09 },
      categories: [],
    });
    expect(csv.split('\r\n')).toEqual([
      'Period,Orders,Units,Net sales before GST,GST,Shipping,Discounts,Refunds',
      '2026-11-01,2,3,1200.50,216.09,0.00,0.00,0.00',
      '2026-11-02,0,0,0.00,0.00,0.00,0.00,0.00',
      'Total,2,3,1200.50,216.09,0.00,0.00,0.00',
      '',
    ]);
  });
});
