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
