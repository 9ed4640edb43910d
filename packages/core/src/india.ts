// Indian states and union territories, for the checkout's State select. Names as the
// Government of India writes them; states first, then union territories, each alphabetical.

/** The 28 states. */
export const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The 8 union territories. */
export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** A state or union territory, as INDIAN_STATES writes it. */
export type IndianState = (typeof STATES)[number] | (typeof UNION_TERRITORIES)[number];

/** Every value the State field offers: the 28 states, then the 8 union territories. */
export const INDIAN_STATES: readonly IndianState[] = [...STATES, ...UNION_TERRITORIES];

export function isIndianState(value: string): value is IndianState {
  return (INDIAN_STATES as readonly string[]).includes(value);
}

// ---- PIN codes and phones (decision 028) ----------------------------------------------------

/**
 * The names India Post's PIN-code directory (and older lists) give a state or union territory
 * that are not written as INDIAN_STATES writes them, upper-cased. Anything else is matched on
 * its upper-cased name ("KARNATAKA" → "Karnataka").
 */
const POSTAL_STATE_ALIASES: Record<string, string> = {
  ORISSA: 'Odisha',
  PONDICHERRY: 'Puducherry',
  'NCT OF DELHI': 'Delhi',
  'NEW DELHI': 'Delhi',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'ANDAMAN AND NICOBAR': 'Andaman and Nicobar Islands',
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  UTTARANCHAL: 'Uttarakhand',
  CHATTISGARH: 'Chhattisgarh',
};

const STATE_BY_UPPER_NAME = new Map(INDIAN_STATES.map((name) => [name.toUpperCase(), name]));

/** A postal directory's state name as the State field offers it, or null when it is none of them. */
export function stateFromPostalName(name: string): string | null {
  const upper = name.trim().replace(/\s+/g, ' ').toUpperCase();
  return STATE_BY_UPPER_NAME.get(upper) ?? POSTAL_STATE_ALIASES[upper] ?? null;
}

/** SPEC §5's format: six digits. India's PIN codes never start with 0. */
export const PIN_FORMAT = /^\d{6}$/;

/**
 * A phone number as people write it → its 10 digits: "+91 98765 43210", "+91-98765-43210",
 * "098765 43210", "98765-43210" all give "9876543210". Anything else comes back without its
 * spaces and separators, for the phone rule to refuse.
 */
export function normalizeIndianPhone(value: string): string {
  const digits = value.replace(/[\s\-.()]/g, '');
  if (/^\+91\d{10}$/.test(digits)) return digits.slice(3);
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/** An Indian mobile number: 10 digits, the first 6–9. */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
