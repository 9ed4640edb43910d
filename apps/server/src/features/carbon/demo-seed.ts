// The demo account: on the embedded default (config.seedDemo), demo@harit.in with
// password greenliving exists, and its carbon tracker shows SPEC.md §4's demo figures for the
// current IST month — totalEmissions 847.5, monthlyEmissions 234.2, shoppingEmissions 45.8,
// savedEmissions 123.4, ecoProductsPurchased 12, carbonGoal 1000 — in any month.
//
// How: the generated entries are marked seed = 'demo'. On every start (and at each IST month
// boundary while running), one transaction deletes them, measures what the demo user's own
// entries (orders, logged activities) already contribute, and inserts this month's entries
// plus the eleven months before it (for the trend chart) so that the figures come out
// exactly. Amounts are planned in integer grams, so the sums are exact.
//
// Its short order history, placed before the rebuild measures it, is a workflow
// (src/workflows/demo-seed.ts, decision 063): its purchase entries are its own entries, which
// the rebuild measures like any other.
import { DEFAULT_CARBON_GOAL } from '@harit/core/carbon';
import { ACTIVITY_FACTORS, type ActivityKind, activityKg } from '@harit/core/carbon-factors';
import { carbonFigure } from '@harit/core/carbon-figure';
import { istDateTime, istMonth, istMonthStart } from '@harit/core/ist-date';
import type { CarbonSummary } from '@harit/core/types';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CarbonEntriesTable } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Auth } from '../../plugins/identity/auth.ts';
import { ensureAccount } from '../../plugins/identity/seed-account.ts';
import type { CarbonNeighbours } from './neighbours.ts';
import { createCarbonRepository } from './repository.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@harit.in',
  password: 'greenliving',
  name: 'Harit Demo',
} as const;

/** SPEC §4: what the tracker shows for the demo account. */
export const DEMO_FIGURES: CarbonSummary = {
  totalEmissions: 847.5,
  monthlyEmissions: 234.2,
  shoppingEmissions: 45.8,
  savedEmissions: 123.4,
  ecoProductsPurchased: 12,
  carbonGoal: DEFAULT_CARBON_GOAL,
  reversed: { emitted: 0, saved: 0, lines: 0 },
};

type Entry = Insertable<CarbonEntriesTable>;
type Figures = Awaited<ReturnType<CarbonNeighbours['productFiguresByName']>>;
const grams = (kg: number) => Math.round(kg * 1000);

/** This month's eco-friendly purchases: 12 units, each at its product's carbon record figure. */
const ECO_PURCHASES: readonly [string, number][] = [
  ['Bamboo Toothbrush (Pack of 4)', 3],
  ['Organic Basmati Rice 5kg', 2],
  ['Solar Study Lamp', 1],
  ['Hemp Tote Bag', 2],
  ['Recycled Paper Notebook Set', 4],
];
/**
 * Other purchases: products whose record adds (decision 069); what they leave is one "elsewhere"
 * entry.
 */
const PURCHASES: readonly [string, number][] = [
  ['Compostable Garbage Bags (Roll of 30)', 2],
  ['Glass Storage Jar Set with Bamboo Lids', 1],
];
const THIS_MONTH_ACTIVITIES: readonly [ActivityKind, number][] = [
  ['car', 300],
  ['bus', 120],
  ['electricity', 120],
  ['lpg', 14.2],
  ['meal-vegetarian', 20],
];
const EARLIER_ACTIVITIES: readonly [ActivityKind, number][] = [
  ['electricity', 55],
  ['car', 60],
  ['train', 450],
  ['meal-mixed', 4],
];
/** Share of the earlier months' emissions, oldest first (the eleven months before this one). */
const HISTORY_WEIGHTS = [6, 7, 7, 8, 8, 9, 9, 10, 11, 12, 13];

interface Own {
  totalG: number;
  monthlyG: number;
  shoppingG: number;
  savedG: number;
  eco: number;
}

/** Creates the demo user through Better Auth unless it exists; returns its id. */
export function ensureDemoUser(db: Db, auth: Auth): Promise<string> {
  return ensureAccount(db, auth, DEMO_ACCOUNT);
}

/**
 * Rebuilds the demo user's generated carbon entries for the IST month of `now`, so that its
 * summary equals DEMO_FIGURES. Returns false when the user's own entries already exceed a
 * figure (it then comes as close as it can).
 */
