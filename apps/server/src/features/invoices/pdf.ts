// The printed tax invoice and credit note, drawn with pdfkit from the stored copy.
// Text is set in Noto Sans, Devanagari in Noto Sans Devanagari, both embedded as subsets of the
// glyphs used (apps/server/fonts, SIL Open Font License): a buyer's Hindi name and address print
// as written, amounts as "₹1,060.82", and the text stays extractable (decision 067).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intraStateTaxName, stateWithCode } from '@harit/core/gstin';
import { formatIndianNumber } from '@harit/core/indian-number';
import { amountInWords, lineTax, type TaxedLine, type TaxTotals } from '@harit/core/invoice';
import { istDate } from '@harit/core/ist-date';
import type { PostalAddress } from '@harit/core/postal-address';
import { quantityWithUnit } from '@harit/core/uqc';
import type { SigningConfig } from '../../config.ts';
import { importModule } from '../../start/launcher-hooks.ts';
import { addSignatureField, sign } from './signature.ts';

export interface PrintedDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** `signatory` absent on documents issued before the seller settings (decision 083) */
  seller: { legalName: string; address: string; gstin: string; state: string; signatory?: string };
  buyer: PostalAddress & {
    /** a business buyer's (a B2B invoice, decision 073) */
    gstin?: string;
    legalName?: string;
  };
  placeOfSupply: string;
  intraState: boolean;
  lines: readonly TaxedLine[];
  totals: TaxTotals;
  /** a credit note's invoice and why it was issued */
  reference: { invoiceNumber: string; invoiceDate: Date; reason: string } | null;
}

