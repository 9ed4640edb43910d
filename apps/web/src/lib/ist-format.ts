// Dates in Indian time, whatever the device's zone: the shop, its shoppers and its staff are
// in India. For pages that have no format of their own (returns, the console).
import { IST_TIME_ZONE } from '@harit/core/ist-date';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: IST_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: IST_TIME_ZONE });

/** "21 Nov 2025, 10:45 pm" (IST). */
export function formatIstDateTime(iso: string | Date): string {
  return dateTime.format(new Date(iso));
}

/** "21 Nov 2025" (IST). */
export function formatIstDate(iso: string | Date): string {
  return dateOnly.format(new Date(iso));
}
