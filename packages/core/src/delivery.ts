// Delivery estimate by PIN zone (decision 029): the one table the product page, the
// checkout and the /shipping policy page read. The zone comes from where the PIN code really
// is — its district and state from India Post's directory, which only the server holds
// (decision 028) — and from the seller's state, so the server computes the estimate and the
// browser shows it. Days are calendar days counted from the IST date the order is placed.
import { IST_OFFSET_MS } from './ist-date.ts';

export type DeliveryZone = 'metro' | 'rest-of-state' | 'rest-of-india' | 'north-east-and-islands';

export interface DeliveryZoneRow {
  /** How a zone is named to a shopper. */
  label: string;
  /** Where it is, for the policy page. */
  examples: string;
  minDays: number;
  maxDays: number;
}

/** The table, fastest zone first. */
export const DELIVERY_ZONES: Record<DeliveryZone, DeliveryZoneRow> = {
  metro: {
    label: 'metro city',
    examples: 'Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad',
    minDays: 2,
    maxDays: 3,
  },
  'rest-of-state': {
    label: 'rest of our state',
    examples: 'Other PIN codes in the state we ship from',
    minDays: 3,
    maxDays: 5,
  },
  'rest-of-india': {
    label: 'rest of India',
    examples: 'Other cities, towns and most rural PIN codes',
    minDays: 4,
    maxDays: 7,
  },
  'north-east-and-islands': {
    label: 'north-east, Jammu & Kashmir, Ladakh and islands',
    examples:
      'Assam, Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland, Tripura, Sikkim, Jammu and Kashmir, Ladakh, Andaman and Nicobar Islands, Lakshadweep',
    minDays: 7,
    maxDays: 10,
  },
};

/** The zones in the order the policy page lists them. */
export const DELIVERY_ZONE_ORDER: readonly DeliveryZone[] = [
  'metro',
  'rest-of-state',
  'rest-of-india',
  'north-east-and-islands',
];

/**
 * The metro cities by India Post's district names (as the PIN directory spells them), per
 * state; an empty list means the whole state or territory (Delhi).
 */
const METRO_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Delhi: [],
  Maharashtra: ['Mumbai', 'Mumbai Suburban', 'Pune'],
  Karnataka: ['Bengaluru Urban'],
  'Tamil Nadu': ['Chennai'],
  'West Bengal': ['Kolkata'],
  Telangana: ['Hyderabad'],
  Gujarat: ['Ahmadabad', 'Ahmedabad'],
};

/**
 * The north-east, Sikkim and the islands, and — decision 029 — Jammu and Kashmir and Ladakh,
 * which couriers serve as slowly (few flights, winter roads).
 */
export const NORTH_EAST_AND_ISLANDS: readonly string[] = [
  'Assam',
  'Arunachal Pradesh',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Jammu and Kashmir',
  'Ladakh',
];

/** Where a PIN code is: its district and state. */
export interface DeliveryPlace {
  district: string;
  state: string;
}

/**
 * The zone of a place, for a seller in `sellerState`. A metro city first (Bengaluru is a metro
 * even for a Karnataka seller), then the seller's own state (a seller in Assam reaches Assam
 * sooner than Kerala), then the north-east and islands, then the rest of India.
 */
export function deliveryZone(place: DeliveryPlace, sellerState: string): DeliveryZone {
  const metro = METRO_DISTRICTS[place.state];
  if (metro && (metro.length === 0 || metro.includes(place.district))) return 'metro';
  if (place.state === sellerState) return 'rest-of-state';
  if (NORTH_EAST_AND_ISLANDS.includes(place.state)) return 'north-east-and-islands';
  return 'rest-of-india';
}

/** What the API answers: the zone, its days and the IST days as instants (ISO 8601). */
export interface DeliveryEstimate {
  zone: DeliveryZone;
  label: string;
  minDays: number;
  maxDays: number;
  /** Start of the IST day of the earliest delivery. */
  earliest: string;
  /** Start of the IST day of the latest delivery. */
  latest: string;
}

/** When an order placed at `placedAt` reaches this place from a seller in `sellerState`. */
export function deliveryEstimate(
  place: DeliveryPlace,
  sellerState: string,
  placedAt: Date,
): DeliveryEstimate {
  const zone = deliveryZone(place, sellerState);
  const { label, minDays, maxDays } = DELIVERY_ZONES[zone];
  return {
    zone,
    label,
    minDays,
    maxDays,
    earliest: istDayStart(placedAt, minDays).toISOString(),
    latest: istDayStart(placedAt, maxDays).toISOString(),
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