export async function rebuildDemoCarbon(
  db: Db,
  neighbours: CarbonNeighbours,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    // Setting the goal locks the profile row: concurrent rebuilds (several instances) take turns.
    await neighbours.setCarbonGoal(trx, userId, DEMO_FIGURES.carbonGoal);
    await trx
      .deleteFrom('carbon_entries')
      .where('user_id', '=', userId)
      .where('seed', '=', 'demo')
      .execute();

    const ownEntries = await trx
      .selectFrom('carbon_entries')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    const own: Own = ownEntries
      ? await measureOwn(trx, neighbours, userId, now)
      : { totalG: 0, monthlyG: 0, shoppingG: 0, savedG: 0, eco: 0 };

    const target = {
      historyG: grams(DEMO_FIGURES.totalEmissions - DEMO_FIGURES.monthlyEmissions),
      shoppingG: grams(DEMO_FIGURES.shoppingEmissions),
      activityG: grams(DEMO_FIGURES.monthlyEmissions - DEMO_FIGURES.shoppingEmissions),
      savedG: grams(DEMO_FIGURES.savedEmissions),
      eco: DEMO_FIGURES.ecoProductsPurchased,
    };
    const need = {
      historyG: target.historyG - (own.totalG - own.monthlyG),
      shoppingG: target.shoppingG - own.shoppingG,
      activityG: target.activityG - (own.monthlyG - own.shoppingG),
      savedG: target.savedG - own.savedG,
      eco: target.eco - own.eco,
    };
    const exact = Object.values(need).every((v) => v >= 0);

    const productIds = await neighbours.productFiguresByName(
      trx,
      [...ECO_PURCHASES, ...PURCHASES].map(([name]) => name),
    );
    const entries: Entry[] = [
      ...thisMonth(userId, need, now, productIds),
      ...history(userId, Math.max(0, need.historyG), now),
    ];
    if (entries.length > 0) await trx.insertInto('carbon_entries').values(entries).execute();
    return exact;
  });
}

async function measureOwn(
  db: Db,
  neighbours: CarbonNeighbours,
  userId: string,
  now: Date,
): Promise<Own> {
  const s = await createCarbonRepository(db, neighbours).summaryExact(userId, now);
  return {
    totalG: grams(s.totalEmissions),
    monthlyG: grams(s.monthlyEmissions),
    shoppingG: grams(s.shoppingEmissions),
    savedG: grams(s.savedEmissions),
    eco: s.ecoProductsPurchased,
  };
}

function base(userId: string): Pick<Entry, 'user_id' | 'seed'> {
  return { user_id: userId, seed: 'demo' };
}

function activityEntry(userId: string, kind: ActivityKind, quantity: number): Entry {
  const factor = ACTIVITY_FACTORS[kind];
  return {
    ...base(userId),
    source: 'activity',
    category: factor.category,
    activity: kind,
    description: factor.label,
    quantity,
    unit: factor.unit,
    kg_co2e: activityKg(kind, quantity),
    eco_units: 0,
    occurred_at: new Date(0),
  };
}

function otherEntry(userId: string, kgGrams: number, description: string): Entry {
  return { ...activityEntry(userId, 'other-emission', kgGrams / 1000), description };
}

function purchaseEntry(userId: string, name: string, quantity: number, products: Figures): Entry {
  const kg = carbonFigure(products.get(name)?.carbonKgPerUnit ?? 0, quantity).netKg;
  return {
    ...base(userId),
    source: 'purchase',
    category: 'general',
    description: name,
    quantity,
    unit: 'item',
    kg_co2e: kg,
    eco_units: kg < 0 ? quantity : 0,
    product_id: products.get(name)?.id ?? null,
    occurred_at: new Date(0),
  };
}

/** Takes template entries in order while they fit in `budgetG`; returns them and what is left. */
function fill(budgetG: number, candidates: Entry[]): { entries: Entry[]; leftG: number } {
  const entries: Entry[] = [];
  let leftG = budgetG;
  for (const entry of candidates) {
    const g = grams(Math.abs(entry.kg_co2e));
    if (g <= leftG) {
      entries.push(entry);
      leftG -= g;
    }
  }
  return { entries, leftG };
}

