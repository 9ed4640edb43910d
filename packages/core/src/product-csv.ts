// The catalogue as a CSV file (decision 075): one product a line, read back by slug. Each line
// of an import becomes the body the product form sends and is held to the same schema
// (productCreateBody: the MRP rule, HSN, lengths, slug), so a file can hold nothing the form
// would refuse. Pure: the server reads the products and categories, this says what changes.

import { type AdminProduct, type ProductCreateInput, productCreateBody } from './catalog-admin.ts';
import { readCsv, toCsv } from './csv.ts';
import { paiseFromRupeesText, rupeesTextFromPaise } from './money.ts';
import { z } from './zod.ts';

/** The columns, in the order an export writes them; an import takes any order and any subset. */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'price',
  'mrp',
  'stock',
  'hsn',
  'gst_rate',
  'uqc',
  'category',
  'featured',
  'archived',
  'image',
  'description',
  'name_hi',
  'description_hi',
  'sku',
  'weight_grams',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Most product lines one import may hold (a catalogue of hundreds, with room to spare). */
export const MAX_IMPORT_LINES = 5_000;
/** Largest import file: 2 MB. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The picture a product made by an import shows until one is uploaded. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** The form's field → its column, for naming the column a schema message is about. */
const COLUMN_OF: Record<string, ProductCsvColumn> = {
  slug: 'slug',
  name: 'name',
  pricePaise: 'price',
  mrpPaise: 'mrp',
  stock: 'stock',
  hsnCode: 'hsn',
  gstRate: 'gst_rate',
  uqc: 'uqc',
  categoryId: 'category',
  featured: 'featured',
  image: 'image',
  description: 'description',
  nameHi: 'name_hi',
  descriptionHi: 'description_hi',
  sku: 'sku',
  weightGrams: 'weight_grams',
};

/** The messages of this file (the server has them in its catalogue, in English and Hindi). */
export const PRODUCT_CSV_MESSAGES = {
  empty: 'The file is empty: the first line must name the columns, e.g. slug,name,price.',
  unknownColumn: 'Unknown column "{column}". The columns are: {columns}.',
  repeatedColumn: 'The column "{column}" is named twice.',
  noSlug: 'The first line must name a slug column: each product is found by its slug.',
  tooMany: 'A file may hold at most {max} products; split it into smaller files.',
  cellCount: 'This line has {found} fields; the first line names {expected}.',
  unclosedQuote: 'A quoted field is never closed (a " is missing).',
  textAfterQuote: 'A quoted field must end at a comma or the end of the line.',
  price: 'Price must be an amount in rupees, e.g. 499 or 499.50.',
  mrp: 'MRP must be an amount in rupees, or left empty.',
  yesNo: '{column} must be yes or no.',
  category: 'There is no category with the slug "{category}".',
  repeatedSlug: 'The slug "{slug}" is on line {first} already.',
  repeatedSku: 'The SKU "{sku}" is on line {first} already.',
  takenSku: 'The SKU "{sku}" is already used by the product "{slug}".',
} as const;

export interface ImportProblem {
  line: number;
  /** the column it is about; null for the whole line or file */
  column: ProductCsvColumn | null;
  /** an English message: one of PRODUCT_CSV_MESSAGES, or core's schema message */
  message: string;
  values?: Record<string, string | number>;
}

/** What one line does to the product with its slug. */
export interface ImportChange {
  line: number;
  slug: string;
  /** the product as it is now; undefined: the line creates it */
  existing: AdminProduct | undefined;
  /** the whole product as the line leaves it (the form's body, with stock) */
  product: z.output<typeof productCreateBody> & { slug: string };
  archived: boolean;
  /** the columns whose values change (every given column for a new product) */
  changed: ProductCsvColumn[];
}

export interface ImportPlan {
  /** product lines read (the header and empty lines not counted) */
  lines: number;
  changes: ImportChange[];
  unchanged: number;
  problems: ImportProblem[];
}

