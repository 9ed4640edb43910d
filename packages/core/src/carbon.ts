// Carbon rules from SPEC.md §9. All figures are kg CO2e.
//
// Keyword matching: case-insensitive, at the start of a word ("LED" matches "LED lamp" and
// "LEDs" but not "recycled"; "bag" matches "bags" but not "garbage"). When a name matches
// several keywords, the first row of the table wins, in the order SPEC §9 lists them
// (so "Solar LED Lights" counts as solar and "Recycled Plastic Mat" as recycled).
// See docs/decisions/002-carbon-keyword-precedence.md.

export interface Impact {
  savings: number;
  emissions: number;
}

interface KeywordRow extends Impact {
  keywords: readonly string[];
}

interface BadgeRow extends KeywordRow {
  material: string;
  benefit: string;
}

function wordStart(keyword: string): RegExp {
  return new RegExp(`(^|[^a-z0-9])${keyword.replace(/ /g, '\\s+')}`, 'i');
}

function firstMatch<T extends { keywords: readonly string[] }>(
  rows: readonly T[],
  name: string,
): T | undefined {
  return rows.find((row) => row.keywords.some((k) => wordStart(k).test(name)));
}

/**
 * SPEC §9 badge keyword table (savings / emissions, kg), with SPEC §3's material and benefit for
 * the per-product estimate the product page explains.
 */
export const BADGE_TABLE: readonly BadgeRow[] = [
  {
    keywords: ['bamboo'],
    savings: 2.1,
    emissions: 0.3,
    material: 'Bamboo',
    benefit: 'Fast-growing and biodegradable, replacing plastic or hardwood',
  },
  {
    keywords: ['organic', 'cotton'],
    savings: 1.8,
    emissions: 0.4,
    material: 'Organic cotton',
    benefit: 'Grown without synthetic fertilisers or pesticides',
  },
  {
    keywords: ['solar'],
    savings: 15.2,
    emissions: 2.1,
    material: 'Solar power',
    benefit: 'Runs on sunlight instead of grid electricity or batteries',
  },
  {
    keywords: ['hemp'],
    savings: 3.5,
    emissions: 0.8,
    material: 'Hemp',
    benefit: 'Needs little water and no pesticides to grow',
  },
  {
    keywords: ['cork'],
    savings: 4.2,
    emissions: 0.9,
    material: 'Cork',
    benefit: 'Harvested from bark without felling the tree',
  },
  {
    keywords: ['recycled'],
    savings: 1.2,
    emissions: 0.2,
    material: 'Recycled material',
    benefit: 'Made from waste instead of new raw material',
  },
  {
    keywords: ['reusable', 'water bottle'],
    savings: 8.5,
    emissions: 1.2,
    material: 'Reusable design',
    benefit: 'Replaces many single-use items over its life',
  },
  {
    keywords: ['led'],
    savings: 12,
    emissions: 1.5,
    material: 'LED lighting',
    benefit: 'Uses far less electricity than incandescent bulbs',
  },
  {
    keywords: ['plastic'],
    savings: 0,
    emissions: 2.8,
    material: 'Plastic',
    benefit: 'No saving: made from fossil fuels',
  },
  {
    keywords: ['synthetic'],
    savings: 0,
    emissions: 5.2,
    material: 'Synthetic material',
    benefit: 'No saving: made from fossil fuels',
  },
  {
    keywords: ['eco', 'green', 'sustainable'],
    savings: 2,
    emissions: 0.5,
    material: 'Eco-friendly materials',
    benefit: 'Made with lower-impact materials than the usual alternative',
  },
];
export const BADGE_DEFAULT: Impact = { savings: 0.5, emissions: 1 };

/** What SPEC §3 says a product's estimate holds when no keyword names its material. */
export const DEFAULT_MATERIAL = {
  material: 'Mixed materials',
  benefit: 'A small saving over a conventional alternative',
} as const;

/**
 * SPEC §9 tooltip table: bamboo, solar, organic, default 1 / 0.5. SPEC does not give the
 * values for bamboo, solar and organic, so they reuse the badge table's rows.
 */
export const TOOLTIP_TABLE: readonly KeywordRow[] = [
  { keywords: ['bamboo'], savings: 2.1, emissions: 0.3 },
  { keywords: ['solar'], savings: 15.2, emissions: 2.1 },
  { keywords: ['organic'], savings: 1.8, emissions: 0.4 },
];
export const TOOLTIP_DEFAULT: Impact = { savings: 1, emissions: 0.5 };

/** Below this absolute net (kg), the badge is hidden (SPEC §2, §9). */
export const BADGE_HIDE_BELOW = 0.1;

export type BadgeTone = 'saving' | 'increase' | 'neutral';

export interface Badge extends Impact {
  net: number;
  tone: BadgeTone;
  hidden: boolean;
}

