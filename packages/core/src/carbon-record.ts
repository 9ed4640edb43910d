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
import { roundKg } from './carbon-figure.ts';
import {
  CARBON_FACTORS,
  CARBON_USES,
  type CarbonSource,
  type CarbonUse,
  FACTOR_KEYS,
  SOURCES,
  type SourceKey,
} from './product-carbon-factors.ts';
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
}) satisfies z.ZodType<CarbonSource>;

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
