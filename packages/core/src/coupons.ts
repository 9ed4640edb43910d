// Coupons and green points spent at checkout (decision 074): what a coupon is, why one is
// refused, what it takes off, and how a discount is shared out over an order's lines. GST is
// charged on the discounted price (CGST Act s. 15(3)(a): a discount shown on the invoice is not
// part of the value of supply), so each line carries its share and the tax is reckoned on what
// is left — one function here, read by the checkout quote, the order, the invoice and returns.

import { consolePageQuery } from './admin.ts';
import {
  DEFAULT_GST_RATE,
  formatINR,
  fromPaise,
  gstByRate,
  lineSavingsPaise,
  type RateTax,
  SHIPPING_FEE,
  toPaise,
} from './money.ts';
import type { Refusal } from './orders.ts';
import { idSchema, singleLine } from './validation.ts';
import { z } from './zod.ts';

export const COUPON_TYPES = ['percent', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Codes are upper-case letters and digits, as a shopper reads them off a poster: GREEN10. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** A code as typed ("green10 ") → as stored ("GREEN10"). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const couponCodeSchema = singleLine()
  .transform(normaliseCouponCode)
  .pipe(
    z.string().regex(COUPON_CODE_PATTERN, 'Coupon code must be 3 to 20 letters A–Z or digits 0–9.'),
  );

/** Highest flat discount or minimum subtotal: ₹10,00,000 in paise, as a product's price. */
const MAX_COUPON_PAISE = 100_000_000;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1_000_000, `${label} must be at most 1000000.`);

// One line first, so a control character gets the message every field gives it (decision 057).
const instantText = singleLine().pipe(
  z.iso.datetime({ offset: true, error: 'Dates must be ISO 8601 instants.' }),
);

const couponFields = z.object({
  code: couponCodeSchema,
  type: z.enum(COUPON_TYPES, { error: 'Type must be percent or flat.' }),
  /** percent: 1–100; flat: paise */
  value: z
    .number({ error: 'Value must be a whole number.' })
    .int('Value must be a whole number.')
    .min(1, 'Value must be at least 1.')
    .max(MAX_COUPON_PAISE),
  minSubtotalPaise: z
    .number()
    .int('Minimum subtotal must be a whole number of paise.')
    .min(0)
    .max(MAX_COUPON_PAISE)
    .default(0),
  startsAt: instantText.nullable().default(null),
  endsAt: instantText.nullable().default(null),
  /** null: as many as are asked for */
  totalUses: count('Total uses').nullable().default(null),
  /** null: no limit per customer */
  perCustomerLimit: count('Uses per customer').nullable().default(1),
  /** a category's slug: only its products are discounted */
  category: singleLine().trim().max(80).nullable().default(null),
  productId: idSchema.nullable().default(null),
  paused: z.boolean().default(false),
});

function coherent<T extends z.ZodType<Partial<CouponInput>>>(schema: T) {
  return schema
    .refine((c) => c.type !== 'percent' || c.value === undefined || c.value <= 100, {
      message: 'A percent coupon takes at most 100.',
      path: ['value'],
    })
    .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), {
      message: 'The end must come after the start.',
      path: ['endsAt'],
    });
}

/** POST /api/admin/coupons */
export const couponCreateBody = coherent(couponFields);
export type CouponInput = z.infer<typeof couponFields>;
/** PATCH /api/admin/coupons/:id: any of the fields (the type and value checked together). */
export const couponUpdateBody = coherent(
  couponFields
    .extend({
      startsAt: instantText.nullable(),
      endsAt: instantText.nullable(),
      totalUses: count('Total uses').nullable(),
      perCustomerLimit: count('Uses per customer').nullable(),
      category: singleLine().trim().max(80).nullable(),
      productId: idSchema.nullable(),
    })
    .partial(),
);
export type CouponUpdate = z.infer<typeof couponUpdateBody>;

export const couponListQuery = consolePageQuery;

/** A coupon as the console shows it. */
export interface Coupon {
  id: string;
  code: string;
  type: CouponType;
  value: number;
  minSubtotalPaise: number;
  startsAt: string | null;
  endsAt: string | null;
  totalUses: number | null;
  perCustomerLimit: number | null;
  category: string | null;
  productId: string | null;
  paused: boolean;
  /** orders that used it and were not cancelled */
  used: number;
  createdAt: string;
  updatedAt: string;
}

/** A line as the discount sees it. */
export interface DiscountLine {
  productId: string;
  category: string;
  pricePaise: number;
  quantity: number;
  /** the product's GST rate in percent; SPEC's 18 % when left out (decision 073) */
  gstRate?: number;
}

const lineValue = (l: Pick<DiscountLine, 'pricePaise' | 'quantity'>) => l.pricePaise * l.quantity;

