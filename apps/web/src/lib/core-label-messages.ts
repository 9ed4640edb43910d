// Issue 19: labels that come from packages/core (payment, return, refund and support states,
// support topics, stock reasons, audit subjects) are translated where they are shown, `t(PAYMENT_STATUS_LABELS[status])`: core
// stays free of the web app's catalogues. Declared here so scripts/check-messages.mjs knows the
// keys; core-label-messages.test.ts fails when core gains a label this list lacks.
import { msg } from './i18n';

export const CORE_LABEL_MESSAGES: readonly string[] = [
  // PAYMENT_STATUS_LABELS
  msg('Pay on delivery'),
  msg('Awaiting payment'),
  msg('Payment failed'),
  msg('Paid'),
  msg('Refunded'),
  msg('Not charged'),
  msg('Payment not received in time'),
  // RETURN_STATUS_LABELS
  msg('Requested'),
  msg('Approved'),
  msg('Rejected'),
  msg('Item received'),
  // REFUND_METHOD_LABELS ('UPI' reads the same in both languages)
  msg('Original payment method'),
  msg('Bank transfer'),
  msg('Store credit'),
  // STOCK_REASON_LABELS
  msg('Received from supplier'),
  msg('Damaged'),
  msg('Returned by a customer'),
  msg('Lost or stolen'),
  msg('Count correction'),
  // SUPPORT_STATUS_LABELS
  msg('Open'),
  msg('Answered'),
  msg('Closed'),
  // SUPPORT_TOPIC_LABELS
  msg('Order status'),
  msg('Delivery and shipping'),
  msg('Returns and cancellations'),
  msg('Payments and refunds'),
  msg('Product question'),
  msg('Account and sign-in'),
  msg('Carbon tracker'),
  msg('Complaint for the Grievance Officer'),
  msg('Something else'),
  // AUDIT_ENTITY_LABELS
  msg('Products'),
  msg('Categories'),
  msg('Orders'),
  msg('Returns'),
  msg('Support tickets'),
  msg('Staff roles'),
  // orders/order-format.ts STATUS_LABELS (an order's state)
  msg('Placed'),
  msg('Packed'),
  msg('Shipped'),
  msg('Delivered'),
  msg('Cancelled'),
];
