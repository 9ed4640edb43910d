// Calendar dates and months in India Standard Time (UTC+05:30, no daylight saving), which is
// what "this month" means in the carbon tracker. The server's SQL uses
// `at time zone 'Asia/Kolkata'`; these are the same boundaries in plain arithmetic.

export const IST_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-11-21": the IST calendar date of an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11": the IST calendar month of an instant. */
export function istMonth(instant: Date): string {
  return istDate(instant).slice(0, 7);
}

/**
 * The instant the IST month starts, `offset` months from the month of `instant`
 * (0 = this month, -1 = last month, 1 = next month).
 */
export function istMonthStart(instant: Date, offset = 0): Date {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + offset, 1);
  return new Date(start - IST_OFFSET_MS);
}

/** The instant of a given IST wall-clock time on a "YYYY-MM-DD" date. */
export function istDateTime(date: string, hours = 12, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) - IST_OFFSET_MS);
}

/** The last `count` IST months up to and including the month of `instant`, oldest first. */
export function lastIstMonths(instant: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => istMonth(istMonthStart(instant, i - count + 1)));
}

const MONTH_LABELS = new Map<string, Intl.DateTimeFormat>();

/** "2026-11" → "Nov 2026"; with locale 'hi-IN' (a Hindi page) → "नव॰ 2026". */
export function monthLabel(month: string, locale = 'en-IN'): string {
  let format = MONTH_LABELS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    MONTH_LABELS.set(locale, format);
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(y, m - 1, 15)));
}
