// GST tax invoices and credit notes (decisions 030 and 031): the tax split, the
// financial year of a number series, and amounts in words. Pure arithmetic on integer paise;
// the server stores and prints what these return.
import { IST_OFFSET_MS } from './ist-date.ts';
import { GST_RATE, SHIPPING_FEE, toPaise } from './money.ts';
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
export function documentNumber(kind: 'invoice' | 'credit-note', fy: string, seq: number): string {
  const prefix = kind === 'invoice' ? 'HRT' : 'CN';
  const years = `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
  return `${prefix}${years}-${String(seq).padStart(6, '0')}`;
}

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
  quantity: number;
  /** the price of one unit before GST, paise */
  unitPricePaise: number;
}

export interface TaxedLine extends TaxLineInput {
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxSplit {
  /** CGST + SGST when the place of supply is the seller's state; IGST otherwise */
  intraState: boolean;
  lines: TaxedLine[];
  totals: TaxTotals;
}

/** Splits one line's tax into CGST + SGST (the odd paisa to SGST) or IGST. */
function splitTax(tax: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

export function lineTax(line: Pick<TaxedLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): number {
  return line.cgstPaise + line.sgstPaise + line.igstPaise;
}

export function sumTotals(lines: readonly TaxedLine[]): TaxTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const l of lines) {
    totals.taxablePaise += l.taxablePaise;
    totals.cgstPaise += l.cgstPaise;
    totals.sgstPaise += l.sgstPaise;
    totals.igstPaise += l.igstPaise;
    totals.totalPaise += l.taxablePaise + lineTax(l);
  }
  return totals;
}

/**
 * Splits a tax-inclusive amount at 18 %: the taxable value to the paisa, the rest is tax.
 * ₹100 → ₹84.75 + ₹15.25.
 */
export function taxInclusive(amountPaise: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + GST_RATE_PERCENT));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/**
 * The invoice of an order (decision 030). Goods: each line's taxable value is price × quantity
 * and their taxes add up to exactly SPEC's GST (18 % of the subtotal, rounded once): each line
 * gets its 18 % rounded down and the paise left over go to the lines with the largest
 * remainders. Delivery (decision 031): SPEC's flat ₹100 is the price paid for it, GST included,
 * so the Total is SPEC's to the paisa. Intra-state lines split their tax into CGST and SGST
 * (the odd paisa to SGST), so CGST + SGST is each line's tax exactly.
 */
export function taxInvoice(input: {
  goods: readonly TaxLineInput[];
  sellerState: string;
  placeOfSupply: string;
  /** defaults to SPEC's flat shipping fee */
  shippingPaise?: number;
}): TaxSplit {
  const intraState = input.sellerState === input.placeOfSupply;
  const taxable = input.goods.map((l) => l.unitPricePaise * l.quantity);
  const subtotal = taxable.reduce((a, b) => a + b, 0);
  const gst = Math.round(subtotal * GST_RATE);
  // Exact tax in hundredths of a paisa (integers), floored, then the remainder distributed.
  const exact = taxable.map((t) => t * GST_RATE_PERCENT);
  const taxes = exact.map((e) => Math.floor(e / 100));
  let left = gst - taxes.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e % 100 }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && k < byRemainder.length; k++, left--) {
    taxes[byRemainder[k]!.i]! += 1;
  }
  const lines: TaxedLine[] = input.goods.map((l, i) => ({
    ...l,
    taxablePaise: taxable[i]!,
    ratePercent: GST_RATE_PERCENT,
    ...splitTax(taxes[i]!, intraState),
  }));
  const shippingPaise = input.shippingPaise ?? toPaise(SHIPPING_FEE);
  if (input.goods.length > 0 && shippingPaise > 0) {
    const { taxablePaise, taxPaise } = taxInclusive(shippingPaise);
    lines.push({
      productId: null,
      description: 'Delivery charges',
      hsn: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: taxablePaise,
      taxablePaise,
      ratePercent: GST_RATE_PERCENT,
      ...splitTax(taxPaise, intraState),
    });
  }
  return { intraState, lines, totals: sumTotals(lines) };
}

/**
 * A credit note's line for a refund of `amountPaise` (price and GST, as returns refund it) for
 * `quantity` units of an invoiced line: the amount split back at 18 %, the tax as the invoice
 * split it.
 */
export function refundLine(
  invoiced: TaxLineInput,
  quantity: number,
  amountPaise: number,
  intraState: boolean,
): TaxedLine {
  const { taxablePaise, taxPaise } = taxInclusive(amountPaise);
  return {
    ...invoiced,
    quantity,
    unitPricePaise: invoiced.unitPricePaise,
    taxablePaise,
    ratePercent: GST_RATE_PERCENT,
    ...splitTax(taxPaise, intraState),
  };
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