/** Whether the coupon discounts this line (its scope). */
export function couponCovers(
  coupon: Pick<Coupon, 'category' | 'productId'>,
  line: Pick<DiscountLine, 'productId' | 'category'>,
): boolean {
  if (coupon.productId && coupon.productId !== line.productId) return false;
  if (coupon.category && coupon.category !== line.category) return false;
  return true;
}

/** Why a coupon is refused: each a message naming the code (the server's catalogue, decision 044). */
export const COUPON_REFUSALS = {
  paused: '{code} is paused just now',
  notStarted: '{code} has not started yet',
  ended: '{code} has ended',
  usedUp: '{code} has been used up',
  perCustomer: '{code} can be used {limit, select, 1 {once} other {{limit} times}} per customer',
  minimum: '{code} needs a subtotal of at least {amount}',
  outOfScope: '{code} does not apply to anything in this cart',
} as const;

/**
 * Why the coupon cannot be used on these lines by a customer who has used it `usedByCustomer`
 * times, or null when it can. Each reason names the code, in English and Hindi (the server's
 * catalogue, decision 044).
 */
export function couponRefusal(
  coupon: Coupon,
  lines: readonly DiscountLine[],
  usedByCustomer: number,
  now: Date = new Date(),
): Refusal | null {
  const code = coupon.code;
  if (coupon.paused) return { message: COUPON_REFUSALS.paused, values: { code } };
  if (coupon.startsAt && now < new Date(coupon.startsAt)) {
    return { message: COUPON_REFUSALS.notStarted, values: { code } };
  }
  if (coupon.endsAt && now >= new Date(coupon.endsAt)) {
    return { message: COUPON_REFUSALS.ended, values: { code } };
  }
  if (coupon.totalUses !== null && coupon.used >= coupon.totalUses) {
    return { message: COUPON_REFUSALS.usedUp, values: { code } };
  }
  if (coupon.perCustomerLimit !== null && usedByCustomer >= coupon.perCustomerLimit) {
    return {
      message: COUPON_REFUSALS.perCustomer,
      values: { code, limit: String(coupon.perCustomerLimit) },
    };
  }
  const subtotal = lines.reduce((sum, l) => sum + lineValue(l), 0);
  if (subtotal < coupon.minSubtotalPaise) {
    return {
      message: COUPON_REFUSALS.minimum,
      values: { code, amount: formatINR(fromPaise(coupon.minSubtotalPaise)) },
    };
  }
  if (!lines.some((l) => couponCovers(coupon, l))) {
    return { message: COUPON_REFUSALS.outOfScope, values: { code } };
  }
  return null;
}

/** What the coupon takes off these lines, paise: never more than the lines it covers. */
export function couponDiscountPaise(
  coupon: Pick<Coupon, 'type' | 'value' | 'category' | 'productId'>,
  lines: readonly DiscountLine[],
): number {
  const covered = lines
    .filter((l) => couponCovers(coupon, l))
    .reduce((sum, l) => sum + lineValue(l), 0);
  const off = coupon.type === 'percent' ? Math.floor((covered * coupon.value) / 100) : coupon.value;
  return Math.min(off, covered);
}

/**
 * Shares `discountPaise` out over lines in proportion to their values (only lines with
 * `weights` above 0), each share floored and the paise left over given to the largest
 * remainders, so the shares add up to the discount exactly and no line goes below 0.
 */
export function apportion(weights: readonly number[], discountPaise: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || discountPaise <= 0) return weights.map(() => 0);
  const amount = Math.min(discountPaise, total);
  const exact = weights.map((w) => w * amount);
  const shares = exact.map((e) => Math.floor(e / total));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e % total })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++) {
    const i = order[k]!.i;
    if (weights[i]! > shares[i]!) {
      shares[i]! += 1;
      left--;
    }
  }
  return shares;
}

// ---- Green points spent at checkout (decision 074) ----------------------------------------

/** One green point is worth ₹1 at checkout (decision 074). */
export const POINT_VALUE_PAISE = 100;
/** At most this share of the goods, after the coupon, may be paid in points (decision 074). */
export const POINTS_CAP_PERCENT = 20;
/** …and at most this many points on one order (decision 074). */
export const POINTS_CAP_PER_ORDER = 500;

/** The most points an order of `goodsPaise` (after its coupon) can take from a balance. */
export function pointsSpendable(goodsPaise: number, balance: number): number {
  const byShare = Math.floor((goodsPaise * POINTS_CAP_PERCENT) / 100 / POINT_VALUE_PAISE);
  return Math.max(0, Math.min(balance, POINTS_CAP_PER_ORDER, byShare));
}

// ---- An order's figures with its discounts ------------------------------------------------

export interface QuotedLine extends DiscountLine {
  mrpPaise: number | null;
}

