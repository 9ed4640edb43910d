// Money rules from SPEC.md §9. Amounts travel as rupees (numbers with at most 2 decimals)
// and are summed as integer paise, so totals never drift by floating-point error.
import { formatIndianNumber } from './indian-number.ts';

/** SPEC §9: flat shipping of ₹100 per order. */
export const SHIPPING_FEE = 100;
/** SPEC §9: GST is 18 % of the subtotal. */
export const GST_RATE = 0.18;

/**
 * The GST slabs a product may carry since 22 September 2025, in percent (decision 073). Each
 * product has one; SPEC's 18 % is the default and the demo catalogue's rate.
 */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
/** SPEC §9's 18 %, the rate of a product that names none. */
export const DEFAULT_GST_RATE: GstRate = 18;

export function isGstRate(n: number): n is GstRate {
  return (GST_RATES as readonly number[]).includes(n);
}

/** Paise that are taxed at one rate: a cart's or order's line after any discount. */
export interface TaxableLine {
  /** the line's taxable value in paise: price × quantity, less any discount on it */
  taxablePaise: number;
  /** its GST rate in percent (GST_RATES) */
  ratePercent: number;
}

/** One rate's share of a cart or order: its taxable value and its GST, in paise. */
export interface RateTax {
  ratePercent: number;
  taxablePaise: number;
  gstPaise: number;
}

/**
 * THE GST of a cart or order (decision 073): the lines are grouped by rate and each rate's GST is
 * that rate of its taxable value, rounded once to the paisa (an exact half up). With one rate this
 * is SPEC §9's "18 % of subtotal". A discount is applied to a line's taxable value before this is
 * called, so the tax is on what is paid. Rates in ascending order; a rate no line carries is left
 * out.
 */
export function gstByRate(lines: readonly TaxableLine[]): RateTax[] {
  const byRate = new Map<number, number>();
  for (const l of lines)
    byRate.set(l.ratePercent, (byRate.get(l.ratePercent) ?? 0) + l.taxablePaise);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, taxablePaise]) => ({
      ratePercent,
      taxablePaise,
      // integers: paise × percent is exact, so only the one division rounds
      gstPaise: Math.round((taxablePaise * ratePercent) / 100),
    }));
}

/**
 * ₹ with 2 decimals and Indian (lakh) grouping: 123456.5 → "₹1,23,456.50", -5 → "-₹5.00", as
 * Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }) writes it, without loading
 * ICU in the browser (indian-number.ts, decision 050).
 */
