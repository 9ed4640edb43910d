/**
 * SPEC's documented activity (100 km by petrol car, 17 kg CO2e by core's factors) as a carbon
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
