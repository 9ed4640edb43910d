// GST tax invoices and credit notes (decisions 030 and 031): the tax split, the
// financial year of a number series, and amounts in words. Pure arithmetic on integer paise;
// the server stores and prints what these return.

import { unitsDiscountPaise } from './coupons.ts';
import { IST_OFFSET_MS } from './ist-date.ts';
import { DEFAULT_GST_RATE, GST_RATE, gstByRate, SHIPPING_FEE, toPaise } from './money.ts';
import { idSchema, orderNumberParams, singleLine } from './validation.ts';

/** SPEC §9's 18 % as a whole percent, the rate every line of an invoice prints. */
export const GST_RATE_PERCENT = Math.round(GST_RATE * 100);

/**
 * SAC of the delivery line: 996812, courier services. Delivery follows its goods' rate as part
 * of one composite supply (decision 031).
 */
export const SHIPPING_SAC = '996812';

/** HSN codes are 4, 6 or 8 digits; the console accepts any length from 4 to 8. */
export const hsnCodeSchema = singleLine()
  .trim()
  .regex(/^[0-9]{4,8}$/, 'HSN code must be 4 to 8 digits');

/**
 * "2026-27": the Indian financial year (1 April to 31 March, IST) of an instant, as invoice
 * numbers carry it.
 */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * "HRT2627-000123"; credit notes "CN2627-000012". Rule 46(b) allows at most 16 characters, unique
 * within a financial year (the year's last two digits of each end, "2026-27" → "2627") and
 * consecutive; one series per kind and year. Numbers issued before this form
 * ("HRT/2026-27/000003", 18 characters) stay as they were: the series' counter goes on from them.
 */
export function documentNumber(
  kind: 'invoice' | 'credit-note',
  fy: string,
  seq: number,
  /** the invoices' prefix, the seller's setting (decision 083); credit notes' is always CN */
  invoicePrefix = 'HRT',
): string {
  const prefix = kind === 'invoice' ? invoicePrefix : CREDIT_NOTE_PREFIX;
  const years = `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
  return `${prefix}${years}-${String(seq).padStart(6, '0')}`;
}

/** The credit notes' prefix (decision 061); an invoice prefix may not take it (decision 083). */
export const CREDIT_NOTE_PREFIX = 'CN';

/** The most characters Rule 46(b) allows in a tax invoice's or credit note's number. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/**
 * A document's PDF file name, the same from the server and the web: "HRT2627-000123.pdf"
 * ("HRT/2026-27/000123", numbered before decision 061's form, → "HRT-2026-27-000123.pdf").
 */
export function pdfFilename(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

export interface TaxLineInput {
  /** null for the delivery line */
  productId: string | null;
  description: string;
  hsn: string;
  /**
   * The unit quantity code printed beside the quantity (NOS, KGS, SET, PAC, …: uqc.ts); absent on
   * lines issued before products had one (decision 067).
   */
  uqc?: string;
  quantity: number;
  /** the price of one unit before GST, paise */
  unitPricePaise: number;
  /** the line's discount (a coupon, points: decision 074), off its taxable value; 0 when absent */
  discountPaise?: number;
  /** the line's GST rate in percent as it was sold (decision 073); SPEC's 18 % when left out */
  ratePercent?: number;
}

export interface TaxedLine extends Omit<TaxLineInput, 'ratePercent'> {
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  /** SGST, or UTGST where the seller is in a union territory without a legislature (taxNames) */
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /**
   * What the document adds to its lines so its Total is the amount paid or credited: a few paise,
   * either way, when two equal halves of each line's tax cannot make SPEC's GST (decision 067).
   */
  roundOffPaise: number;
  totalPaise: number;
}

export interface TaxSplit {
  /** CGST + SGST (or UTGST) when the place of supply is the seller's state; IGST otherwise */
  intraState: boolean;
  lines: TaxedLine[];
  totals: TaxTotals;
}

/**
 * One half of a line's tax within a state, CGST and SGST (or UTGST) each: half the rate of the
 * taxable value, rounded to the paisa (an exact half paisa up). Both halves are this figure, so
 * CGST always equals SGST, and their sum is within a paisa of the whole rate (decision 067).
 */
export function halfTax(taxablePaise: number, ratePercent: number): number {
  return Math.round((taxablePaise * ratePercent) / 200);
}

/** A line's tax as CGST + SGST in two equal halves, or as IGST whole. */
function taxOf(
  taxablePaise: number,
  ratePercent: number,
  intraState: boolean,
  igstPaise: number,
): Pick<TaxedLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise };
  const half = halfTax(taxablePaise, ratePercent);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

export function lineTax(line: Pick<TaxedLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): number {
  return line.cgstPaise + line.sgstPaise + line.igstPaise;
}

/** The lines' sums; the Total is theirs plus the round off (none unless given). */
export function sumTotals(lines: readonly TaxedLine[], roundOffPaise = 0): TaxTotals {
  const totals = {
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    roundOffPaise,
    totalPaise: roundOffPaise,
  };
  for (const l of lines) {
    totals.taxablePaise += l.taxablePaise;
    totals.cgstPaise += l.cgstPaise;
    totals.sgstPaise += l.sgstPaise;
    totals.igstPaise += l.igstPaise;
    totals.totalPaise += l.taxablePaise + lineTax(l);
  }
  return totals;
}

/** A stored document's round off: its Total less its taxable value and taxes. */
export function roundOffOf(totals: Omit<TaxTotals, 'roundOffPaise'>): number {
  return (
    totals.totalPaise - totals.taxablePaise - totals.cgstPaise - totals.sgstPaise - totals.igstPaise
  );
}

/**
 * Splits a price that includes GST into its taxable value and tax, the two adding up to the
 * price. Across states: the taxable value is the price ÷ (1 + rate) to the paisa, the rest is
 * IGST (₹100 → ₹84.75 + ₹15.25). Within a state the tax must halve evenly, so the taxable value
 * is chosen, nearest that quotient, for which it and its two equal halves make the price
 * (₹100 → ₹84.74 + ₹7.63 + ₹7.63); for the rare price no taxable value makes exactly, the
 * nearest is taken and `offPaise` (±1) is what the document's round off carries (decision 067).
 */
export function taxInclusive(
  amountPaise: number,
  ratePercent = GST_RATE_PERCENT,
  intraState = false,
): { taxablePaise: number; taxPaise: number; offPaise: number } {
  const nearest = Math.round((amountPaise * 100) / (100 + ratePercent));
  if (!intraState) return { taxablePaise: nearest, taxPaise: amountPaise - nearest, offPaise: 0 };
  let best = { taxablePaise: nearest, taxPaise: 0, offPaise: Number.POSITIVE_INFINITY };
  for (const step of [0, -1, 1, -2, 2, -3, 3]) {
    const taxablePaise = Math.max(0, nearest + step);
    const taxPaise = 2 * halfTax(taxablePaise, ratePercent);
    const offPaise = amountPaise - taxablePaise - taxPaise;
    if (Math.abs(offPaise) < Math.abs(best.offPaise)) best = { taxablePaise, taxPaise, offPaise };
    if (offPaise === 0) break;
  }
  return best;
}

/**
 * The rate of an order's delivery: a composite supply takes its principal supply's rate
 * (decision 031), and the principal supply is the goods of the largest taxable value — the
 * highest rate on a tie (decision 073). SPEC's 18 % for an order of one rate, as before.
 */
export function deliveryRate(
  goods: readonly { taxablePaise: number; ratePercent: number }[],
): number {
  let best: { taxablePaise: number; ratePercent: number } | undefined;
  for (const r of gstByRate(goods)) {
    if (!best || r.taxablePaise >= best.taxablePaise) best = r;
  }
  return best?.ratePercent ?? DEFAULT_GST_RATE;
}

/** The delivery line: SPEC's flat fee, a price with its GST inside (decision 031). */
function deliveryLine(
  shippingPaise: number,
  ratePercent: number,
  intraState: boolean,
): { line: TaxedLine; offPaise: number } {
  const { taxablePaise, taxPaise, offPaise } = taxInclusive(shippingPaise, ratePercent, intraState);
  return {
    line: {
      productId: null,
      description: 'Delivery charges',
      hsn: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: taxablePaise,
      taxablePaise,
      ratePercent,
      ...taxOf(taxablePaise, ratePercent, intraState, taxPaise),
    },
    offPaise,
  };
}

/**
 * The invoice of an order (decisions 030, 031, 067 and 073). Goods: each line's taxable value is
 * price × quantity, at the line's own rate. The order's GST is core's gstByRate — each rate's
 * GST rounded once, SPEC's 18 % of the subtotal when there is one rate. Across states each line's
 * IGST is its rate of its value and each rate's lines add up to exactly that rate's GST: each line
 * gets its tax rounded down and the paise left over go to the rate's lines with the largest
 * remainders. Within the seller's state each line's tax is two equal halves (halfTax), CGST and
 * SGST (UTGST in a union territory without a legislature), which may miss the GST by a few paise:
 * the invoice's round off carries the difference, so its Total is what the shopper paid.
 * Delivery: SPEC's flat ₹100 is the price paid for it, GST included (taxInclusive), at its
 * goods' principal rate (deliveryRate).
 */
export function taxInvoice(input: {
  goods: readonly TaxLineInput[];
  sellerState: string;
  placeOfSupply: string;
  /** defaults to SPEC's flat shipping fee */
  shippingPaise?: number;
}): TaxSplit {
  const intraState = input.sellerState === input.placeOfSupply;
  const goods = input.goods.map((l) => ({
    taxablePaise: l.unitPricePaise * l.quantity - (l.discountPaise ?? 0),
    ratePercent: l.ratePercent ?? DEFAULT_GST_RATE,
  }));
  const rates = gstByRate(goods);
  // Across states: exact tax in hundredths of a paisa (integers), floored, then each rate's
  // remainder distributed within its lines. Within: the halves, whose sum is each line's tax.
  const exact = goods.map((g) => g.taxablePaise * g.ratePercent);
  const taxes = exact.map((e) => Math.floor(e / 100));
  if (!intraState) {
    for (const rate of rates) {
      const mine = goods.flatMap((g, i) => (g.ratePercent === rate.ratePercent ? [i] : []));
      let left = rate.gstPaise - mine.reduce((a, i) => a + taxes[i]!, 0);
      const byRemainder = mine
        .map((i) => ({ i, r: exact[i]! % 100 }))
        .sort((a, b) => b.r - a.r || a.i - b.i);
      for (let k = 0; left > 0 && k < byRemainder.length; k++, left--) {
        taxes[byRemainder[k]!.i]! += 1;
      }
    }
  }
  const lines: TaxedLine[] = input.goods.map(({ ratePercent: _, ...l }, i) => ({
    ...l,
    taxablePaise: goods[i]!.taxablePaise,
    ratePercent: goods[i]!.ratePercent,
    ...taxOf(goods[i]!.taxablePaise, goods[i]!.ratePercent, intraState, taxes[i]!),
  }));
  const shippingPaise = input.shippingPaise ?? toPaise(SHIPPING_FEE);
  if (input.goods.length > 0 && shippingPaise > 0) {
    lines.push(deliveryLine(shippingPaise, deliveryRate(goods), intraState).line);
  }
  const subtotal = goods.reduce((a, g) => a + g.taxablePaise, 0);
  const gst = rates.reduce((a, r) => a + r.gstPaise, 0);
  const paid = subtotal + gst + (input.goods.length > 0 ? shippingPaise : 0);
  const sums = sumTotals(lines);
  return { intraState, lines, totals: sumTotals(lines, paid - sums.totalPaise) };
}

/**
 * A credit note's lines for a refund of `amountPaise` (price and GST, as returns refund it) for
 * `quantity` units of an invoiced line, each adding up on its face (decision 067). The units'
 * whole price with its GST: the invoice's line for those units — quantity × unit price, its tax
 * as the invoice reckons it — and the round off what halves leave of the amount. Less than that:
 * a line of the value credited ("Partial refund: …", quantity 1 OTH at that value), its taxable
 * value and tax split back from the amount.
 */
export function refundLines(
  invoiced: TaxLineInput,
  quantity: number,
  amountPaise: number,
  intraState: boolean,
): { lines: TaxedLine[]; roundOffPaise: number } {
  const rate = invoiced.ratePercent ?? GST_RATE_PERCENT;
  // The units' share of the line's discount comes off their price (decision 074).
  const discount = unitsDiscountPaise(invoiced.discountPaise ?? 0, invoiced.quantity, quantity);
  const price = invoiced.unitPricePaise * quantity - discount;
  // As returns reckons its most (maxRefundPaise): the price and its GST rounded once.
  const full = price + (gstByRate([{ taxablePaise: price, ratePercent: rate }])[0]?.gstPaise ?? 0);
  if (amountPaise === full) {
    const line: TaxedLine = {
      productId: invoiced.productId,
      description: invoiced.description,
      hsn: invoiced.hsn,
      ...(invoiced.uqc ? { uqc: invoiced.uqc } : {}),
      quantity,
      unitPricePaise: invoiced.unitPricePaise,
      ...(discount > 0 ? { discountPaise: discount } : {}),
      taxablePaise: price,
      ratePercent: rate,
      ...taxOf(price, rate, intraState, amountPaise - price),
    };
    return { lines: [line], roundOffPaise: amountPaise - price - lineTax(line) };
  }
  const { taxablePaise, taxPaise, offPaise } = taxInclusive(amountPaise, rate, intraState);
  const line: TaxedLine = {
    productId: invoiced.productId,
    description: `Partial refund: ${quantity} × ${invoiced.description}`,
    hsn: invoiced.hsn,
    uqc: 'OTH',
    quantity: 1,
    unitPricePaise: taxablePaise,
    taxablePaise,
    ratePercent: rate,
    ...taxOf(taxablePaise, rate, intraState, taxPaise),
  };
  return { lines: [line], roundOffPaise: offPaise };
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99: "Eighty-Two". */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1..999: "Seven Hundred Eighty-Nine". */
function threeDigits(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(twoDigits(rest));
  return parts.join(' ');
}

/**
 * A whole number in words with Indian grouping: 12,34,56,789 → "Twelve Crore Thirty-Four Lakh
 * Fifty-Six Thousand Seven Hundred Eighty-Nine". Crores above 99 are themselves in words
 * ("One Hundred Crore").
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${twoDigits(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${twoDigits(thousand)} Thousand`);
  if (rest > 0) parts.push(threeDigits(rest));
  return parts.join(' ');
}

/** 106082 paise → "Rupees One Thousand Sixty and Eighty-Two Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${twoDigits(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}

/** GET /api/orders/:orderNumber/credit-notes/:creditNoteId.pdf */
export const creditNoteParams = orderNumberParams.extend({ creditNoteId: idSchema });

/** GET /api/orders/:orderNumber/tax-documents: what the order page lists. */
export interface OrderTaxDocuments {
  /** null for an order placed before tax invoices were issued (decision 030) */
  invoice: { number: string; issuedAt: string; total: number } | null;
  creditNotes: { id: string; number: string; issuedAt: string; reason: string; total: number }[];
}
