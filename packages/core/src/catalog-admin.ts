// The merchant console's catalogue (decision 026): the schemas the product form, the
// category page and the stock dialog validate with, and the API checks again. Money is integer
// paise here (decision 001); the shop's own API keeps sending rupees.

import { consolePageQuery } from './admin.ts';
import { carbonRecordBody, type ProductCarbon } from './carbon-record.ts';
import { hsnCodeSchema } from './invoice.ts';
import { SEARCH_MAX_LENGTH } from './limits.ts';
import {
  DEFAULT_GST_RATE,
  formatINR,
  fromPaise,
  GST_RATES,
  type GstRate,
  isGstRate,
  withGstPaise,
} from './money.ts';
import { type Uqc, uqcSchema } from './uqc.ts';
import { idSchema, singleLine, text } from './validation.ts';
import { z } from './zod.ts';

/** Highest price or MRP a product may have: ₹10,00,000 (one million rupees), in paise. */
export const MAX_PRODUCT_PRICE_PAISE = 100_000_000;
/** Most units one product may have in stock, and the largest single adjustment. */
export const MAX_PRODUCT_STOCK = 1_000_000;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5_000;
export const CATEGORY_NAME_MAX = 60;
export const SLUG_MAX = 80;
/** Largest picture a merchant may upload (up to 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the upload accepts, checked by the file's content, not its name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest SKU (decision 080). */
export const SKU_MAX = 40;
/** Heaviest product: 100 kg, in grams (the shipping label's own limit). */
export const MAX_PRODUCT_WEIGHT_GRAMS = 100_000;
/** Most pictures one product may have (decision 080); the first is its main picture. */
export const MAX_PRODUCT_IMAGES = 8;

/**
 * A stock-keeping unit, e.g. HRT-SOL-001 (decision 080): letters, digits and single dashes,
 * kept in capitals so hrt-sol-001 and HRT-SOL-001 are one SKU; unique among products.
 */
