// The factors a product's carbon record (carbon-record.ts, decision 069) may use, their sources
// and the stated uses: plain data, apart from the record's schemas, so a page that names a factor
// (the product page's carbon label) does not build them.

/** A named source with its year, as the product page and the API cite it. */
export interface CarbonSource {
  name: string;
  year: number;
}

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

export type SourceKey = keyof typeof SOURCES;

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
