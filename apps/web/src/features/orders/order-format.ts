import { IST_TIME_ZONE } from '@harit/core/ist-date';
import type { OrderStatus } from '@harit/core/orders';

// Orders are shown in Indian time, whatever the device's zone (the shop and its shoppers are
// in India).
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: IST_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: IST_TIME_ZONE,
});

/** "21 Nov 2025, 10:45 pm" (IST). */
export function formatOrderDateTime(iso: string | Date): string {
  return dateTime.format(new Date(iso));
}

/** "21 Nov 2025" (IST). */
export function formatOrderDate(iso: string | Date): string {
  return dateOnly.format(new Date(iso));
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

// The statuses the database allows for a return request (migration 0004).
export const RETURN_STATUS_LABELS: Record<string, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refunded: 'Refunded',
  rejected: 'Return declined',
};

export function returnStatusLabel(status: string): string {
  return RETURN_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
