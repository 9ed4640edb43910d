// A product's carbon record (decision 069): one figure per product, kg CO2e per unit against the
// conventional product it replaces (negative saves), stored with the product and read by every
// place a shopper sees it. The record carries the figures it comes from, the method in words
// and its sources (named, with year). A record is either computed here from the factors below
// (materials by mass, energy by quantity, over a stated use) or entered by the merchant with
// its own source; a new product starts from SPEC §9's keyword estimate until someone sets one.
//
// Everything counted is what differs between the product and its alternative over the stated
// use: making both (cradle to gate) and the energy each uses. What is the same for both (the
// food itself, delivery to the shopper, washing) is left out of both sides.

import { checkoutPerUnit } from './carbon.ts';
import { singleLine, text } from './validation.ts';
import { z } from './zod.ts';

/** A named source with its year, as the product page and the API cite it. */
export const carbonSourceSchema = z.object({
  name: singleLine().trim().min(1, 'Source name is required.').max(200),
  year: z
    .number({ error: 'Source year must be a year.' })
    .int('Source year must be a year.')
    .min(1950, 'Source year must be a year.')
    .max(2100, 'Source year must be a year.'),
});
export type CarbonSource = z.infer<typeof carbonSourceSchema>;

export const SOURCES = {
  ice: {
    name: 'Inventory of Carbon and Energy (ICE) v3.0 (Circular Ecology and University of Bath, 2019), as tabled in CIBSE TM65, Embodied carbon in building services, Table 2.1',
    year: 2021,
  },
  cea: { name: 'CEA CO2 Baseline Database for the Indian Power Sector, v19.0', year: 2023 },
  ipcc: { name: 'IPCC 2006 Guidelines for National Greenhouse Gas Inventories', year: 2006 },
  ipccGwp: { name: 'IPCC Fifth Assessment Report, 100-year global warming potentials', year: 2014 },
  defra: { name: 'UK DEFRA/BEIS greenhouse gas conversion factors', year: 2022 },
  textileExchange: {
    name: 'Textile Exchange, Life Cycle Assessment of Organic Cotton Fiber',
    year: 2014,
  },
  hottle: {
    name: 'Hottle, Bilec and Landis, Sustainability assessments of bio-based polymers, Polymer Degradation and Stability 98',
    year: 2013,
  },
  keyword: { name: 'Harit keyword estimate from the product name (SPEC §9)', year: 2025 },
  estimate: {
    name: 'Harit estimate: a round figure not yet checked against a published table (decision 077)',
    year: 2026,
  },
} as const satisfies Record<string, CarbonSource>;

type SourceKey = keyof typeof SOURCES;

interface Factor {
  /** What it is, in English (a message of both catalogues: the product page names it). */
  label: string;
  unit: 'kg' | 'kWh' | 'l';
  /** kg CO2e per unit */
  kgCo2e: number;
  source: SourceKey;
}

/**
 * The factors a record may use. Materials: kg CO2e per kg made, cradle to gate, biogenic carbon
 * not counted; energy: per kWh, litre or kg used. Decision 069 lists how each is derived;
 * decision 077 records which were checked against a published table, and those that were not
 * cite 'estimate'.
 */
