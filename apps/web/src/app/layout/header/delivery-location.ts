import { useSyncExternalStore } from 'react';
import { msg } from '../../../lib/i18n';

// SPEC §2: two fixed sample addresses and Detect My Location; the choice is remembered in the
// browser. One small store so the desktop dropdown and the mobile menu always agree.

export interface DeliveryLocation {
  /** Short text for the header, e.g. "Home" or "12.97, 77.59". */
  label: string;
  /** The full address or how the location was found. */
  detail: string;
  /** An address of the shopper's address book: the checkout preselects it. */
  addressId?: string;
}

/** A sample address's parts, which the checkout fills in when it is chosen. */
export interface SampleAddress extends DeliveryLocation {
  parts: { address: string; city: string; state: string; zip: string };
}

export const SAMPLE_ADDRESSES: readonly SampleAddress[] = [
  {
    label: msg('Home'),
    detail: '14, 5th Block, Koramangala, Bengaluru 560095',
    parts: {
      address: '14, 5th Block, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560095',
    },
  },
  {
    label: msg('Office'),
    detail: 'Tower B, DLF Cyber City Phase 2, Gurugram 122002',
    parts: {
      address: 'Tower B, DLF Cyber City Phase 2',
      city: 'Gurugram',
      state: 'Haryana',
      zip: '122002',
    },
  },
];

/** The sample address the location is, if it is one (not a saved address that shares its label). */
export function sampleAddressOf(location: DeliveryLocation | null): SampleAddress | undefined {
  if (!location || location.addressId) return undefined;
  return SAMPLE_ADDRESSES.find((s) => s.label === location.label && s.detail === location.detail);
}

export const LOCATION_DENIED = msg('Location access denied');
export const GEOLOCATION_UNSUPPORTED = msg('Geolocation not supported');
export const LOCATION_STORAGE_KEY = 'harit:location';

interface LocationState {
  location: DeliveryLocation | null;
  /** Outcome of the last detection: the coordinates or one of the two error texts. */
  status: string | null;
  detecting: boolean;
}

function readStored(): DeliveryLocation | null {
  try {
    const raw = window.localStorage.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'label' in parsed &&
      'detail' in parsed &&
      typeof parsed.label === 'string' &&
      typeof parsed.detail === 'string'
    ) {
      const addressId =
        'addressId' in parsed && typeof parsed.addressId === 'string'
          ? parsed.addressId
          : undefined;
      return { label: parsed.label, detail: parsed.detail, ...(addressId ? { addressId } : {}) };
    }
  } catch {
    // Storage blocked or a value we did not write: start without a location.
  }
  return null;
}

/**
 * What a server-rendered page (decision 035) shows: the server cannot read the browser's
 * storage, so it renders no location, and hydration starts from the same (useSyncExternalStore's
 * server snapshot) before the stored one replaces it. React reads the store's own snapshot
 * after the hydration has been committed, so the first localStorage read (1–40 ms, decision 050)
 * is not in it.
 */
const NO_LOCATION: LocationState = { location: null, status: null, detecting: false };

let state: LocationState | null = null;
const listeners = new Set<() => void>();

function current(): LocationState {
  if (state) return state;
  const location = readStored();
  // Nothing stored: the server's snapshot itself, so React, comparing the two after hydrating,
  // finds nothing changed. A new object would re-render every part that reads the location at
  // once, in one task, and hydrate at once the parts under it not hydrated yet (decision 086).
  state = location ? { location, status: null, detecting: false } : NO_LOCATION;
  return state;
}

function update(next: Partial<LocationState>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

export function chooseLocation(chosen: DeliveryLocation) {
  const { label, detail, addressId } = chosen;
  const location: DeliveryLocation = { label, detail, ...(addressId ? { addressId } : {}) };
  try {
    window.localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Remembering is a convenience; the choice still applies for this visit.
  }
  update({ location, status: null });
}

/** "12.9716, 77.5946" → "12.97, 77.59" (SPEC §2: two decimals). */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
}

export function detectLocation() {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    update({ status: GEOLOCATION_UNSUPPORTED, detecting: false });
    return;
  }
  update({ detecting: true, status: null });
  geolocation.getCurrentPosition(
    ({ coords }) => {
      const text = formatCoordinates(coords.latitude, coords.longitude);
      chooseLocation({ label: text, detail: msg('Detected from your device') });
      update({ status: text, detecting: false });
    },
    // SPEC §2 names one failure text; a timeout or an unavailable position reads the same way.
    () => update({ status: LOCATION_DENIED, detecting: false }),
    { timeout: 10_000, maximumAge: 5 * 60_000 },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDeliveryLocation(): LocationState {
  return useSyncExternalStore(subscribe, current, () => NO_LOCATION);
}

/** For tests: forget the in-memory state so the next read starts from storage. */
export function resetDeliveryLocation() {
  state = null;
}
