// Issue 19: labels that come from packages/core's records (payment methods and states, delivery
// zones, the carbon tracker's activities, return, refund, stock, support and audit labels) and
// an order's states, shown with t(label) where they render: core stays free of the web app's
// catalogues. Declared here with msg() so the catalogue check knows them; core-labels.test.ts
// holds this list to those records.
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
  // ACTIVITY_CATEGORY_LABELS and ACTIVITY_FACTORS' labels and units (carbon-factors.ts)
  msg('Transport'),
  msg('Home energy'),
  msg('Food'),
  msg('Other'),
  msg('Car (petrol)'),
  msg('Two-wheeler (petrol)'),
  msg('Bus'),
  msg('Train (Indian Railways)'),
  msg('Flight (domestic)'),
  msg('Electricity from the grid'),
  msg('Cooking gas (LPG)'),
  msg('Rooftop solar generated (saving)'),
  msg('Meal, meat-heavy'),
  msg('Meal, some meat or fish'),
  msg('Meal, vegetarian'),
  msg('Meal, vegan'),
  msg('Other (enter kg CO2e)'),
  msg('meal'),
  msg('meals'),
  // RETURN_STATUS_LABELS and REFUND_METHOD_LABELS (returns.ts)
  msg('Requested'),
  msg('Approved'),
  msg('Rejected'),
  msg('Item received'),
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