export const CARBON_FACTORS = {
  'stainless-steel': { label: 'Stainless steel', unit: 'kg', kgCo2e: 4.4, source: 'ice' },
  'cast-iron': { label: 'Cast iron', unit: 'kg', kgCo2e: 1.52, source: 'ice' },
  copper: { label: 'Copper', unit: 'kg', kgCo2e: 3.81, source: 'ice' },
  aluminium: { label: 'Aluminium', unit: 'kg', kgCo2e: 13.1, source: 'ice' },
  glass: { label: 'Glass', unit: 'kg', kgCo2e: 1.44, source: 'ice' },
  clay: { label: 'Fired clay', unit: 'kg', kgCo2e: 0.24, source: 'estimate' },
  wood: { label: 'Wood, bamboo or cane', unit: 'kg', kgCo2e: 0.3, source: 'estimate' },
  cork: { label: 'Cork', unit: 'kg', kgCo2e: 0.19, source: 'estimate' },
  'synthetic-rubber': {
    label: 'Silicone or synthetic rubber',
    unit: 'kg',
    kgCo2e: 2.85,
    source: 'ice',
  },
  'solar-panel': { label: 'Solar cells and panel', unit: 'kg', kgCo2e: 20, source: 'estimate' },
  electronics: { label: 'Electronics and battery', unit: 'kg', kgCo2e: 20, source: 'estimate' },
  pet: { label: 'PET plastic', unit: 'kg', kgCo2e: 4.03, source: 'defra' },
  polypropylene: { label: 'Polypropylene plastic', unit: 'kg', kgCo2e: 3.1, source: 'defra' },
  'plastic-film': { label: 'Plastic film', unit: 'kg', kgCo2e: 2.6, source: 'defra' },
  paper: { label: 'Paper', unit: 'kg', kgCo2e: 0.92, source: 'defra' },
  'recycled-paper': { label: 'Recycled paper', unit: 'kg', kgCo2e: 0.61, source: 'estimate' },
  textile: { label: 'Cotton or blended fabric', unit: 'kg', kgCo2e: 22.3, source: 'defra' },
  'plant-fibre': {
    label: 'Jute, hemp, grass or loofah',
    unit: 'kg',
    kgCo2e: 1.5,
    source: 'estimate',
  },
  'food-waste-landfill': {
    label: 'Food waste sent to landfill',
    unit: 'kg',
    kgCo2e: 0.7,
    source: 'defra',
  },
  'recycled-glass': { label: 'Recycled glass', unit: 'kg', kgCo2e: 1.08, source: 'estimate' },
  'recycled-pet': { label: 'Recycled PET plastic', unit: 'kg', kgCo2e: 1.9, source: 'estimate' },
  'starch-bioplastic': {
    label: 'Compostable starch bioplastic',
    unit: 'kg',
    kgCo2e: 3,
    source: 'hottle',
  },
  'food-waste-compost': {
    label: 'Food waste composted',
    unit: 'kg',
    kgCo2e: 0.0089,
    source: 'defra',
  },
  'paraffin-wax': { label: 'Paraffin wax burnt', unit: 'kg', kgCo2e: 2.95, source: 'ipcc' },
  'low-input-fibre-saving': {
    label: 'Fibre grown without synthetic fertiliser (saving)',
    unit: 'kg',
    kgCo2e: -0.83,
    source: 'textileExchange',
  },
  'synthetic-nitrogen': {
    label: 'Synthetic nitrogen fertiliser',
    unit: 'kg',
    kgCo2e: 4.2,
    source: 'ipcc',
  },
  grid: { label: 'Electricity from the grid', unit: 'kWh', kgCo2e: 0.716, source: 'cea' },
  kerosene: { label: 'Kerosene', unit: 'l', kgCo2e: 2.52, source: 'ipcc' },
  lpg: { label: 'Cooking gas (LPG)', unit: 'kg', kgCo2e: 2.98, source: 'ipcc' },
} as const satisfies Record<string, Factor>;

/** The published tables the factors come from, as "Name (year)": the FAQ lists them. */
export const CARBON_FACTOR_SOURCES: readonly string[] = [
  ...new Set<SourceKey>([...Object.values(CARBON_FACTORS).map((f) => f.source), 'ipccGwp']),
]
  .filter((key) => key !== 'estimate')
  .map((key) => `${SOURCES[key].name} (${SOURCES[key].year})`);

export type FactorKey = keyof typeof CARBON_FACTORS;
export const FACTOR_KEYS = Object.keys(CARBON_FACTORS) as [FactorKey, ...FactorKey[]];

