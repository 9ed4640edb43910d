import type { DeliveryEstimate } from '@harit/core/delivery';
import { PIN_FORMAT } from '@harit/core/india';
import type { Language } from '@harit/core/language';
import type { PinCodeAnswer } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from './api-client';
import { formatIstDay } from './ist-format';
import { queryRoots } from './query-keys';

/**
 * Where a PIN code is (the server's copy of India Post's directory) and when an order
 * placed now arrives there (decision 029), or null if India Post does not know it.
 */
export async function lookupPinCode(
  pin: string,
  signal?: AbortSignal,
): Promise<PinCodeAnswer | null> {
  try {
    return await apiFetch<PinCodeAnswer>(`/pin-codes/${encodeURIComponent(pin)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type PinLookup =
  | { status: 'idle' }
  | { status: 'loading'; pin: string }
  | { status: 'found'; place: PinCodeAnswer }
  | { status: 'unknown'; pin: string }
  | { status: 'failed'; pin: string };

/**
 * Looks the PIN code up once it has 6 digits; what is known about it. No PIN starts with 0
 * (SPEC §5 only asks for 6 digits), so "000000" is unknown without asking.
 */
export function usePinLookup(pin: string): PinLookup {
  const [lookup, setLookup] = useState<PinLookup>({ status: 'idle' });
  const complete = PIN_FORMAT.test(pin) ? pin : null;
  useEffect(() => {
    if (!complete) {
      setLookup({ status: 'idle' });
      return;
    }
    if (complete.startsWith('0')) {
      setLookup({ status: 'unknown', pin: complete });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading', pin: complete });
    lookupPinCode(complete, controller.signal).then(
      (place) =>
        setLookup(place ? { status: 'found', place } : { status: 'unknown', pin: complete }),
      () => {
        if (!controller.signal.aborted) setLookup({ status: 'failed', pin: complete });
      },
    );
    return () => controller.abort();
  }, [complete]);
  return lookup;
}

/**
 * A PIN code's answer as a query: the product page's delivery check reads it, and a server
 * render of /product/…?pin=… fetches it first (decision 060: the check works without JavaScript).
 */
export const pinCodeQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: [...queryRoots.pinCodes, pin],
    queryFn: ({ signal }) => lookupPinCode(pin, signal),
    enabled: PIN_FORMAT.test(pin),
    staleTime: 5 * 60_000,
  });

/** usePinLookup's answer, from the query cache. */
export function usePinQuery(pin: string): PinLookup {
  const query = useQuery(pinCodeQueryOptions(pin));
  if (!PIN_FORMAT.test(pin)) return { status: 'idle' };
  if (query.isError) return { status: 'failed', pin };
  if (query.data === undefined) return { status: 'loading', pin };
  return query.data ? { status: 'found', place: query.data } : { status: 'unknown', pin };
}

/**
 * What the PIN code field says about the PIN and the chosen state; null when all is well. A
 * border PIN may be in either of its states (decision 062).
 */
export function pinMismatch(lookup: PinLookup, state: string): string | null {
  if (lookup.status === 'unknown') return 'We do not know this PIN code';
  if (lookup.status === 'found' && state && !lookup.place.states.includes(state)) {
    return `PIN code ${lookup.place.pin} is in ${lookup.place.state}, not ${state}`;
  }
  return null;
}

/** "Thu 26 Nov – Fri 27 Nov": the IST days the server's estimate spans, in the page's language. */
export function deliveryDays(delivery: DeliveryEstimate, language: Language = 'en'): string {
  return `${formatIstDay(delivery.earliest, language)} – ${formatIstDay(delivery.latest, language)}`;
}
