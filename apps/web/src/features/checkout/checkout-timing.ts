import { CHECKOUT_ERROR_DELAY_MS } from '@harit/core/orders';

declare global {
  interface Window {
    /** Development and tests only: replaces the checkout's error delay (milliseconds). */
    __HARIT_CHECKOUT_DELAY_MS__?: number;
  }
}

/** A test's override of the simulated delays; ignored in a production build. */
function override(): number | undefined {
  if (import.meta.env.PROD || typeof window === 'undefined') return undefined;
  const value = window.__HARIT_CHECKOUT_DELAY_MS__;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** SPEC §9: an error is shown after 1 s. */
export function errorDelay(): number {
  return override() ?? CHECKOUT_ERROR_DELAY_MS;
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