/** A badge for given savings and emissions: tone by the sign of net, hidden when |net| < 0.1. */
export function badgeOf(impact: Impact): Badge {
  const net = round1(impact.savings - impact.emissions);
  const tone: BadgeTone = net > 0 ? 'saving' : net < 0 ? 'increase' : 'neutral';
  return { ...impact, net, tone, hidden: Math.abs(net) < BADGE_HIDE_BELOW };
}

/** The product card's badge: net = savings − emissions, by the name's keyword. */
export function productBadge(name: string): Badge {
  const row = firstMatch(BADGE_TABLE, name);
  return badgeOf(row ? { savings: row.savings, emissions: row.emissions } : BADGE_DEFAULT);
}

/** SPEC §3 carbon estimate per product: the badge's figures with the material and its benefit. */
export interface ProductCarbonEstimate extends Badge {
  material: string;
  benefit: string;
}

/** SPEC §3 / §9: the badge row the name matches (the first in table order), or the default. */
export function productCarbonEstimate(name: string): ProductCarbonEstimate {
  const row = firstMatch(BADGE_TABLE, name);
  if (!row) return { ...badgeOf(BADGE_DEFAULT), ...DEFAULT_MATERIAL };
  return {
    ...badgeOf({ savings: row.savings, emissions: row.emissions }),
    material: row.material,
    benefit: row.benefit,
  };
}

/** The tooltip variant's figures (SPEC §2 "A tooltip variant exists"). */
export function tooltipImpact(name: string): Badge {
  const row = firstMatch(TOOLTIP_TABLE, name);
  return badgeOf(row ? { savings: row.savings, emissions: row.emissions } : TOOLTIP_DEFAULT);
}

/**
 * The name a product's carbon figures are read from (SPEC §9 matches English words): its
 * English name when the catalogue answered in Hindi.
 */
export function carbonName(product: { name: string; englishName?: string }): string {
  return product.englishName ?? product.name;
}

/** "12.3 kg CO2": one decimal (SPEC §2). */
export function formatKg(kg: number): string {
  return `${round1(kg).toFixed(1)} kg CO2`;
}

export function round1(n: number): number {
  // Add epsilon so that 0.05-style halves round away from zero as a person expects.
  return Math.round((n + Math.sign(n) * Number.EPSILON) * 10) / 10;
}

/** SPEC §9 checkout per-unit estimate (kg CO2e; negative = saved). */
const CHECKOUT_TABLE: readonly { keywords: readonly string[]; perUnit: number }[] = [
  { keywords: ['bamboo', 'organic', 'solar', 'hemp', 'cork', 'recycled'], perUnit: -2.5 },
  { keywords: ['cotton', 'bag'], perUnit: 1.2 },
  { keywords: ['charger', 'electronic'], perUnit: 3.5 },
  { keywords: ['bottle', 'container'], perUnit: 0.8 },
];
export const CHECKOUT_DEFAULT_PER_UNIT = 1;

export function checkoutPerUnit(name: string): number {
  return firstMatch(CHECKOUT_TABLE, name)?.perUnit ?? CHECKOUT_DEFAULT_PER_UNIT;
}

/** A product counts as eco-friendly when its checkout estimate is a saving. */
export function isEcoFriendly(name: string): boolean {
  return checkoutPerUnit(name) < 0;
}

export interface EnvironmentalImpact {
  savings: number;
  emissions: number;
  ecoProducts: number;
  net: number;
}

/**
 * SPEC §9: per item, per-unit × quantity; a negative result counts as savings (and its
 * quantity as eco products), a positive one as emissions. Net = savings − emissions. One decimal.
 */
export function environmentalImpact(
  items: readonly { name: string; quantity: number }[],
): EnvironmentalImpact {
  let savings = 0;
  let emissions = 0;
  let ecoProducts = 0;
  for (const item of items) {
    const kg = checkoutPerUnit(item.name) * item.quantity;
    if (kg < 0) {
      savings += -kg;
      ecoProducts += item.quantity;
    } else {
      emissions += kg;
    }
  }
  return {
    savings: round1(savings),
    emissions: round1(emissions),
    ecoProducts,
    net: round1(savings - emissions),
  };
}

/** SPEC §9: default monthly carbon goal. */
export const DEFAULT_CARBON_GOAL = 1000;

export type GoalColour = 'green' | 'yellow' | 'red';

export interface GoalProgress {
  percent: number;
  width: number;
  colour: GoalColour;
  /** kg left under the goal (≥ 0) */
  under: number;
  /** kg over the goal (≥ 0) */
  over: number;
}

/** SPEC §4: green below 50 % of the goal, yellow below 80 %, red otherwise; width clamped 0–100. */
export function goalProgress(monthlyEmissions: number, goal: number): GoalProgress {
  const percent = goal > 0 ? (monthlyEmissions / goal) * 100 : 100;
  const colour: GoalColour = percent < 50 ? 'green' : percent < 80 ? 'yellow' : 'red';
  return {
    percent,
    width: Math.min(100, Math.max(0, percent)),
    colour,
    under: round1(Math.max(0, goal - monthlyEmissions)),
    over: round1(Math.max(0, monthlyEmissions - goal)),
  };
}
