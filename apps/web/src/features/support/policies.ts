// Delivery and returns facts that the FAQ and the policy pages state. Money rules come from
// @harit/core/money (SPEC §9) and order rules from @harit/core/orders, never restated here.

export interface DeliveryRegion {
  region: string;
  examples: string;
  days: string;
}

/** Business days from dispatch, by where the parcel goes. */
export const DELIVERY_TIMES: readonly DeliveryRegion[] = [
  {
    region: 'Metro cities',
    examples: 'Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad',
    days: '2–4 business days',
  },
  {
    region: 'Rest of India',
    examples: 'Other cities, towns and most rural PIN codes',
    days: '4–7 business days',
  },
  {
    region: 'North-East, Jammu & Kashmir, Ladakh and the islands',
    examples: 'Andaman & Nicobar Islands, Lakshadweep',
    days: '7–10 business days',
  },
];

/** Orders placed by this time (IST) on a business day leave the warehouse the same day. */
export const DISPATCH_CUTOFF = '14:00 IST';

/** Business days for a refund to reach the original payment method after approval. */
export const REFUND_DAYS = '5–7 business days';

/** When the policy pages were last revised: shown on each, so a reader knows what changed when. */
export const POLICIES_UPDATED = '2026-11-01';
