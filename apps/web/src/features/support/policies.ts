// Delivery and returns facts that the FAQ and the policy pages state. Money rules come from
// @harit/core/money (SPEC §9), order rules from @harit/core/orders and delivery days from
// @harit/core/delivery, never restated here.

import { DELIVERY_ZONE_ORDER, DELIVERY_ZONES } from '@harit/core/delivery';

export interface DeliveryRegion {
  region: string;
  examples: string;
  days: string;
}

/**
 * Days from the order to delivery, by zone: core's one table (decision 029), which the product
 * page's and the checkout's estimates read too.
 */
export const DELIVERY_TIMES: readonly DeliveryRegion[] = DELIVERY_ZONE_ORDER.map((zone) => {
  const { label, examples, minDays, maxDays } = DELIVERY_ZONES[zone];
  return {
    region: label.charAt(0).toUpperCase() + label.slice(1),
    examples,
    days: `${minDays}–${maxDays} days`,
  };
});

/** Orders placed by this time (IST) on a business day leave the warehouse the same day. */
export const DISPATCH_CUTOFF = '14:00 IST';

/** Business days for a refund to reach the original payment method after approval. */
export const REFUND_DAYS = '5–7 business days';

/** When the policy pages were last revised: shown on each, so a reader knows what changed when. */
export const POLICIES_UPDATED = '2026-11-01';