/** The stated uses a record is worked out over (messages of both catalogues). */
export const CARBON_USES = {
  'year-daily': 'a year of daily use',
  'year-use': 'a year of use',
  'two-years': 'two years of use',
  'five-years': 'five years of use',
  'ten-years': 'ten years of use',
  'one-pack': 'using up one pack',
} as const;
export type CarbonUse = keyof typeof CARBON_USES;
const USE_KEYS = Object.keys(CARBON_USES) as [CarbonUse, ...CarbonUse[]];

const quantity = z
  .number({ error: 'Amount must be a number.' })
  .min(0, 'Amount must be 0 or more.')
  .max(100_000, 'Amount must be at most 100000.');

const amountSchema = z.object({ factor: z.enum(FACTOR_KEYS), quantity });
export type CarbonAmount = z.infer<typeof amountSchema>;

/** What a computed record is worked out from: the console edits these. */
export const carbonInputsSchema = z.object({
  use: z.enum(USE_KEYS),
  /** The main material in words; left out: the heaviest material it is made of. */
  material: singleLine().trim().min(1).max(120).optional(),
  /** One unit of the product: what it is made of (kg of each material). */
  made: z.array(amountSchema).max(8),
  /** Energy the product itself uses over the use. */
  running: z.array(amountSchema).max(4).default([]),
  alternative: z.object({
    /** What it replaces, in words ("single-use plastic bottles"). */
    name: singleLine().trim().min(1, 'Alternative is required.').max(120),
    /** The same in Hindi, stored beside it as a product's Hindi name is (decision 077). */
    nameHi: singleLine().trim().max(120).optional(),
    /** One of them: what it is made of. */
    made: z.array(amountSchema).max(8),
    /** How many of them the use takes. */
    count: quantity,
    /** Energy they use over the use. */
    running: z.array(amountSchema).max(4).default([]),
  }),
});
export type CarbonInputs = z.input<typeof carbonInputsSchema>;

const kg = z.number().min(-1_000_000).max(1_000_000);

/** The figures a record comes from, kg CO2e. */
const sideSchema = z.object({ perUnitKg: kg, overUseKg: kg });

/** A product's carbon record, as stored and as every product answer of the API carries it. */
export const productCarbonSchema = z.object({
  /** kg CO2e per unit bought against the alternative, one decimal; negative saves. */
  netKgPerUnit: kg,
  /** computed from factors, entered with its own source, or SPEC §9's starting estimate. */
  basis: z.enum(['computed', 'entered', 'keyword']),
  use: singleLine().max(120),
  /** The product's own footprint: making one, and making one plus its energy over the use. */
  footprint: sideSchema,
  /** The alternative's: one of them, and as many as the use takes with their energy. */
  alternative: sideSchema.extend({ name: singleLine().max(120), count: z.number() }),
  material: singleLine().max(120),
  method: text().max(2_000),
  sources: z.array(carbonSourceSchema).min(1).max(8),
  /** What a computed record was worked out from. */
  inputs: carbonInputsSchema.optional(),
});
export type ProductCarbon = z.infer<typeof productCarbonSchema>;

/** What the console sends: factors to compute from, or a figure with its own source. */
export const carbonRecordBody = z.discriminatedUnion('basis', [
  z.object({ basis: z.literal('computed'), inputs: carbonInputsSchema }).strict(),
  z
    .object({
      basis: z.literal('entered'),
      netKgPerUnit: z
        .number({ error: 'Figure must be a number.' })
        .min(-100_000, 'Figure must be at least -100000.')
        .max(100_000, 'Figure must be at most 100000.'),
      material: singleLine().trim().min(1, 'Main material is required.').max(120),
      method: text().trim().min(1, 'Say how the figure was worked out.').max(2_000),
      sources: z.array(carbonSourceSchema).min(1, 'Name at least one source.').max(8),
    })
    .strict(),
]);
export type CarbonRecordInput = z.input<typeof carbonRecordBody>;

function sum(amounts: readonly CarbonAmount[]): number {
  return amounts.reduce((total, a) => total + CARBON_FACTORS[a.factor].kgCo2e * a.quantity, 0);
}

/**
 * One decimal, halves away from zero on both sides (a saving of 10.55 and an increase of 10.55
 * both read 10.6), with a tolerance for binary fractions (1.54 − 12.09 is −10.549999…).
 */