/** The catalogue's products → the text of products.csv. */
export function productsCsv(
  products: readonly AdminProduct[],
  categorySlugOf: (id: string) => string,
): string {
  const rows = products.map((p) => {
    const cell: Record<ProductCsvColumn, string> = {
      slug: p.slug,
      name: p.name,
      price: rupeesTextFromPaise(p.pricePaise),
      mrp: rupeesTextFromPaise(p.mrpPaise),
      stock: String(p.stock),
      hsn: p.hsnCode ?? '',
      gst_rate: String(p.gstRate),
      uqc: p.uqc,
      category: p.categoryId ? categorySlugOf(p.categoryId) : '',
      featured: p.featured ? 'yes' : 'no',
      archived: p.archived ? 'yes' : 'no',
      image: p.image,
      description: p.description,
      name_hi: p.nameHi,
      description_hi: p.descriptionHi,
      sku: p.sku ?? '',
      weight_grams: p.weightGrams === null ? '' : String(p.weightGrams),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => cell[column]);
  });
  return toCsv([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

function yesNo(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['no', 'n', 'false', '0', ''].includes(value)) return false;
  return undefined;
}

/** The product's fields as the form's body (what a line's cells are laid over). */
function bodyOf(p: AdminProduct): ProductCreateInput & { slug: string } {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    nameHi: p.nameHi,
    descriptionHi: p.descriptionHi,
    categoryId: p.categoryId,
    pricePaise: p.pricePaise,
    mrpPaise: p.mrpPaise,
    stock: p.stock,
    featured: p.featured,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    uqc: p.uqc,
    image: p.image,
    sku: p.sku,
    weightGrams: p.weightGrams,
  };
}

/** Whether a column's value differs between the product as it is and as the line leaves it. */
function differs(
  column: ProductCsvColumn,
  before: ProductCreateInput,
  after: ProductCreateInput,
): boolean {
  const field = Object.entries(COLUMN_OF).find(([, c]) => c === column)?.[0];
  if (!field) return false;
  const a = (before as Record<string, unknown>)[field] ?? null;
  const b = (after as Record<string, unknown>)[field] ?? null;
  return (a === '' ? null : a) !== (b === '' ? null : b);
}

/**
 * What an import file would do: for each line, the product it creates or changes, or the
 * problems that keep it from doing so, each with its line number. A line not changing anything
 * is counted as unchanged. Nothing may be applied while there is any problem (the caller's rule).
 */
export function planProductImport(
  text: string,
  products: ReadonlyMap<string, AdminProduct>,
  categoryIdOf: (slug: string) => string | undefined,
): ImportPlan {
  const plan: ImportPlan = { lines: 0, changes: [], unchanged: 0, problems: [] };
  const problem = (p: ImportProblem) => plan.problems.push(p);
  const reading = readCsv(text);
  if (!reading.ok) {
    problem({
      line: reading.line,
      column: null,
      message:
        reading.problem === 'unclosed-quote'
          ? PRODUCT_CSV_MESSAGES.unclosedQuote
          : PRODUCT_CSV_MESSAGES.textAfterQuote,
    });
    return plan;
  }
  const [header, ...records] = reading.records;
  if (!header) {
    problem({ line: 1, column: null, message: PRODUCT_CSV_MESSAGES.empty });
    return plan;
  }
  const columns: ProductCsvColumn[] = [];
  for (const raw of header.cells) {
    const name = raw.trim().toLowerCase();
    const column = PRODUCT_CSV_COLUMNS.find((c) => c === name);
    if (!column) {
      problem({
        line: header.line,
        column: null,
        message: PRODUCT_CSV_MESSAGES.unknownColumn,
        values: { column: raw.trim(), columns: PRODUCT_CSV_COLUMNS.join(', ') },
      });
    } else if (columns.includes(column)) {
      problem({
        line: header.line,
        column,
        message: PRODUCT_CSV_MESSAGES.repeatedColumn,
        values: { column },
      });
    }
    if (column) columns.push(column);
  }
  if (!columns.includes('slug')) {
    problem({ line: header.line, column: null, message: PRODUCT_CSV_MESSAGES.noSlug });
  }
  if (plan.problems.length > 0) return plan;
  plan.lines = records.length;
  if (records.length > MAX_IMPORT_LINES) {
    problem({
      line: records[MAX_IMPORT_LINES]!.line,
      column: null,
      message: PRODUCT_CSV_MESSAGES.tooMany,
      values: { max: MAX_IMPORT_LINES },
    });
    return plan;
  }

  const firstLineOf = new Map<string, number>();
  // Decision 080: a SKU names one product. A line may not give another product's SKU as it is
  // now (swapping two SKUs takes two files), nor one an earlier line gives.
  const skuOwner = new Map(
    [...products.values()].flatMap((p) => (p.sku ? [[p.sku, p.slug] as const] : [])),
  );
  const firstLineOfSku = new Map<string, number>();
  for (const record of records) {
    const { line, cells } = record;
    if (cells.length !== header.cells.length) {
      problem({
        line,
        column: null,
        message: PRODUCT_CSV_MESSAGES.cellCount,
        values: { found: cells.length, expected: header.cells.length },
      });
      continue;
    }
    const cell = new Map(columns.map((column, index) => [column, cells[index]!]));
    const slug = (cell.get('slug') ?? '').trim();
    const first = firstLineOf.get(slug);
    if (slug && first !== undefined) {
      problem({
        line,
        column: 'slug',
        message: PRODUCT_CSV_MESSAGES.repeatedSlug,
        values: { slug, first },
      });
      continue;
    }
    if (slug) firstLineOf.set(slug, line);
    const existing = products.get(slug);
    const own: ImportProblem[] = [];
    const body: Record<string, unknown> = existing
      ? bodyOf(existing)
      : { image: PLACEHOLDER_IMAGE, featured: false, categoryId: null, mrpPaise: null };
    body.slug = slug;
    let archived = existing?.archived ?? false;
    for (const [column, value] of cell) {
      switch (column) {
        case 'slug':
          break;
        case 'price': {
          const paise = paiseFromRupeesText(value);
          if (paise === undefined) own.push({ line, column, message: PRODUCT_CSV_MESSAGES.price });
          else body.pricePaise = paise;
          break;
        }
        case 'mrp': {
          const paise = value.trim() === '' ? null : paiseFromRupeesText(value);
          if (paise === undefined) own.push({ line, column, message: PRODUCT_CSV_MESSAGES.mrp });
          else body.mrpPaise = paise;
          break;
        }
        case 'stock':
          body.stock = value.trim() === '' ? Number.NaN : Number(value.trim());
          break;
        case 'hsn':
          body.hsnCode = value.trim() === '' ? null : value;
          break;
        // Empty: the product keeps its rate and unit, a new one takes the form's defaults.
        case 'gst_rate':
          if (value.trim() !== '') body.gstRate = Number(value.trim());
          break;
        case 'uqc':
          if (value.trim() !== '') body.uqc = value.trim().toUpperCase();
          break;
        case 'category': {
          const wanted = value.trim();
          if (wanted === '') body.categoryId = null;
          else {
            const id = categoryIdOf(wanted);
            if (id) body.categoryId = id;
            else
              own.push({
                line,
                column,
                message: PRODUCT_CSV_MESSAGES.category,
                values: { category: wanted },
              });
          }
          break;
        }
        case 'featured':
        case 'archived': {
          const flag = yesNo(value);
          if (flag === undefined) {
            own.push({ line, column, message: PRODUCT_CSV_MESSAGES.yesNo, values: { column } });
          } else if (column === 'featured') body.featured = flag;
          else archived = flag;
          break;
        }
        case 'image':
          // An empty cell keeps the picture (or the placeholder of a new product).
          if (value.trim() !== '') body.image = value;
          break;
        case 'sku':
          body.sku = value.trim() === '' ? null : value;
          break;
        case 'weight_grams':
          body.weightGrams = value.trim() === '' ? null : Number(value.trim());
          break;
        case 'name':
          body.name = value;
          break;
        case 'description':
          body.description = value;
          break;
        case 'name_hi':
          body.nameHi = value;
          break;
        case 'description_hi':
          body.descriptionHi = value;
          break;
      }
    }
    // The form's schema, whole: a new product needs every field the form needs.
    const parsed = productCreateBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF[String(issue.path[0] ?? '')] ?? null;
        // A cell already refused above says it in its own words.
        if (column && own.some((p) => p.column === column)) continue;
        own.push({ line, column, message: issue.message });
      }
    }
    if (own.length > 0 || !parsed.success) {
      plan.problems.push(...own);
      continue;
    }
    const product = { ...parsed.data, slug };
    const sku = product.sku;
    if (sku) {
      const owner = skuOwner.get(sku);
      const firstSku = firstLineOfSku.get(sku);
      if (owner !== undefined && owner !== slug) {
        plan.problems.push({
          line,
          column: 'sku',
          message: PRODUCT_CSV_MESSAGES.takenSku,
          values: { sku, slug: owner },
        });
        continue;
      }
      if (firstSku !== undefined) {
        plan.problems.push({
          line,
          column: 'sku',
          message: PRODUCT_CSV_MESSAGES.repeatedSku,
          values: { sku, first: firstSku },
        });
        continue;
      }
      firstLineOfSku.set(sku, line);
    }
    const changed = existing
      ? PRODUCT_CSV_COLUMNS.filter((column) =>
          column === 'archived'
            ? archived !== existing.archived
            : differs(column, bodyOf(existing), product),
        )
      : columns.filter((c) => c !== 'slug');
    if (existing && changed.length === 0) {
      plan.unchanged++;
      continue;
    }
    plan.changes.push({ line, slug, existing, product, archived, changed });
  }
  return plan;
}

