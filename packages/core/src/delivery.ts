// Delivery estimate for a 6-digit Indian PIN code (issue 14 product page). The zone comes from
// the PIN's leading digits: the India Post prefixes of the metro cities deliver fastest, the
// north-east, Sikkim, Jammu & Kashmir, Ladakh and the islands slowest, the rest of India in
// between. One table; the longest matching prefix wins. Days are calendar days counted from
// the IST date the order is placed.
import { IST_OFFSET_MS } from './ist-date.ts';

export type DeliveryZone = 'metro' | 'rest-of-india' | 'remote';

export interface DeliveryEstimate {
  zone: DeliveryZone;
  minDays: number;
  maxDays: number;
  /** Start of the IST day of the earliest delivery. */
  earliest: Date;
  /** Start of the IST day of the latest delivery. */
  latest: Date;
}

/** How a zone is named to a shopper. */
export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  metro: 'metro city',
  'rest-of-india': 'rest of India',
  remote: 'north-east, hills and islands',
};

/** Days from order to delivery by zone. */
export const DELIVERY_DAYS: Record<DeliveryZone, { minDays: number; maxDays: number }> = {
  metro: { minDays: 2, maxDays: 3 },
  'rest-of-india': { minDays: 4, maxDays: 6 },
  remote: { minDays: 6, maxDays: 10 },
};

/** PIN prefix → zone. A PIN no prefix matches is 'rest-of-india'. */
const ZONE_BY_PREFIX: readonly [prefix: string, zone: DeliveryZone][] = [
  ['110', 'metro'], // Delhi
  ['400', 'metro'], // Mumbai
  ['700', 'metro'], // Kolkata
  ['600', 'metro'], // Chennai
  ['560', 'metro'], // Bengaluru
  ['500', 'metro'], // Hyderabad
  ['411', 'metro'], // Pune
  ['380', 'metro'], // Ahmedabad
  ['18', 'remote'], // Jammu & Kashmir
  ['19', 'remote'], // Jammu & Kashmir, Ladakh
  ['737', 'remote'], // Sikkim
  ['744', 'remote'], // Andaman & Nicobar Islands
  ['682555', 'remote'], // Lakshadweep
  ['78', 'remote'], // Assam
  ['79', 'remote'], // Arunachal Pradesh, Meghalaya, Manipur, Mizoram, Nagaland, Tripura
];

/** Six digits, not starting with 0 (India Post PIN codes start with 1–9). */
const PIN_PATTERN = /^[1-9][0-9]{5}$/;

export function deliveryZone(pin: string): DeliveryZone | null {
  const trimmed = pin.trim();
  if (!PIN_PATTERN.test(trimmed)) return null;
  let best: [string, DeliveryZone] | undefined;
  for (const row of ZONE_BY_PREFIX) {
    if (trimmed.startsWith(row[0]) && row[0].length > (best?.[0].length ?? 0)) best = row;
  }
  return best?.[1] ?? 'rest-of-india';
}

/** When an order placed at `placedAt` reaches this PIN code; null for a PIN that is not 6 digits. */
export function deliveryEstimate(pin: string, placedAt: Date): DeliveryEstimate | null {
  const zone = deliveryZone(pin);
  if (!zone) return null;
  const { minDays, maxDays } = DELIVERY_DAYS[zone];
  return {
    zone,
    minDays,
    maxDays,
    earliest: istDayStart(placedAt, minDays),
    latest: istDayStart(placedAt, maxDays),
  };
}

/** The instant the IST day `days` after the IST day of `instant` starts. */
function istDayStart(instant: Date, days: number): Date {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = Date.UTC(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate() + days,
  );
  return new Date(start - IST_OFFSET_MS);
}