function thisMonth(
  userId: string,
  need: { shoppingG: number; activityG: number; savedG: number; eco: number },
  now: Date,
  productIds: Figures,
): Entry[] {
  // Savings: eco products (each at its record's figure), the rest from rooftop solar.
  const savings: Entry[] = [];
  let units = Math.max(0, need.eco);
  let solarG = Math.max(0, need.savedG);
  for (const [name, quantity] of ECO_PURCHASES) {
    const perUnitG = grams(-(productIds.get(name)?.carbonKgPerUnit ?? 0));
    if (perUnitG <= 0) continue;
    const take = Math.min(quantity, units, Math.floor(solarG / perUnitG));
    if (take > 0) {
      const entry = purchaseEntry(userId, name, take, productIds);
      savings.push(entry);
      solarG -= grams(-entry.kg_co2e);
    }
    units -= take;
  }
  if (solarG > 0) {
    const solar = ACTIVITY_FACTORS['solar-generation'];
    const kWh = Math.round((solarG / 1000 / -solar.kgPerUnit) * 10) / 10;
    savings.push({ ...activityEntry(userId, 'solar-generation', kWh), kg_co2e: -solarG / 1000 });
  }

  // Shopping emissions: catalogue purchases, then one entry for shopping elsewhere.
  const shopping = fill(
    Math.max(0, need.shoppingG),
    PURCHASES.map(([name, quantity]) => purchaseEntry(userId, name, quantity, productIds)),
  );
  if (shopping.leftG > 0) {
    shopping.entries.push({
      ...base(userId),
      source: 'purchase',
      category: 'general',
      description: 'Electronics and clothing bought elsewhere',
      quantity: 1,
      unit: 'order',
      kg_co2e: shopping.leftG / 1000,
      eco_units: 0,
      occurred_at: new Date(0),
    });
  }

  // Everyday activities, and what they leave as one "other" entry.
  const activities = fill(
    Math.max(0, need.activityG),
    THIS_MONTH_ACTIVITIES.map(([kind, quantity]) => activityEntry(userId, kind, quantity)),
  );
  if (activities.leftG > 0) {
    activities.entries.push(otherEntry(userId, activities.leftG, 'Auto-rickshaw rides'));
  }

  // Interleaved, so the newest entries show savings, shopping and activities alike; spread
  // over the month so far: never in the future, always inside this IST month.
  const groups = [activities.entries, shopping.entries, savings];
  const entries: Entry[] = [];
  for (let i = 0; groups.some((g) => i < g.length); i++) {
    for (const group of groups) if (group[i]) entries.push(group[i]!);
  }
  const start = istMonthStart(now).getTime();
  const span = Math.max(0, now.getTime() - start);
  return entries.map((entry, i) => ({
    ...entry,
    occurred_at: new Date(start + Math.floor((span * (i + 1)) / (entries.length + 1))),
  }));
}

function history(userId: string, totalG: number, now: Date): Entry[] {
  const entries: Entry[] = [];
  const weightSum = HISTORY_WEIGHTS.reduce((a, b) => a + b, 0);
  let allocated = 0;
  HISTORY_WEIGHTS.forEach((weight, i) => {
    const last = i === HISTORY_WEIGHTS.length - 1;
    const monthG = last ? totalG - allocated : Math.floor((totalG * weight) / weightSum);
    allocated += monthG;
    const month = istMonth(istMonthStart(now, i - HISTORY_WEIGHTS.length));
    const emitted = fill(
      monthG,
      EARLIER_ACTIVITIES.map(([kind, quantity]) => activityEntry(userId, kind, quantity)),
    );
    const monthEntries = [...emitted.entries];
    if (emitted.leftG > 0) monthEntries.push(otherEntry(userId, emitted.leftG, 'Festival travel'));
    // Savings grow month by month: the chart shows a greener habit forming.
    monthEntries.push(activityEntry(userId, 'solar-generation', 20 + i * 8));
    monthEntries.forEach((entry, j) => {
      const day = String(Math.min(28, 3 + j * 5)).padStart(2, '0');
      entries.push({ ...entry, occurred_at: istDateTime(`${month}-${day}`) });
    });
  });
  return entries;
}

/**
 * Whether the demo user's tracker already shows DEMO_FIGURES for `now`'s IST month, to the
 * gram, with the demo goal: what a rebuild would make it show. All-time emissions count every
 * entry, so figures built for another month do not pass for this one's.
 */
export async function showsDemoFigures(
  db: Db,
  neighbours: CarbonNeighbours,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const shown = await createCarbonRepository(db, neighbours).summaryExact(userId, now);
  const inGrams = [
    'totalEmissions',
    'monthlyEmissions',
    'shoppingEmissions',
    'savedEmissions',
  ] as const;
  return (
    shown.carbonGoal === DEMO_FIGURES.carbonGoal &&
    shown.ecoProductsPurchased === DEMO_FIGURES.ecoProductsPurchased &&
    inGrams.every((figure) => grams(shown[figure]) === grams(DEMO_FIGURES[figure]))
  );
}

/** Longest delay setTimeout accepts (~24.8 days); longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs `refresh` just after each IST month boundary, so a server that stays up across months
 * still shows the demo figures. Returns a function that stops it.
 */
export function scheduleMonthlyRefresh(
  refresh: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const next = istMonthStart(new Date(), 1).getTime() + 1000;
    const wait = Math.min(MAX_TIMER_MS, Math.max(1000, next - Date.now()));
    timer = setTimeout(() => {
      if (Date.now() < next) return arm();
      refresh().catch(onError).finally(arm);
    }, wait);
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