/** 106082 → "1,060.82" (Indian grouping, as the shop writes every figure: core's indian-number). */
const amount = (paise: number) => formatIndianNumber(paise / 100, 2, 2);
/** 106082 → "₹1,060.82". */
export const rupees = (paise: number) => `₹${amount(paise)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "24 Nov 2026", the IST calendar date. */
export function printedDate(instant: Date): string {
  const [y, m, d] = istDate(instant).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxedLine, index: number) => string;
}

/** "9%", "2.5%": half a rate, as CGST and SGST (or UTGST) print it. */
const halfRate = (ratePercent: number) => `${ratePercent / 2}%`;

/**
 * The tax columns: CGST and SGST — UTGST for a seller in a union territory without a
 * legislature (decision 067) — within the seller's state, IGST across states.
 */
function columns(intraState: boolean, secondTax: 'SGST' | 'UTGST', discounted = false): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        { title: 'CGST', width: 48, align: 'right', value: (l) => amount(l.cgstPaise) },
        { title: secondTax, width: 48, align: 'right', value: (l) => amount(l.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 60, align: 'right', value: (l) => amount(l.igstPaise) }];
  // The table spans A4 between 40 pt margins (515 pt); the description takes what is left.
  // Rule 46(f): a document whose lines carry a discount (decision 074) prints it per line, in a
  // column the description gives room for; the others keep their layout.
  const discountWidth = discounted ? 46 : 0;
  const descriptionWidth = (intraState ? 113 : 149) - discountWidth;
  return [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'Description', width: descriptionWidth, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 50, align: 'left', value: (l) => l.hsn || '-' },
    // Rule 46(h): the quantity with its unit quantity code ("2 NOS"; decision 067).
    {
      title: 'Qty',
      width: 40,
      align: 'right',
      value: (l) => quantityWithUnit(l.quantity, l.uqc),
    },
    { title: 'Unit price', width: 50, align: 'right', value: (l) => amount(l.unitPricePaise) },
    ...(discounted
      ? [
          {
            title: 'Discount',
            width: discountWidth,
            align: 'right',
            value: (l) => amount(l.discountPaise ?? 0),
          } satisfies Column,
        ]
      : []),
    {
      title: 'Taxable value',
      width: 62,
      align: 'right',
      value: (l) => amount(l.taxablePaise),
    },
    { title: 'Rate', width: 30, align: 'right', value: (l) => `${l.ratePercent}%` },
    ...taxColumns,
    {
      title: 'Total',
      width: 58,
      align: 'right',
      value: (l) => amount(l.taxablePaise + lineTax(l)),
    },
  ];
}

/** The document as PDF bytes. */
export type Pdf = InstanceType<typeof import('pdfkit')>;

/**
 * The fonts' folder: apps/server/fonts, beside src/ in the source tree and beside dist/ once
 * built (the bundle's __dirname is dist/).
 */
function fontsDir(): string {
  const fromSource = path.resolve(import.meta.dirname, '../../../fonts');
  return existsSync(fromSource) ? fromSource : path.resolve(import.meta.dirname, '../fonts');
}

/**
 * Noto Sans's Latin subset and Noto Sans Devanagari's Devanagari subset (which has ₹), regular
 * and bold: WOFF files of @fontsource's packages (fontkit subsets WOFF; its WOFF2 reader fails on
 * composite glyphs). Read with the first document, then kept.
 */
const FONT_FILES = {
  regular: 'NotoSans-Regular.latin.woff',
  bold: 'NotoSans-Bold.latin.woff',
  devanagari: 'NotoSansDevanagari-Regular.devanagari.woff',
  devanagariBold: 'NotoSansDevanagari-Bold.devanagari.woff',
} as const;
type FontName = keyof typeof FONT_FILES;
let fontData: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const dir = fontsDir();
    fontData = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(dir, file))]),
    ) as Record<FontName, Buffer>;
  }
  return fontData;
}

/** Devanagari (and ₹, which the Devanagari font carries): the runs set in Noto Sans Devanagari. */
const DEVANAGARI_RUN =
  /((?:[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CF9\u20B9\u25CC]|\u200C|\u200D)+)/u;

/** A string as a PDF text string in UTF-16BE, hex: <FEFF…>. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

export interface Put {
  bold?: boolean;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  continued?: boolean;
  lineBreak?: boolean;
}

/**
 * Writes text in runs of one script each, each in its font: fontkit shapes a run by its own
 * script (a Devanagari word after Latin text would otherwise not get its conjuncts and vowel
 * signs in place). Devanagari runs carry their text as /ActualText: their glyphs stand in visual
 * order (ि before its consonant, a reph after), and a reader extracting the text gets the word as
 * written (pdftotext does).
 */
export function put(doc: Pdf, text: string, options: Put = {}): void {
  const { bold = false, x, y, continued = false, ...rest } = options;
  const runs = text.split(DEVANAGARI_RUN).filter((run) => run !== '');
  if (runs.length === 0) runs.push('');
  const fontOf = (run: string) =>
    DEVANAGARI_RUN.test(run) ? (bold ? 'devanagariBold' : 'devanagari') : bold ? 'bold' : 'regular';
  const aligned = rest.align === 'right' || rest.align === 'center';
  if (runs.length > 1 && aligned && x !== undefined && rest.width !== undefined) {
    // pdfkit aligns each run of a continued line by itself: a right-aligned or centred figure
    // ("₹1,060.82") is measured whole and its runs set from where it starts.
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run));
    const total = widths.reduce((a, w) => a + w, 0);
    let at = x + (rest.align === 'right' ? rest.width - total : (rest.width - total) / 2);
    const top = y ?? doc.y;
    runs.forEach((run, i) => {
      put(doc, run, { bold, x: at, y: top, lineBreak: false });
      at += widths[i]!;
    });
    doc.x = x;
    doc.y = top + doc.currentLineHeight(true);
    return;
  }
  runs.forEach((run, i) => {
    const devanagari = DEVANAGARI_RUN.test(run);
    doc.font(fontOf(run));
    const runOptions = { ...rest, continued: i < runs.length - 1 ? true : continued };
    const draw = () =>
      i === 0 && x !== undefined ? doc.text(run, x, y, runOptions) : doc.text(run, runOptions);
    if (!devanagari) {
      draw();
      return;
    }
    // The run's text object wrapped in a marked-content span (pdfkit writes BT … ET per line).
    const addContent = doc.addContent;
    doc.addContent = function (this: Pdf, data: string) {
      if (data === 'ET') addContent.call(this, 'EMC');
      addContent.call(this, data);
      if (data === 'BT') addContent.call(this, `/Span <</ActualText ${pdfTextString(run)}>> BDC`);
      return this;
    } as Pdf['addContent'];
    try {
      draw();
    } finally {
      doc.addContent = addContent;
    }
  });
}

/** The height a cell's text takes at `width`, measured in the font of its first script. */
function heightOf(doc: Pdf, text: string, width: number, bold: boolean): number {
  const devanagari = DEVANAGARI_RUN.test(text) && !/[A-Za-z0-9]/.test(text);
  doc.font(devanagari ? (bold ? 'devanagariBold' : 'devanagari') : bold ? 'bold' : 'regular');
  return doc.heightOfString(text, { width });
}

/** Ends a table's row at `bottom`: a thin grey rule across the table, the cursor under it. */
export function endRow(doc: Pdf, left: number, width: number, bottom: number): void {
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.x = left;
  doc.y = bottom;
}

/**
 * A new document in the shop's fonts, and the promise of its bytes once `doc.end()` is called:
 * every printed document (invoice, credit note, shipping label, packing slip) starts here.
 */
export async function startDocument(options: {
  size: 'A4' | 'A5' | 'A6';
  margin: number;
  title: string;
  author: string;
}): Promise<{ doc: Pdf; done: Promise<Buffer> }> {
  // Loaded with the first document, not at start: pdfkit takes a tenth of a second to load.
  const { default: PDFDocument } = await importModule<{ default: typeof import('pdfkit') }>(
    'pdfkit',
  );
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    info: { Title: options.title, Author: options.author },
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The document as PDF bytes; with `signing`, digitally signed with its certificate (decision
 * 083).
 */
export async function renderPdf(
  printed: PrintedDocument,
  signing: SigningConfig | null = null,
): Promise<Buffer> {
  const title = printed.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const { doc, done } = await startDocument({
    size: 'A4',
    margin: 40,
    title: `${title} ${printed.number}`,
    author: printed.seller.legalName,
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const s = printed.seller;
  const b = printed.buyer;

  doc.fontSize(16);
  put(doc, title.toUpperCase(), { bold: true, align: 'center' });
  doc.moveDown(0.5);
  const top = doc.y;
  doc.fontSize(11);
  put(doc, s.legalName, { bold: true, x: left, y: top, width: width / 2 });
  doc.fontSize(9);
  put(doc, s.address, { width: width / 2 });
  put(doc, `State: ${stateWithCode(s.state)}`, { width: width / 2 });
  put(doc, `GSTIN: ${s.gstin}`, { width: width / 2 });
  const sellerBottom = doc.y;

  const right = left + width / 2 + 20;
  const meta: [string, string][] = [
    [printed.kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.', printed.number],
    ['Date', printedDate(printed.issuedAt)],
    ['Order', `#${printed.orderNumber}`],
  ];
  if (printed.reference) {
    meta.push(['Against invoice', printed.reference.invoiceNumber]);
    meta.push(['Invoice date', printedDate(printed.reference.invoiceDate)]);
  }
  doc.y = top;
  for (const [label, value] of meta) {
    put(doc, `${label}: `, { bold: true, x: right, y: doc.y, continued: true });
    put(doc, value);
  }
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  /** "Label: value", the label bold. */
  const labelled = (label: string, value: string) => {
    put(doc, `${label}: `, { bold: true, continued: true });
    put(doc, value);
  };
  if (b.gstin) {
    // A B2B invoice (Rule 46(e)): the registered buyer's name and GSTIN, then where it goes.
    put(doc, 'Bill to', { bold: true, x: left });
    put(doc, b.legalName ?? b.name);
    labelled('GSTIN', b.gstin);
    doc.moveDown(0.3);
    put(doc, 'Ship to', { bold: true });
  } else {
    put(doc, 'Bill to / Ship to', { bold: true, x: left });
  }
  put(doc, b.name);
  put(doc, b.address);
  put(doc, `${b.city}, ${stateWithCode(b.state)} ${b.pin}`);
  if (b.phone) put(doc, `Phone: ${b.phone}`);
  doc.moveDown(0.5);
  labelled('Place of supply', stateWithCode(printed.placeOfSupply));
  // Rule 46(p): whether tax is payable on reverse charge. A shop's sales to its customers never are.
  labelled('Tax payable on reverse charge', 'No');
  if (printed.reference) labelled('Reason', printed.reference.reason);
  doc.moveDown(0.8);

  // The lines, a row each; a description that wraps makes its row taller.
  const secondTax = intraStateTaxName(printed.seller.state);
  const cols = columns(
    printed.intraState,
    secondTax,
    printed.lines.some((l) => (l.discountPaise ?? 0) > 0),
  );
  const row = (cells: string[], bold: boolean) => {
    doc.fontSize(8);
    const heights = cells.map((cell, i) => heightOf(doc, cell, cols[i]!.width - 4, bold));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      put(doc, cell, { bold, x: x + 2, y: y + 3, width: col.width - 4, align: col.align });
      x += col.width;
    });
    endRow(doc, left, width, y + height);
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  printed.lines.forEach((line, index) => {
    row(
      cols.map((c) => c.value(line, index)),
      false,
    );
  });

  // Totals in figures, then in words.
  doc.moveDown(0.8);
  const t = printed.totals;
  const totals: [string, string][] = [['Taxable value', rupees(t.taxablePaise)]];
  // Tax per rate, as the lines add it up (a document prints one block per rate it charges).
  const rates = [...new Set(printed.lines.map((l) => l.ratePercent))].sort((a, b) => b - a);
  for (const rate of rates) {
    const at = printed.lines.filter((l) => l.ratePercent === rate);
    const sum = (pick: (l: TaxedLine) => number) => at.reduce((a, l) => a + pick(l), 0);
    if (printed.intraState) {
      totals.push(
        [`CGST @ ${halfRate(rate)}`, rupees(sum((l) => l.cgstPaise))],
        [`${secondTax} @ ${halfRate(rate)}`, rupees(sum((l) => l.sgstPaise))],
      );
    } else {
      totals.push([`IGST @ ${rate}%`, rupees(sum((l) => l.igstPaise))]);
    }
  }
  // What two equal halves leave of the amount paid (decision 067): a few paise, either way.
  if (t.roundOffPaise !== 0) {
    totals.push([
      'Round off',
      `${t.roundOffPaise < 0 ? '-' : '+'}${rupees(Math.abs(t.roundOffPaise))}`,
    ]);
  }
  totals.push([printed.kind === 'invoice' ? 'Total' : 'Total credited', rupees(t.totalPaise)]);
  for (const [label, value] of totals) {
    const y = doc.y;
    const last = label.startsWith('Total');
    doc.fontSize(last ? 10 : 9);
    put(doc, label, { bold: last, x: left + width - 260, y, width: 140 });
    put(doc, value, { bold: last, x: left + width - 120, y, width: 120, align: 'right' });
    doc.y = y + (last ? 14 : 12);
  }
  doc.moveDown(0.5);
  doc.x = left;
  doc.fontSize(9);
  put(doc, 'Amount in words: ', { bold: true, x: left, y: doc.y, continued: true });
  put(doc, amountInWords(t.totalPaise), { width });

  // Rule 46(q) and Rule 53: signed by the supplier or an authorised representative.
  doc.moveDown(2);
  const signatureX = left + width - 220;
  put(doc, `For ${s.legalName}`, {
    bold: true,
    x: signatureX,
    y: doc.y,
    width: 220,
    align: 'right',
  });
  doc.moveDown(2.5);
  if (s.signatory) {
    put(doc, s.signatory, { x: signatureX, y: doc.y, width: 220, align: 'right' });
  }
  put(doc, 'Authorised signatory', { x: signatureX, y: doc.y, width: 220, align: 'right' });
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor('#555555');
  put(
    doc,
    'Amounts in Indian rupees (₹). Delivery charges include GST at the rate of the goods delivered.',
    { x: left, y: doc.y, width },
  );
  if (signing) {
    await addSignatureField(doc, {
      name: s.signatory ?? s.legalName,
      reason: `${title} ${printed.number}`,
      location: stateWithCode(s.state),
    });
  }
  doc.end();
  return signing ? sign(await done, signing) : done;
}
