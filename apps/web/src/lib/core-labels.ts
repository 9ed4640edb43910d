// Issue 19: labels that come from packages/core's records (payment methods, payment states,
// delivery zones), shown with t(label) where they render. Declared here with msg() so the
// catalogue check knows them; a unit test holds this list to core's records.
import { msg } from './i18n';

export const CORE_LABELS = [
  // PAYMENT_METHOD_LABELS (limits.ts)
  msg('Credit/Debit Card'),
  msg('Cash on Delivery'),
  // PAYMENT_STATUS_LABELS (payments.ts)
  msg('Pay on delivery'),
  msg('Awaiting payment'),
  msg('Payment failed'),
  msg('Paid'),
  msg('Refunded'),
  msg('Not charged'),
  msg('Payment not received in time'),
  // DELIVERY_ZONES' labels (delivery.ts)
  msg('metro city'),
  msg('rest of our state'),
  msg('rest of India'),
  msg('north-east, Jammu & Kashmir, Ladakh and islands'),
];
