// The printed tax invoice and credit note, drawn with pdfkit from the stored copy.
// Amounts print as "Rs. 1,060.82": the PDF's built-in Helvetica has no ₹ glyph, and "Rs." needs
// no font file shipped with the server (decision 030).
import { stateWithCode } from '@harit/core/gstin';
import { formatIndianNumber } from '@harit/core/indian-number';
import { amountInWords, lineTax, type TaxedLine, type TaxTotals } from '@harit/core/invoice';
import { istDate } from '@harit/core/ist-date';
import { importModule } from '../../start/launcher-hooks.ts';

export interface PrintedDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  orderNumber: string;
  seller: { legalName: string; address: string; gstin: string; state: string };
  buyer: { name: string; address: string; city: string; state: string; pin: string; phone: string };
  placeOfSupply: string;
  intraState: boolean;
  lines: readonly TaxedLine[];
  totals: TaxTotals;
  /** a credit note's invoice and why it was issued */
  reference: { invoiceNumber: string; invoiceDate: Date; reason: string } | null;
}

/** 106082 → "1,060.82" (Indian grouping, as the shop writes every figure: core's indian-number). */
const amount = (paise: number) => formatIndianNumber(paise / 100, 2, 2);
/** 106082 → "Rs. 1,060.82". */
const rupees = (paise: number) => `Rs. ${amount(paise)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "24 Nov 2026", the IST calendar date. */
function printedDate(instant: Date): string {
  const [y, m, d] = istDate(instant).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxedLine, index: number) => string;
}

function columns(intraState: boolean): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        { title: 'CGST 9%', width: 48, align: 'right', value: (l) => amount(l.cgstPaise) },
        { title: 'SGST 9%', width: 48, align: 'right', value: (l) => amount(l.sgstPaise) },
      ]
    : [{ title: 'IGST 18%', width: 60, align: 'right', value: (l) => amount(l.igstPaise) }];
  // The table spans A4 between 40 pt margins (515 pt); the description takes what is left.
  const descriptionWidth = intraState ? 127 : 163;
  return [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'Description', width: descriptionWidth, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 50, align: 'left', value: (l) => l.hsn || '-' },
    { title: 'Qty', width: 26, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit price', width: 50, align: 'right', value: (l) => amount(l.unitPricePaise) },
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
export async function renderPdf(printed: PrintedDocument): Promise<Buffer> {
  // Loaded with the first document, not at start: pdfkit takes a tenth of a second to load.
  const { default: PDFDocument } = await importModule<{ default: typeof import('pdfkit') }>(
    'pdfkit',
  );
  const title = printed.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${title} ${printed.number}`, Author: printed.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const s = printed.seller;
  const b = printed.buyer;

  doc.font('Helvetica-Bold').fontSize(16).text(title.toUpperCase(), { align: 'center' });
  doc.moveDown(0.5);
  const top = doc.y;
  doc.fontSize(11).text(s.legalName, left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(9);
  doc.text(s.address, { width: width / 2 });
  doc.text(`State: ${stateWithCode(s.state)}`, { width: width / 2 });
  doc.text(`GSTIN: ${s.gstin}`, { width: width / 2 });
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
    doc.font('Helvetica-Bold').text(`${label}: `, right, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  doc.font('Helvetica-Bold').text('Bill to / Ship to', left);
  doc.font('Helvetica');
  doc.text(b.name);
  doc.text(b.address);
  doc.text(`${b.city}, ${stateWithCode(b.state)} ${b.pin}`);
  if (b.phone) doc.text(`Phone: ${b.phone}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Place of supply: ', { continued: true });
  doc.font('Helvetica').text(stateWithCode(printed.placeOfSupply));
  // Rule 46(p): whether tax is payable on reverse charge. A shop's sales to its customers never are.
  doc.font('Helvetica-Bold').text('Tax payable on reverse charge: ', { continued: true });
  doc.font('Helvetica').text('No');
  if (printed.reference) {
    doc.font('Helvetica-Bold').text('Reason: ', { continued: true });
    doc.font('Helvetica').text(printed.reference.reason);
  }
  doc.moveDown(0.8);

  // The lines, a row each; a description that wraps makes its row taller.
  const cols = columns(printed.intraState);
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.width - 4 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      doc.text(cell, x + 2, y + 3, { width: col.width - 4, align: col.align });
      x += col.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = y + height;
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
  if (printed.intraState) {
    totals.push(['CGST @ 9%', rupees(t.cgstPaise)], ['SGST @ 9%', rupees(t.sgstPaise)]);
  } else {
    totals.push(['IGST @ 18%', rupees(t.igstPaise)]);
  }
  totals.push([printed.kind === 'invoice' ? 'Total' : 'Total credited', rupees(t.totalPaise)]);
  for (const [label, value] of totals) {
    const y = doc.y;
    const last = label.startsWith('Total');
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 10 : 9);
    doc.text(label, left + width - 260, y, { width: 140 });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = y + (last ? 14 : 12);
  }
  doc.moveDown(0.5);
  doc.x = left;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Amount in words: ', left, doc.y, { continued: true });
  doc.font('Helvetica').text(amountInWords(t.totalPaise), { width });
  doc.moveDown(1.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Amounts in Indian rupees (Rs.). Delivery charges include GST at the rate of the goods ' +
        'delivered. This is a computer-generated document and needs no signature.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
