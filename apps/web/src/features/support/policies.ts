// Delivery and returns facts that the FAQ and the policy pages state. Money rules come from
// @harit/core/money (SPEC §9), order rules from @harit/core/orders and delivery days from
// @harit/core/delivery, never restated here.

import { DELIVERY_ZONE_ORDER, DELIVERY_ZONES, type DeliveryZone } from '@harit/core/delivery';
import { msg, type useT } from '../../lib/i18n';

export interface DeliveryRegion {
  /** A message: translate where it is shown. */
  region: string;
  /** A message: translate where it is shown. */
  examples: string;
  minDays: number;
  maxDays: number;
}

/**
 * Each zone's name and examples as the policy pages word them (core's labels, capitalised),
 * declared as messages here, in the web app, so core stays free of its catalogues.
 */
const ZONE_WORDS: Record<DeliveryZone, { region: string; examples: string }> = {
  metro: {
    region: msg('Metro city'),
    examples: msg('Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad'),
  },
  'rest-of-state': {
    region: msg('Rest of our state'),
    examples: msg('Other PIN codes in the state we ship from'),
  },
  'rest-of-india': {
    region: msg('Rest of India'),
    examples: msg('Other cities, towns and most rural PIN codes'),
  },
  'north-east-and-islands': {
    region: msg('North-east, Jammu & Kashmir, Ladakh and islands'),
    examples: msg(
      'Assam, Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland, Tripura, Sikkim, Jammu and Kashmir, Ladakh, Andaman and Nicobar Islands, Lakshadweep',
    ),
  },
};

/**
 * Days from the order to delivery, by zone: core's one table (decision 029), which the product
 * page's and the checkout's estimates read too.
 */
export const DELIVERY_TIMES: readonly DeliveryRegion[] = DELIVERY_ZONE_ORDER.map((zone) => {
  const { minDays, maxDays } = DELIVERY_ZONES[zone];
  return { ...ZONE_WORDS[zone], minDays, maxDays };
});

/** "2–3 days", in the language of `t`. */
export function deliveryDays(t: ReturnType<typeof useT>, region: DeliveryRegion): string {
  return t('{min}–{max} days', { min: region.minDays, max: region.maxDays });
}

/** Orders placed by this time (IST) on a business day leave the warehouse the same day. */
export const DISPATCH_CUTOFF = '14:00 IST';

/** Business days for a refund to reach the original payment method after approval. */
export const REFUND_DAYS = msg('5–7 business days');

/** When the policy pages were last revised: shown on each, so a reader knows what changed when. */
export const POLICIES_UPDATED = '2026-11-01';
