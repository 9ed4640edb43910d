// Minimal delivery estimate by PIN code (issue 14). Another branch writes the full version with
// the same signature; this one only keeps the product page compiling until the two meet.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from order to delivery by the PIN code's first digit (its postal region). */
const ZONES: Record<string, { zone: string; minDays: number; maxDays: number }> = {
  '1': { zone: 'North India', minDays: 3, maxDays: 5 },
  '2': { zone: 'North India', minDays: 3, maxDays: 5 },
  '3': { zone: 'West India', minDays: 3, maxDays: 5 },
  '4': { zone: 'West and Central India', minDays: 2, maxDays: 4 },
  '5': { zone: 'South India', minDays: 2, maxDays: 4 },
  '6': { zone: 'South India', minDays: 2, maxDays: 4 },
  '7': { zone: 'East and North-East India', minDays: 4, maxDays: 7 },
  '8': { zone: 'East India', minDays: 4, maxDays: 6 },
  '9': { zone: 'Army and field post', minDays: 6, maxDays: 10 },
};

export interface DeliveryEstimate {
  zone: string;
  minDays: number;
  maxDays: number;
  earliest: Date;
  latest: Date;
}

/** When an order placed at `placedAt` reaches a 6-digit PIN code; throws for anything else. */
export function deliveryEstimate(pin: string, placedAt: Date): DeliveryEstimate {
  const row = /^[1-9]\d{5}$/.test(pin) ? ZONES[pin[0] as string] : undefined;
  if (!row) throw new RangeError('Enter a valid 6-digit PIN code.');
  return {
    ...row,
    earliest: new Date(placedAt.getTime() + row.minDays * DAY_MS),
    latest: new Date(placedAt.getTime() + row.maxDays * DAY_MS),
  };
}
