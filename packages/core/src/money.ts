// Money rules from SPEC.md §9. Amounts travel as rupees (numbers with at most 2 decimals)
// and are summed as integer paise, so totals never drift by floating-point error.
import { formatIndianNumber } from './indian-number.ts';

/** SPEC §9: flat shipping of ₹100 per order. */
export const SHIPPING_FEE = 100;
/** SPEC §9: GST is 18 % of the subtotal. */
export const GST_RATE = 0.18;

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

/** SPEC §9's GST on an amount of paise, rounded to the paisa. */
export function gstOnPaise(paise: number): number {
  return Math.round(paise * GST_RATE);
}

/** An amount of paise with GST added: what a shopper pays for a price before shipping. */
export function withGstPaise(paise: number): number {
  return paise + gstOnPaise(paise);
}

/** "18%": how the GST rate is written to a shopper. */
export const GST_PERCENT_TEXT = `${Math.round(GST_RATE * 100)}%`;

export interface PricedLine {
  price: number;
  mrp?: number | null;
  quantity: number;
}

export interface Totals {
  itemCount: number;
  subtotal: number;
  shipping: number;
  gst: number;
  total: number;
  savings: number;
}

/** Price × quantity for one line, in rupees. */
export function lineTotal(line: Pick<PricedLine, 'price' | 'quantity'>): number {
  return fromPaise(toPaise(line.price) * line.quantity);
}

/**
 * SPEC §9: total = subtotal + GST (18 % of subtotal) + flat shipping;
 * savings = Σ (mrp − price) × quantity (lines without an MRP above the price save nothing).
 * Shipping is charged on every order, as SPEC §9 says "flat"; an empty cart has nothing to charge.
 */
export function cartTotals(lines: readonly PricedLine[]): Totals {
  let itemCount = 0;
  let subtotalPaise = 0;
  let savingsPaise = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotalPaise += toPaise(line.price) * line.quantity;
    if (line.mrp && line.mrp > line.price) {
      savingsPaise += (toPaise(line.mrp) - toPaise(line.price)) * line.quantity;
    }
  }
  const shippingPaise = lines.length > 0 ? toPaise(SHIPPING_FEE) : 0;
  const gstPaise = gstOnPaise(subtotalPaise);
  return {
    itemCount,
    subtotal: fromPaise(subtotalPaise),
    shipping: fromPaise(shippingPaise),
    gst: fromPaise(gstPaise),
    total: fromPaise(subtotalPaise + gstPaise + shippingPaise),
    savings: fromPaise(savingsPaise),
  };
}