export function formatINR(rupees: number): string {
  const figure = formatIndianNumber(rupees, 2, 2);
  return figure.startsWith('-') ? `-₹${figure.slice(1)}` : `₹${figure}`;
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/**
 * Rupees as a person types them into a form ("1,299.50", "₹ 499") → paise (129950, 49900);
 * undefined for text that is no amount of rupees (more than 2 decimals, a sign, letters).
 */
export function paiseFromRupeesText(text: string): number | undefined {
  const cleaned = text.replace(/[,₹\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return toPaise(Number(cleaned));
}

/** Paise as a form shows them for editing: 49900 → "499", 45050 → "450.50"; null → "". */
export function rupeesTextFromPaise(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(fromPaise(paise)) : fromPaise(paise).toFixed(2);
}

/**
 * SPEC §9: round((mrp - price) / mrp * 100), never below 0; a missing or zero MRP gives none (0).
 * The badge is shown only when this is above 0.
 */
export function percentOff(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= 0) return 0;
  // Integer paise, ×100 before dividing: an exact half (price 17, MRP 40 = 57.5 %) rounds up to
  // 58, where ((mrp - price) / mrp) * 100 gives 57.49999… and rounds down.
  const mrpPaise = toPaise(mrp);
  if (mrpPaise <= 0) return 0;
  return Math.max(0, Math.round(((mrpPaise - toPaise(price)) * 100) / mrpPaise));
}

/** GST at a rate (SPEC §9's 18 % unless given) on an amount of paise, rounded to the paisa. */
export function gstOnPaise(paise: number, ratePercent: number = DEFAULT_GST_RATE): number {
  return gstByRate([{ taxablePaise: paise, ratePercent }])[0]?.gstPaise ?? 0;
}

/** An amount of paise with GST added: what a shopper pays for a price before shipping. */
export function withGstPaise(paise: number, ratePercent: number = DEFAULT_GST_RATE): number {
  return paise + gstOnPaise(paise, ratePercent);
}

/**
 * THE price a shopper sees (decision 082): one unit's price with its GST, in rupees — the price
 * before GST plus that rate's GST on ONE unit, rounded to the paisa (gstByRate's rounding, an
 * exact half up). The product card and page, the wishlist, the cart's "each", the suggestions,
 * JSON-LD's offer and the API's `priceWithGst` all come from here; nothing else adds GST to a
 * unit price.
 */
export function unitPriceWithGst(price: number, ratePercent: number = DEFAULT_GST_RATE): number {
  return fromPaise(withGstPaise(toPaise(price), ratePercent));
}

/**
 * SPEC §9's percent off on the price a shopper sees (decision 082): the MRP includes every tax
 * (decision 029), so it is compared with the unit price with GST — 1 − priceWithGst / mrp,
 * rounded as percentOff rounds it.
 */
export function percentOffWithGst(product: {
  price: number;
  mrp: number | null | undefined;
  gstRate?: number;
}): number {
  return percentOff(unitPriceWithGst(product.price, product.gstRate), product.mrp);
}

/**
 * Each line's total with its GST, in paise (decision 082): the line's value before GST plus its
 * share of its rate's GST. A rate's GST is gstByRate's (rounded once on the rate's whole value),
 * shared out over that rate's lines — each line's exact GST floored, the paise left over to the
 * largest remainders (earlier lines first on a tie), as the tax invoice shares it (decision 073).
 * So the lines add up to subtotal + GST exactly, and a line whose unit GST is a whole number of
 * paise (every whole-rupee price) is exactly quantity × unitPriceWithGst.
 */
export function lineTotalsWithGstPaise(
  lines: readonly Pick<PricedLine, 'price' | 'quantity' | 'gstRate'>[],
): number[] {
  const values = lines.map((l) => toPaise(l.price) * l.quantity);
  const rates = lines.map((l) => l.gstRate ?? DEFAULT_GST_RATE);
  const shares = values.map((v, i) => Math.floor((v * rates[i]!) / 100));
  const rateTax = gstByRate(values.map((v, i) => ({ taxablePaise: v, ratePercent: rates[i]! })));
  for (const { ratePercent, gstPaise } of rateTax) {
    const members = values.map((_, i) => i).filter((i) => rates[i] === ratePercent);
    let left = gstPaise - members.reduce((sum, i) => sum + shares[i]!, 0);
    const byRemainder = [...members].sort(
      (a, b) => ((values[b]! * ratePercent) % 100) - ((values[a]! * ratePercent) % 100) || a - b,
    );
    for (const i of byRemainder) {
      if (left <= 0) break;
      shares[i]! += 1;
      left -= 1;
    }
  }
  return values.map((v, i) => v + shares[i]!);
}

/** "18%": how the GST rate is written to a shopper. */
export const GST_PERCENT_TEXT = `${Math.round(GST_RATE * 100)}%`;

export interface PricedLine {
  price: number;
  mrp?: number | null;
  quantity: number;
  /** the product's GST rate in percent; SPEC's 18 % when left out */
  gstRate?: number;
}

export interface Totals {
  itemCount: number;
  /** before GST (SPEC §9's subtotal) */
  subtotal: number;
  shipping: number;
  gst: number;
  total: number;
  /** Σ (MRP − unit price with GST) × quantity, on what the shopper sees (decision 082) */
  savings: number;
  /** each line's total with its GST, rupees, in the lines' order (lineTotalsWithGstPaise) */
  linesWithGst: number[];
  /** the GST of each rate the lines carry, rupees, in ascending rate (decision 073) */
  gstByRate: { rate: number; taxable: number; gst: number }[];
}

/** Price × quantity for one line, in rupees. */
export function lineTotal(line: Pick<PricedLine, 'price' | 'quantity'>): number {
  return fromPaise(toPaise(line.price) * line.quantity);
}

/**
 * The saving on one line (decision 082): (MRP − unit price with GST) × quantity, in paise; the
 * MRP includes GST (decision 029), so it is compared with the price the shopper sees. Nothing
 * without an MRP above that price.
 */
export function lineSavingsPaise(
  line: Pick<PricedLine, 'price' | 'mrp' | 'quantity' | 'gstRate'>,
): number {
  if (!line.mrp) return 0;
  const unit = withGstPaise(toPaise(line.price), line.gstRate ?? DEFAULT_GST_RATE);
  const mrp = toPaise(line.mrp);
  return mrp > unit ? (mrp - unit) * line.quantity : 0;
}

/**
 * SPEC §9: total = subtotal + GST (18 % of subtotal) + flat shipping;
 * savings = Σ (mrp − price) × quantity, the price being the one shown, with GST (decision 082);
 * lines without an MRP above it save nothing.
 * Shipping is charged on every order, as SPEC §9 says "flat"; an empty cart has nothing to charge.
 * A product at another rate than 18 % adds its own rate's GST (gstByRate, decision 073).
 */
export function cartTotals(lines: readonly PricedLine[]): Totals {
  let itemCount = 0;
  let subtotalPaise = 0;
  let savingsPaise = 0;
  const taxable: TaxableLine[] = [];
  for (const line of lines) {
    itemCount += line.quantity;
    const linePaise = toPaise(line.price) * line.quantity;
    subtotalPaise += linePaise;
    taxable.push({ taxablePaise: linePaise, ratePercent: line.gstRate ?? DEFAULT_GST_RATE });
    savingsPaise += lineSavingsPaise(line);
  }
  const shippingPaise = lines.length > 0 ? toPaise(SHIPPING_FEE) : 0;
  const rates = gstByRate(taxable);
  const gstPaise = rates.reduce((sum, r) => sum + r.gstPaise, 0);
  return {
    itemCount,
    subtotal: fromPaise(subtotalPaise),
    shipping: fromPaise(shippingPaise),
    gst: fromPaise(gstPaise),
    total: fromPaise(subtotalPaise + gstPaise + shippingPaise),
    savings: fromPaise(savingsPaise),
    linesWithGst: lineTotalsWithGstPaise(lines).map(fromPaise),
    gstByRate: rates.map((r) => ({
      rate: r.ratePercent,
      taxable: fromPaise(r.taxablePaise),
      gst: fromPaise(r.gstPaise),
    })),
  };
}
