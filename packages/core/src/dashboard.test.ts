import { describe, expect, it } from 'vitest';
import { dashboardDays } from './dashboard.ts';
import { istDateTime } from './ist-date.ts';

describe('dashboardDays', () => {
  it('starts today at IST midnight, also in the hours when UTC is still on yesterday', () => {
    // 00:10 IST on 21 Nov is 18:40 UTC on 20 Nov.
    const now = istDateTime('2026-11-21', 0, 10);
    expect(dashboardDays('today', now)).toEqual({
      from: new Date('2026-11-20T18:30:00.000Z'),
      to: new Date('2026-11-21T18:30:00.000Z'),
      days: ['2026-11-21'],
    });
  });

  it('lists every IST day of 7 and 30 days, oldest first, ending today', () => {
    const now = istDateTime('2026-03-02', 23, 59);
    const week = dashboardDays('7d', now);
    expect(week.days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(week.from).toEqual(istDateTime('2026-02-24', 0, 0));
    const month = dashboardDays('30d', now);
    expect(month.days).toHaveLength(30);
    expect(month.days[0]).toBe('2026-02-01');
    expect(month.days.at(-1)).toBe('2026-03-02');
  });
});
