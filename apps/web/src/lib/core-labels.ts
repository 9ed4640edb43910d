// Labels that come from packages/core's records (payment methods and states, delivery
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
  // ACTIVITY_FACTORS' sources: the citation's own name and year stay as published, our words
  // about it are translated
  msg('DEFRA 2022 average petrol car (0.17 kg CO2e/km)'),
  msg('IPCC 2006 petrol factor at 50 km/l (0.045 kg CO2e/km)'),
  msg('IPCC 2006 diesel factor, 3.5 km/l, 40 passengers (0.019 kg CO2e/passenger-km)'),
  msg('India GHG Program 2015, Indian Railways passenger (0.008 kg CO2e/passenger-km)'),
  msg('DESNZ 2024 domestic flight, average passenger (0.13 kg CO2e/passenger-km)'),
  msg('CEA CO2 Baseline Database v19.0, FY 2022-23 grid average (0.716 kg CO2/kWh)'),
  msg('IPCC 2006 LPG factor (2.98 kg CO2 per kg)'),
  msg('CEA CO2 Baseline Database v19.0 grid average, avoided (−0.716 kg CO2/kWh)'),
  msg('Scarborough et al. 2014, high-meat diet ÷ 3 meals (2.4 kg CO2e)'),
  msg('Scarborough et al. 2014, medium-meat diet ÷ 3 meals (1.9 kg CO2e)'),
  msg('Scarborough et al. 2014, vegetarian diet ÷ 3 meals (1.3 kg CO2e)'),
  msg('Scarborough et al. 2014, vegan diet ÷ 3 meals (1.0 kg CO2e)'),
  msg('Entered by you'),
  // RETURN_STATUS_LABELS and REFUND_METHOD_LABELS (returns.ts)
  msg('Requested'),
  msg('Approved'),
  msg('Rejected'),
  msg('Item received'),
  // RETURN_LINE_LABELS (returns.ts; 'Refunded' is above)
  msg('Return requested'),
  msg('Return approved'),
  msg('Return rejected'),
  msg('Return received'),
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
  msg('Staff invitations'),
  msg('Saved replies'),
  // orders/order-format.ts STATUS_LABELS (an order's state)
  msg('Placed'),
  msg('Packed'),
  msg('Shipped'),
  msg('Delivered'),
  msg('Cancelled'),
];