export function roundKg(n: number): number {
  return (Math.sign(n) * Math.round(Math.abs(n) * 10 + 1e-9)) / 10 || 0;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100 || 0;
}

/** "0.75 kg of Stainless steel", "60 kWh of Electricity from the grid". */
function amountWords(a: CarbonAmount): string {
  const f = CARBON_FACTORS[a.factor];
  return `${Number(a.quantity.toFixed(3))} ${f.unit} of ${f.label.toLowerCase()}`;
}

/** The main material: the one that weighs most in the product's own making. */
function mainMaterial(made: readonly CarbonAmount[]): string {
  const heaviest = [...made]
    .filter((a) => CARBON_FACTORS[a.factor].unit === 'kg')
    .sort((a, b) => b.quantity - a.quantity)[0];
  return heaviest ? CARBON_FACTORS[heaviest.factor].label : 'Mixed materials';
}

/**
 * A record worked out from factors: the product's making and energy over the use against its
 * alternative's (as many as the use takes, and their energy). Net to one decimal, so an order of
 * n units counts exactly n × the figure shown.
 */
export function computeCarbonRecord(raw: CarbonInputs): ProductCarbon {
  const inputs = carbonInputsSchema.parse(raw);
  const made = sum(inputs.made);
  const own = made + sum(inputs.running);
  const altOne = sum(inputs.alternative.made);
  const alt = altOne * inputs.alternative.count + sum(inputs.alternative.running);
  const used = [
    ...inputs.made,
    ...inputs.running,
    ...inputs.alternative.made,
    ...inputs.alternative.running,
  ];
  const sourceKeys: SourceKey[] = [...new Set(used.map((a) => CARBON_FACTORS[a.factor].source))];
  if (used.some((a) => a.factor === 'synthetic-nitrogen')) sourceKeys.push('ipccGwp');
  const use = CARBON_USES[inputs.use];
  const parts = [
    `One unit is made of ${inputs.made.map(amountWords).join(', ') || 'materials counted the same as its alternative'}: ${round2(made)} kg CO2e to make.`,
    inputs.running.length > 0
      ? `Over ${use} it uses ${inputs.running.map(amountWords).join(', ')}: ${round2(own)} kg CO2e in all.`
      : '',
    `It replaces ${Number(inputs.alternative.count.toFixed(3))} × ${inputs.alternative.name} over ${use}` +
      (inputs.alternative.made.length > 0
        ? ` (each ${inputs.alternative.made.map(amountWords).join(', ')}: ${round2(altOne)} kg CO2e)`
        : '') +
      (inputs.alternative.running.length > 0
        ? `, with ${inputs.alternative.running.map(amountWords).join(', ')}`
        : '') +
      `: ${round2(alt)} kg CO2e.`,
    'Net = the product minus its alternative; what is the same for both is left out.',
  ];
  return {
    netKgPerUnit: roundKg(own - alt),
    basis: 'computed',
    use,
    footprint: { perUnitKg: round2(made), overUseKg: round2(own) },
    alternative: {
      name: inputs.alternative.name,
      count: inputs.alternative.count,
      perUnitKg: round2(altOne),
      overUseKg: round2(alt),
    },
    material: inputs.material ?? mainMaterial(inputs.made),
    method: parts.filter(Boolean).join(' '),
    sources: sourceKeys.map((key) => SOURCES[key]),
    inputs,
  };
}

/** A record entered by the merchant: the figure with its own method and source. */
export function enteredCarbonRecord(input: {
  netKgPerUnit: number;
  material: string;
  method: string;
  sources: CarbonSource[];
}): ProductCarbon {
  const net = roundKg(input.netKgPerUnit);
  return {
    netKgPerUnit: net,
    basis: 'entered',
    use: 'its life',
    footprint: { perUnitKg: Math.max(0, net), overUseKg: Math.max(0, net) },
    alternative: {
      name: 'a conventional alternative',
      count: 1,
      perUnitKg: 0,
      overUseKg: Math.max(0, -net),
    },
    material: input.material,
    method: input.method,
    sources: input.sources,
  };
}