export const skuSchema = singleLine({ label: 'SKU' })
  .trim()
  .min(1, 'SKU must not be empty; leave it out for none.')
  .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters.`)
  .regex(
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
    'SKU may only have letters, digits and single dashes, e.g. HRT-SOL-001.',
  )
  .transform((sku) => sku.toUpperCase());

/** A product's weight as packed, in whole grams (decision 080): what the shipping label adds up. */
export const weightGramsSchema = z
  .number({ error: 'Weight must be a whole number of grams.' })
  .int('Weight must be a whole number of grams.')
  .min(1, 'Weight must be at least 1 gram.')
  .max(MAX_PRODUCT_WEIGHT_GRAMS, 'Weight must be at most 100000 grams (100 kg).');

/** An uploaded picture's path (/uploads/…) or a catalogue picture (/images/…). */
export const imagePathSchema = singleLine()
  .trim()
  .max(300)
  .regex(
    /^\/(uploads|images)(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.(webp|svg|png|jpe?g|avif)$/,
    'Image must be a picture uploaded here.',
  );

/** "Solar Lamp (2 pack)!" → "solar-lamp-2-pack"; accents dropped; "" when nothing is left. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - 8)
    .replace(/-+$/g, '');
}

const slug = singleLine()
  .trim()
  .min(1, 'Slug is required.')
  .max(SLUG_MAX)
  .regex(SLUG_PATTERN, 'Slug may only have lower-case letters a–z, digits and single dashes.');

/** A product's GST rate: one of the slabs (GST_RATES), as the console's select sends it. */
export const gstRateSchema = z
  .number({ error: 'GST rate must be 0, 5, 18 or 40 %.' })
  .refine(isGstRate, 'GST rate must be 0, 5, 18 or 40 %.')
  .transform((n) => n as GstRate);

/** "18%": how the console lists a rate. */
export const GST_RATE_OPTIONS = GST_RATES.map((rate) => ({ rate, label: `${rate}%` }));

function paise(label: string) {
  return z
    .number({ error: `${label} must be a whole number of paise.` })
    .int(`${label} must be a whole number of paise.`)
    .min(0, `${label} must be 0 or more.`)
    .max(MAX_PRODUCT_PRICE_PAISE, `${label} must be at most ₹10,00,000.`);
}

const productFields = z.object({
  name: singleLine().trim().min(1, 'Name is required.').max(PRODUCT_NAME_MAX),
  /** Generated from the name when left out (or empty). */
  slug: slug.optional(),
  description: text().trim().min(1, 'Description is required.').max(PRODUCT_DESCRIPTION_MAX),
  /** The name and description in Hindi; empty or left out: the shop shows English. */
  nameHi: singleLine().trim().max(PRODUCT_NAME_MAX).optional(),
  descriptionHi: text().trim().max(PRODUCT_DESCRIPTION_MAX).optional(),
  /** The category's id; null for none. */
  categoryId: idSchema.nullable(),
  pricePaise: paise('Price'),
  /** null: no MRP (no discount shown). */
  mrpPaise: paise('MRP').nullable(),
  stock: z
    .number({ error: 'Stock must be a whole number.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock must not be negative.')
    .max(MAX_PRODUCT_STOCK, `Stock must be at most ${MAX_PRODUCT_STOCK}.`),
  featured: z.boolean(),
  /** Printed on GST tax invoices; null or left out: none yet. */
  hsnCode: hsnCodeSchema.nullable().optional(),
  /** GST rate in percent (decision 073); left out of a new product: SPEC's 18 %. */
  gstRate: gstRateSchema.optional(),
  /** Unit quantity code printed beside quantities on invoices (decision 067); default NOS. */
  uqc: uqcSchema.optional(),
  /** The main picture; an edit replaces the first of the product's pictures (decision 080). */
  image: imagePathSchema,
  /** e.g. HRT-SOL-001; null or left out: none (decision 080). */
  sku: skuSchema.nullable().optional(),
  /** Grams as packed; null or left out: not known (the label leaves a line to write it on). */
  weightGrams: weightGramsSchema.nullable().optional(),
  /**
   * The carbon record (decision 069): factors to compute it from, or a figure with its own
   * source. Left out of a new product: SPEC §9's keyword estimate by its name, to start from.
   */
  carbon: carbonRecordBody.optional(),
});

/**
 * In India the MRP includes every tax, and nothing may be sold above it; prices here
 * exclude GST (SPEC §9 adds it at checkout, at the product's rate: decision 073), so the price
 * with GST must not exceed the MRP. The message names both figures; null when the pair is fine
 * (or there is no MRP).
 */
export function mrpProblem(
  pricePaise: number,
  mrpPaise: number | null,
  ratePercent: number = DEFAULT_GST_RATE,
): string | null {
  if (mrpPaise === null) return null;
  const withGst = withGstPaise(pricePaise, ratePercent);
  if (withGst <= mrpPaise) return null;
  return `Price with ${ratePercent}% GST (${formatINR(fromPaise(withGst))}) must not be more than the MRP (${formatINR(fromPaise(mrpPaise))}).`;
}

/**
 * The schemas' check of a price and MRP sent together (an edit of one is checked by the API).
 * A new product without a rate is at 18 %; an edit without one is checked by the API against
 * the stored rate.
 */
function checkPriceWithinMrp(
  p: { pricePaise?: number; mrpPaise?: number | null; gstRate?: number },
  ctx: z.RefinementCtx,
) {
  if (p.pricePaise === undefined || p.mrpPaise === undefined) return;
  const problem = mrpProblem(p.pricePaise, p.mrpPaise, p.gstRate);
  if (problem) ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: problem });
}

/** The product's updatedAt as the editor read it (ISO 8601). */
const version = singleLine()
  .trim()
  .min(1, 'Updated at is required.')
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Updated at must be a date and time.');

/** POST /api/admin/products. */
export const productCreateBody = productFields.strict().superRefine(checkPriceWithinMrp);
export type ProductCreateInput = z.input<typeof productCreateBody>;

/**
 * PATCH /api/admin/products/:id: the fields that change, and the product's updatedAt as the
 * editor read it (optimistic concurrency: someone else's change since then gives 409).
 * Stock is changed by adjustments, not here.
 */
export const productUpdateBody = productFields
  .omit({ stock: true })
  .partial()
  .extend({ updatedAt: version })
  .strict()
  .superRefine(checkPriceWithinMrp);
export type ProductUpdateInput = z.input<typeof productUpdateBody>;

/** POST /api/admin/products/:id/archive and /unarchive carry the same check. */
export const productVersionBody = z.object({ updatedAt: version }).strict();

export const PRODUCT_STATUSES = ['active', 'archived', 'all'] as const;

/** GET /api/admin/products. */
export const adminProductQuery = consolePageQuery.extend({
  search: singleLine().trim().max(SEARCH_MAX_LENGTH).optional(),
  categoryId: idSchema.optional(),
  status: z
    .enum(PRODUCT_STATUSES, { error: 'Status must be active, archived or all.' })
    .default('active'),
  lowStock: z
    .enum(['true', 'false'], { error: 'Low stock must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  featured: z
    .enum(['true', 'false'], { error: 'Featured must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminProductQuery = z.infer<typeof adminProductQuery>;

export const STOCK_REASONS = ['received', 'damaged', 'returned', 'lost', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received from supplier',
  damaged: 'Damaged',
  returned: 'Returned by a customer',
  lost: 'Lost or stolen',
  correction: 'Count correction',
};

/** POST /api/admin/products/:id/stock: a change of stock with its reason. */
export const stockAdjustmentBody = z
  .object({
    delta: z
      .number({ error: 'Change must be a whole number.' })
      .int('Change must be a whole number.')
      .min(-MAX_PRODUCT_STOCK, `Change must be at least -${MAX_PRODUCT_STOCK}.`)
      .max(MAX_PRODUCT_STOCK, `Change must be at most ${MAX_PRODUCT_STOCK}.`)
      .refine((n) => n !== 0, 'Change must not be 0.'),
    reason: z.enum(STOCK_REASONS, {
      error: `Reason must be one of ${STOCK_REASONS.join(', ')}.`,
    }),
    note: text().trim().max(500).optional(),
  })
  .strict();
export type StockAdjustmentInput = z.input<typeof stockAdjustmentBody>;

/** POST /api/admin/categories and PATCH /api/admin/categories/:id. */
export const categoryCreateBody = z
  .object({
    name: singleLine().trim().min(1, 'Name is required.').max(CATEGORY_NAME_MAX),
    /** The name in Hindi; empty or left out: the shop shows the English name. */
    nameHi: singleLine().trim().max(CATEGORY_NAME_MAX).optional(),
    slug: slug.optional(),
    image: productFields.shape.image.optional(),
  })
  .strict();
export type CategoryCreateInput = z.input<typeof categoryCreateBody>;
export const categoryUpdateBody = categoryCreateBody.partial().strict();
export type CategoryUpdateInput = z.input<typeof categoryUpdateBody>;

/** PUT /api/admin/categories/order: every category's id, in the order the shop shows them. */
export const categoryOrderBody = z
  .object({ ids: z.array(idSchema).min(1).max(500) })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length, {
    path: ['ids'],
    message: 'Ids must not repeat.',
  });

export const adminIdParams = z.object({ id: idSchema });

/**
 * PUT /api/admin/products/:id/images: every picture of the product in the order the shop shows
 * them, the first its main picture (decision 080), with the product's updatedAt as read.
 */
export const productImagesBody = z
  .object({
    images: z
      .array(imagePathSchema, { error: 'Images must be a list of pictures.' })
      .min(1, 'A product needs at least one picture.')
      .max(MAX_PRODUCT_IMAGES, `A product may have at most ${MAX_PRODUCT_IMAGES} pictures.`)
      .refine((list) => new Set(list).size === list.length, 'A picture may appear only once.'),
    updatedAt: version,
  })
  .strict();
export type ProductImagesInput = z.input<typeof productImagesBody>;

/** A product as the console reads it: paise, archived, carbon figures, version. */
export interface AdminProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** in Hindi; '' when none: the shop shows the English text */
  nameHi: string;
  descriptionHi: string;
  /** the main picture: images[0] */
  image: string;
  /** every picture in the shop's order, the main one first (decision 080) */
  images: string[];
  /** e.g. HRT-SOL-001; null when none (decision 080) */
  sku: string | null;
  /** grams as packed; null when not known */
  weightGrams: number | null;
  categoryId: string | null;
  category: string | null;
  pricePaise: number;
  mrpPaise: number | null;
  /** HSN code for GST tax invoices; null until set */
  hsnCode: string | null;
  /** GST rate in percent, 0, 5, 18 or 40 (decision 073) */
  gstRate: GstRate;
  /** unit quantity code invoices print beside quantities (decision 067) */
  uqc: Uqc;
  stock: number;
  featured: boolean;
  archived: boolean;
  /** kg CO2e saved per unit by its carbon record (negative: it adds) */
  co2SavedKg: number;
  /** its carbon record (decision 069), as the shop shows it */
  carbon: ProductCarbon;
  rating: number;
  ratingCount: number;
  createdAt: string;
  /** send back with an edit (409 when someone changed it since) */
  updatedAt: string;
}

export interface AdminCategory {
  id: string;
  name: string;
  /** in Hindi; '' when none */
  nameHi: string;
  slug: string;
  image: string;
  position: number;
  productCount: number;
}

export interface StockAdjustment {
  id: string;
  productId: string;
  delta: number;
  reason: StockReason;
  note: string | null;
  actor: string;
  stockAfter: number;
  at: string;
}

/** What an upload answers: the path to save as the product's (or category's) image. */
export interface UploadedImage {
  image: string;
  width: number;
  height: number;
}

// ---- Bulk changes of the products list (decision 075) ----------------------------------------

export const BULK_ACTIONS = ['archive', 'unarchive', 'set-stock', 'change-price'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** Most products one bulk change may name (a page of the list is 20; a select-all of 10 pages). */
export const MAX_BULK_PRODUCTS = 200;

/** POST /api/admin/products/bulk: one change to each chosen product. */
export const productBulkBody = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, 'Choose at least one product.')
      .max(MAX_BULK_PRODUCTS, `Choose at most ${MAX_BULK_PRODUCTS} products.`),
    action: z.enum(BULK_ACTIONS, {
      error: 'Action must be archive, unarchive, set-stock or change-price.',
    }),
    /** set-stock: the number of units each product will have */
    stock: productFields.shape.stock.optional(),
    /** change-price: +10 raises each price by 10 %, -15 lowers it by 15 % */
    percent: z
      .number({ error: 'Percent must be a number.' })
      .min(-90, 'Percent must be at least -90.')
      .max(500, 'Percent must be at most 500.')
      .refine((n) => n !== 0, 'Percent must not be 0.')
      .refine((n) => Math.round(n * 100) === n * 100, 'Percent may have at most 2 decimals.')
      .optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action === 'set-stock' && b.stock === undefined) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock is required.' });
    }
    if (b.action === 'change-price' && b.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Percent is required.' });
    }
  });
export type ProductBulkInput = z.input<typeof productBulkBody>;

/** A price changed by a percentage, to the nearest paisa. */
export function priceChangedBy(pricePaise: number, percent: number): number {
  return Math.round((pricePaise * (100 + percent)) / 100);
}

/**
 * Why a product cannot take a price change: the new price with GST above its MRP (the form's
 * rule, mrpProblem), or below ₹0.01 / above the highest price. null when it can.
 */
export function bulkPriceProblem(newPricePaise: number, mrpPaise: number | null): string | null {
  if (newPricePaise < 1) return 'Price must be more than ₹0.';
  if (newPricePaise > MAX_PRODUCT_PRICE_PAISE) return 'Price must be at most ₹10,00,000.';
  return mrpProblem(newPricePaise, mrpPaise);
}

/** What a bulk change did to each product it named. */
export interface ProductBulkResult {
  action: BulkAction;
  /** a sentence summing it up, in the request's language */
  message: string;
  /** before and after: the price in paise or the stock; null for archiving */
  changed: { id: string; name: string; before: number | null; after: number | null }[];
  /** products left as they were, and why (the MRP rule, already archived, not found) */
  skipped: { id: string; name: string; reason: string }[];
}
