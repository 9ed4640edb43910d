import type { OrderStatus } from '@harit/core/orders';
import { msg } from '../../lib/i18n';

// Orders are shown in Indian time, whatever the device's zone, in the page's language
// (lib/ist-format): "21 Nov 2025, 10:45 pm".
export {
  formatIstDate as formatOrderDate,
  formatIstDateTime as formatOrderDateTime,
} from '../../lib/ist-format';

// The labels are messages: shown with t(label).

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: msg('Placed'),
  packed: msg('Packed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

// A line's newest return request (core RETURN_STATUSES, migration 0016).
export const RETURN_STATUS_LABELS: Record<string, string> = {
  requested: msg('Return requested'),
  approved: msg('Return approved'),
  rejected: msg('Return rejected'),
  received: msg('Return received'),
  refunded: msg('Refunded'),
};

export function returnStatusLabel(status: string): string {
  return RETURN_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