/**
 * SPEC §9's checkout keyword estimate as a record: only the figure a new product starts from
 * (decision 069), until the merchant computes or enters one.
 */
export function keywordCarbonRecord(name: string): ProductCarbon {
  const net = checkoutPerUnit(name);
  return {
    netKgPerUnit: net,
    basis: 'keyword',
    use: 'its life',
    footprint: { perUnitKg: Math.max(0, net), overUseKg: Math.max(0, net) },
    alternative: {
      name: 'a conventional alternative',
      count: 1,
      perUnitKg: 0,
      overUseKg: Math.max(0, -net),
    },
    material: 'Mixed materials',
    method:
      "A starting estimate from words in the product's name (SPEC §9), until the merchant works out the product's own figure.",
    sources: [SOURCES.keyword],
  };
}

/** The record a console request asks for. */
export function carbonRecordFrom(input: CarbonRecordInput): ProductCarbon {
  return input.basis === 'computed'
    ? computeCarbonRecord(input.inputs)
    : enteredCarbonRecord(input);
}

// ---- One formatting rule (SPEC §2): the figure as a shopper reads it ------------------------

export type CarbonTone = 'saving' | 'increase' | 'neutral';

export interface CarbonFigure {
  /** kg CO2e, one decimal, negative saves (as the record has it, × quantity) */
  netKg: number;
  /** the amount shown: never negative */
  kg: number;
  tone: CarbonTone;
  /** SPEC §2: hidden when the absolute net is under 0.1 kg */
  hidden: boolean;
}

/** The figure for `units` of a product whose record says `netKgPerUnit` (negative saves). */
export function carbonFigure(netKgPerUnit: number, units = 1): CarbonFigure {
  const netKg = roundKg(netKgPerUnit * units);
  return {
    netKg,
    kg: Math.abs(netKg),
    tone: netKg < 0 ? 'saving' : netKg > 0 ? 'increase' : 'neutral',
    hidden: Math.abs(netKg) < 0.1,
  };
}

/** "7.3 kg CO2": one decimal, no sign (SPEC §2); the words around it say saves or adds. */
export function carbonAmount(kgAbs: number): string {
  return `${roundKg(Math.abs(kgAbs)).toFixed(1)} kg CO2`;
}

/** The English words of a figure: "Saves 7.3 kg CO2", "Adds 1.2 kg CO2", "0.0 kg CO2". */
export function carbonWords(netKg: number): string {
  const figure = carbonFigure(netKg);
  const amount = carbonAmount(figure.kg);
  if (figure.tone === 'saving') return `Saves ${amount}`;
  if (figure.tone === 'increase') return `Adds ${amount}`;
  return amount;
}

/** Kept in products.co2_saved_kg for "most CO2 saved" sorting: the saving per unit. */
export function co2SavedOf(record: Pick<ProductCarbon, 'netKgPerUnit'>): number {
  return -record.netKgPerUnit || 0;
}

/**
 * SPEC §9's Environmental Impact over lines whose figures come from their products' records:
 * per line, netKgPerUnit × quantity; a saving counts as savings (and its units as eco products),
 * an increase as emissions. Net = savings − emissions (positive: saved). One decimal.
 */
export function recordImpact(lines: readonly { netKgPerUnit: number; quantity: number }[]): {
  savings: number;
  emissions: number;
  ecoProducts: number;
  net: number;
} {
  let savings = 0;
  let emissions = 0;
  let ecoProducts = 0;
  for (const line of lines) {
    const kg = carbonFigure(line.netKgPerUnit, line.quantity).netKg;
    if (kg < 0) {
      savings += -kg;
      ecoProducts += line.quantity;
    } else emissions += kg;
  }
  return {
    savings: roundKg(savings),
    emissions: roundKg(emissions),
    ecoProducts,
    net: roundKg(savings - emissions),
  };
}