/** A line that creates or changes a product, as the import's report lists it. */
export interface ImportedLine {
  line: number;
  slug: string;
  name: string;
  /** the columns whose values change */
  changes: string[];
}

export interface ImportError {
  line: number;
  column: string | null;
  message: string;
}

/** POST /api/admin/products/import: what the file does (dry run) or did. */
export interface ProductImportReport {
  dryRun: boolean;
  /** true only when the changes were saved (all of them: one transaction) */
  applied: boolean;
  /** a sentence summing it up, in the request's language */
  message: string;
  lines: number;
  created: ImportedLine[];
  updated: ImportedLine[];
  unchanged: number;
  errors: ImportError[];
}

/** The plan's changes as the report lists them. */
export function importedLines(plan: ImportPlan): {
  created: ImportedLine[];
  updated: ImportedLine[];
} {
  const line = (c: ImportChange): ImportedLine => ({
    line: c.line,
    slug: c.slug,
    name: c.product.name,
    changes: c.changed,
  });
  return {
    created: plan.changes.filter((c) => !c.existing).map(line),
    updated: plan.changes.filter((c) => c.existing).map(line),
  };
}

/** POST /api/admin/products/import?dryRun=true|false (false when left out). */
export const productImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'Dry run must be true or false.' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The body: the file's text, at most MAX_IMPORT_BYTES. */
export const productImportBody = z
  .string()
  .describe('The CSV file: a header line naming the columns, then one product a line');
