// Emission factors for the activities a shopper logs in the carbon tracker
// (DESIGN.md §6.2). All figures are kg CO2e per unit; a negative factor is a saving.
// Every factor names its source; where a published Indian factor is not available for a
// consumer activity, the factor is derived from IPCC fuel factors and stated assumptions.
//
// Fuel combustion factors used in the derivations (IPCC 2006 Guidelines for National
// Greenhouse Gas Inventories, Vol. 2 ch. 1, default CO2 factors × net calorific values):
//   petrol 69.3 t CO2/TJ × 44.3 TJ/kt × 0.74 kg/l ≈ 2.27 kg CO2 per litre
//   diesel 74.1 t CO2/TJ × 43.0 TJ/kt × 0.84 kg/l ≈ 2.68 kg CO2 per litre
//   LPG    63.1 t CO2/TJ × 47.3 TJ/kt              ≈ 2.98 kg CO2 per kg

import { istDate, istDateTime } from './ist-date';

export const ACTIVITY_CATEGORIES = ['transport', 'home-energy', 'food', 'other'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_CATEGORY_LABELS: Record<ActivityCategory, string> = {
  transport: 'Transport',
  'home-energy': 'Home energy',
  food: 'Food',
  other: 'Other',
};

export interface ActivityFactor {
  category: ActivityCategory;
  label: string;
  /** What the quantity counts, singular ("km", "kWh", "meal", "kg CO2e"). */
  unit: string;
  unitPlural: string;
  /** kg CO2e per unit; negative = saved. */
  kgPerUnit: number;
  /** Largest quantity one entry accepts: a typo guard, not a judgement. */
  maxQuantity: number;
  source: string;
}

export const ACTIVITY_FACTORS = {
  // ---- Transport (per km; public transport per passenger-km) ----------------------------
  car: {
    category: 'transport',
    label: 'Car (petrol)',
    unit: 'km',
    unitPlural: 'km',
    // UK DEFRA/BEIS GHG conversion factors 2022, "Average car, petrol": 0.170 kg CO2e/km;
    // the same as 2.27 kg/l petrol at ~13.4 km/l, a typical real-world Indian petrol car.
    kgPerUnit: 0.17,
    maxQuantity: 10_000,
    source: 'DEFRA 2022 average petrol car (0.17 kg CO2e/km)',
  },
  'two-wheeler': {
    category: 'transport',
    label: 'Two-wheeler (petrol)',
    unit: 'km',
    unitPlural: 'km',
    // 2.27 kg CO2/l petrol (IPCC 2006) at ~50 km/l, the typical real-world mileage of a
    // 100–125 cc commuter motorcycle or scooter in India.
    kgPerUnit: 0.045,
    maxQuantity: 10_000,
    source: 'IPCC 2006 petrol factor at 50 km/l (0.045 kg CO2e/km)',
  },
  bus: {
    category: 'transport',
    label: 'Bus',
    unit: 'km',
    unitPlural: 'km',
    // Per passenger-km: 2.68 kg CO2/l diesel (IPCC 2006) at ~3.5 km/l for a state transport
    // diesel bus, shared by ~40 passengers on average.
    kgPerUnit: 0.019,
    maxQuantity: 10_000,
    source: 'IPCC 2006 diesel factor, 3.5 km/l, 40 passengers (0.019 kg CO2e/passenger-km)',
  },
  train: {
    category: 'transport',
    label: 'Train (Indian Railways)',
    unit: 'km',
    unitPlural: 'km',
    // Per passenger-km: India GHG Program (WRI India, CII, TERI), "India Specific Rail
    // Transport Emission Factors for Passenger Travel" v1.0 (2015), average Indian Railways
    // passenger travel ≈ 0.008 kg CO2/passenger-km.
    kgPerUnit: 0.008,
    maxQuantity: 10_000,
    source: 'India GHG Program 2015, Indian Railways passenger (0.008 kg CO2e/passenger-km)',
  },
  flight: {
    category: 'transport',
    label: 'Flight (domestic)',
    unit: 'km',
    unitPlural: 'km',
    // Per passenger-km: UK DESNZ GHG conversion factors 2024, domestic flight, average
    // passenger, without the radiative-forcing uplift (≈0.13; ≈0.25 with the 1.9× uplift).
    kgPerUnit: 0.13,
    maxQuantity: 20_000,
    source: 'DESNZ 2024 domestic flight, average passenger (0.13 kg CO2e/passenger-km)',
  },

  // ---- Home energy -----------------------------------------------------------------------
  electricity: {
    category: 'home-energy',
    label: 'Electricity from the grid',
    unit: 'kWh',
    unitPlural: 'kWh',
    // Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector,
    // Version 19.0 (December 2023): all-India weighted average emission rate including
    // renewables, FY 2022-23: 0.716 t CO2/MWh.
    kgPerUnit: 0.716,
    maxQuantity: 20_000,
    source: 'CEA CO2 Baseline Database v19.0, FY 2022-23 grid average (0.716 kg CO2/kWh)',
  },
  lpg: {
    category: 'home-energy',
    label: 'Cooking gas (LPG)',
    unit: 'kg',
    unitPlural: 'kg',
    // IPCC 2006: 63.1 t CO2/TJ × 47.3 TJ/kt = 2.98 kg CO2 per kg (a 14.2 kg cylinder ≈ 42 kg).
    kgPerUnit: 2.98,
    maxQuantity: 1_000,
    source: 'IPCC 2006 LPG factor (2.98 kg CO2 per kg)',
  },
  'solar-generation': {
    category: 'home-energy',
    label: 'Rooftop solar generated (saving)',
    unit: 'kWh',
    unitPlural: 'kWh',
    // Each kWh of own solar power displaces a kWh from the grid: the CEA grid factor, saved.
    kgPerUnit: -0.716,
    maxQuantity: 20_000,
    source: 'CEA CO2 Baseline Database v19.0 grid average, avoided (−0.716 kg CO2/kWh)',
  },

  // ---- Food (per meal: a 2,000 kcal day ÷ 3) ---------------------------------------------
  // Scarborough et al. (2014), "Dietary greenhouse gas emissions of meat-eaters,
  // fish-eaters, vegetarians and vegans in the UK", Climatic Change 125:179–192: kg CO2e per
  // 2,000 kcal day 7.19 (high meat), 5.63 (medium meat), 3.81 (vegetarian), 2.89 (vegan).
  'meal-high-meat': {
    category: 'food',
    label: 'Meal, meat-heavy',
    unit: 'meal',
    unitPlural: 'meals',
    kgPerUnit: 2.4,
    maxQuantity: 500,
    source: 'Scarborough et al. 2014, high-meat diet ÷ 3 meals (2.4 kg CO2e)',
  },
  'meal-mixed': {
    category: 'food',
    label: 'Meal, some meat or fish',
    unit: 'meal',
    unitPlural: 'meals',
    kgPerUnit: 1.9,
    maxQuantity: 500,
    source: 'Scarborough et al. 2014, medium-meat diet ÷ 3 meals (1.9 kg CO2e)',
  },
  'meal-vegetarian': {
    category: 'food',
    label: 'Meal, vegetarian',
    unit: 'meal',
    unitPlural: 'meals',
    kgPerUnit: 1.3,
    maxQuantity: 500,
    source: 'Scarborough et al. 2014, vegetarian diet ÷ 3 meals (1.3 kg CO2e)',
  },
  'meal-vegan': {
    category: 'food',
    label: 'Meal, vegan',
    unit: 'meal',
    unitPlural: 'meals',
    kgPerUnit: 1.0,
    maxQuantity: 500,
    source: 'Scarborough et al. 2014, vegan diet ÷ 3 meals (1.0 kg CO2e)',
  },

  // ---- Other: the shopper states the amount ----------------------------------------------
  'other-emission': {
    category: 'other',
    label: 'Other (enter kg CO2e)',
    unit: 'kg CO2e',
    unitPlural: 'kg CO2e',
    kgPerUnit: 1,
    maxQuantity: 10_000,
    source: 'Entered by you',
  },
} as const satisfies Record<string, ActivityFactor>;

export type ActivityKind = keyof typeof ACTIVITY_FACTORS;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_FACTORS) as [ActivityKind, ...ActivityKind[]];

