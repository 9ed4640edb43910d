// Carbon tracker test data written from SPEC §4 (not from the code under test), shared by the
// server's API tests and the web app's page tests.
import type { CarbonSummary } from '../types.ts';

/**
 * SPEC’s documented activity (100 km by petrol car, 17 kg CO2e by core's factors) as a carbon
 * entry records it: the fields the server test expects back and the web test's fake entry share.
 */
export const CAR_TRIP_100_KM = {
  source: 'activity',
  category: 'transport',
  activity: 'car',
  description: 'Car (petrol)',
  quantity: 100,
  unit: 'km',
} as const;

/** The demo account's carbon summary as SPEC §4 gives it. */
export const DEMO_CARBON_SUMMARY: CarbonSummary = {
  totalEmissions: 847.5,
  monthlyEmissions: 234.2,
  shoppingEmissions: 45.8,
  savedEmissions: 123.4,
  ecoProductsPurchased: 12,
  carbonGoal: 1000,
  reversed: { emitted: 0, saved: 0, lines: 0 },
};