export interface DiscountedTotals {
  itemCount: number;
  /** price × quantity of every line, before discounts */
  subtotalPaise: number;
  couponPaise: number;
  pointsPaise: number;
  /** each line's share of the coupon and the points, in the lines' order */
  lineDiscountsPaise: number[];
  /** of each line's discount, the points' share */
  linePointsPaise: number[];
  /** subtotal less both discounts: what GST is charged on */
  taxablePaise: number;
  gstPaise: number;
  /** the GST of each rate the lines carry, on their discounted values (decision 073) */
  gstByRate: RateTax[];
  shippingPaise: number;
  totalPaise: number;
  savingsPaise: number;
}

/**
 * An order's figures (SPEC §9, decision 074): the coupon off the lines it covers, then the
 * points off every line, each shared out per line (apportion); GST on each line's discounted
 * value at its own rate (gstByRate, decision 073); flat shipping. Without discounts this is
 * cartTotals to the paisa.
 */
export function discountedTotals(
  lines: readonly QuotedLine[],
  discounts: {
    coupon?: Pick<Coupon, 'type' | 'value' | 'category' | 'productId'> | null;
    points?: number;
  } = {},
): DiscountedTotals {
  const values = lines.map(lineValue);
  const subtotalPaise = values.reduce((a, b) => a + b, 0);
  const coupon = discounts.coupon ?? null;
  const couponPaise = coupon ? couponDiscountPaise(coupon, lines) : 0;
  const couponShares = coupon
    ? apportion(
        lines.map((l, i) => (couponCovers(coupon, l) ? values[i]! : 0)),
        couponPaise,
      )
    : values.map(() => 0);
  const left = values.map((v, i) => v - couponShares[i]!);
  // Whole points only: never more than the goods left after the coupon.
  const pointsPaise =
    Math.min(
      discounts.points ?? 0,
      Math.floor(left.reduce((a, b) => a + b, 0) / POINT_VALUE_PAISE),
    ) * POINT_VALUE_PAISE;
  const pointShares = apportion(left, pointsPaise);
  const lineDiscountsPaise = couponShares.map((c, i) => c + pointShares[i]!);
  const taxablePaise = subtotalPaise - couponPaise - pointsPaise;
  const rates = gstByRate(
    lines.map((l, i) => ({
      taxablePaise: values[i]! - lineDiscountsPaise[i]!,
      ratePercent: l.gstRate ?? DEFAULT_GST_RATE,
    })),
  );
  const gstPaise = rates.reduce((sum, r) => sum + r.gstPaise, 0);
  const shippingPaise = lines.length > 0 ? toPaise(SHIPPING_FEE) : 0;
  let savingsPaise = 0;
  for (const l of lines) {
    // on the price shown with its GST (decision 082), as the cart's Total Savings
    savingsPaise += lineSavingsPaise({
      price: fromPaise(l.pricePaise),
      mrp: l.mrpPaise === null ? null : fromPaise(l.mrpPaise),
      quantity: l.quantity,
      gstRate: l.gstRate ?? DEFAULT_GST_RATE,
    });
  }
  return {
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalPaise,
    couponPaise,
    pointsPaise,
    lineDiscountsPaise,
    linePointsPaise: pointShares,
    taxablePaise,
    gstPaise,
    gstByRate: rates,
    shippingPaise,
    totalPaise: taxablePaise + gstPaise + shippingPaise,
    savingsPaise,
  };
}

/**
 * The part of a line's discount that `units` of its `quantity` units carry (a return of some
 * of them): the whole when all, else its share rounded to the paisa.
 */
export function unitsDiscountPaise(
  lineDiscountPaise: number,
  quantity: number,
  units: number,
): number {
  if (units >= quantity) return lineDiscountPaise;
  return Math.round((lineDiscountPaise * units) / quantity);
}

// ---- The checkout's quote ------------------------------------------------------------------

/** POST /api/checkout/quote: the cart's lines, and the coupon and points the shopper asks for. */
export const checkoutQuoteBody = z.object({
  items: z
    .array(z.object({ productId: idSchema, quantity: z.number().int().min(1).max(99) }))
    .min(1, 'Your order must have at least one item.')
    .max(50),
  couponCode: couponCodeSchema.optional(),
  points: z.number().int().min(0).max(1_000_000).optional(),
});
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteBody>;

/** What the checkout summary shows before placing: rupees, as the shop's API sends money. */
export interface CheckoutQuote {
  subtotal: number;
  /** the coupon's code when it applies */
  couponCode: string | null;
  couponDiscount: number;
  /** points spent, and their value in rupees */
  points: number;
  pointsDiscount: number;
  /** the shopper's points balance, and the most this order can take */
  pointsBalance: number;
  pointsSpendable: number;
  gst: number;
  /** the GST of each rate the lines carry, on their discounted values, rupees (decision 073) */
  gstByRate: { rate: number; taxable: number; gst: number }[];
  shipping: number;
  total: number;
}