export function activitiesIn(category: ActivityCategory): ActivityKind[] {
  return ACTIVITY_KINDS.filter((kind) => ACTIVITY_FACTORS[kind].category === category);
}

export function isActivityKind(value: string): value is ActivityKind {
  return Object.hasOwn(ACTIVITY_FACTORS, value);
}

/**
 * kg CO2e of one logged activity: quantity × factor, to the gram (3 decimals), so that
 * 100 km by car is exactly 17 kg. Negative = saved.
 */
export function activityKg(activity: ActivityKind, quantity: number): number {
  const kg = ACTIVITY_FACTORS[activity].kgPerUnit * quantity;
  return Math.round(kg * 1000) / 1000 || 0;
}

/** "100 km", "1 meal", "3 meals". */
export function formatActivityQuantity(activity: ActivityKind, quantity: number): string {
  const factor = ACTIVITY_FACTORS[activity];
  const unit = quantity === 1 ? factor.unit : factor.unitPlural;
  return `${Number(quantity.toFixed(2))} ${unit}`;
}

/** How far back an activity may be logged. */
export const ACTIVITY_MAX_AGE_DAYS = 5 * 365;
/** Clocks differ a little between a phone and the server. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When a logged activity happened. A calendar date is read in IST: today means now, an
 * earlier day means noon IST of that day. An ISO date-time (with Z or an offset) is taken
 * as is. Missing: now. Future dates and dates more than 5 years back are refused.
 */
export function activityInstant(
  occurredAt: string | undefined,
  now: Date,
): { instant: Date } | { error: string } {
  if (occurredAt === undefined || occurredAt === '') return { instant: now };
  let instant: Date;
  if (DATE_ONLY.test(occurredAt)) {
    const noon = istDateTime(occurredAt);
    if (Number.isNaN(noon.getTime()) || istDate(noon) !== occurredAt) {
      return { error: 'Date must be a real calendar date (YYYY-MM-DD)' };
    }
    const today = istDate(now);
    if (occurredAt > today) return { error: 'Date cannot be in the future' };
    instant = occurredAt === today ? now : noon;
  } else if (DATE_TIME.test(occurredAt)) {
    instant = new Date(occurredAt);
    if (Number.isNaN(instant.getTime())) return { error: 'Date must be a valid date and time' };
    if (instant.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      return { error: 'Date cannot be in the future' };
    }
  } else {
    return { error: 'Date must look like YYYY-MM-DD' };
  }
  if (now.getTime() - instant.getTime() > ACTIVITY_MAX_AGE_DAYS * 24 * 60 * 60 * 1000) {
    return { error: 'Date must be within the last 5 years' };
  }
  return { instant };
}
