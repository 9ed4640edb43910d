// What a courier and a packer need on paper (decision 076): the A6 shipping label — sender,
// recipient, the PIN in large type, the cash to collect, the weight, and Code 128 barcodes of
// the order and tracking numbers — and the packing slip, the order's lines without prices.
// Drawn with the invoices' pdfkit set-up and fonts (./pdf.ts), from plain values the order
// workflow hands in, so the figures are the order's own (one number, one source).
import { CODE128_QUIET_MODULES, code128Modules } from '@harit/core/code128';
import type { PostalAddress } from '@harit/core/postal-address';
import { endRow, type Pdf, printedDate, put, rupees, startDocument } from './pdf.ts';

export interface ShippingLabel {
  orderNumber: string;
  placedAt: Date;
  sender: { name: string; address: string; phone?: string };
  recipient: PostalAddress;
  /** cash the courier collects on delivery, in paise; 0 for a prepaid order */
  collectPaise: number;
  /** the parcel's weight as the packer weighed it, in grams; null prints a line to write it on */
  weightGrams: number | null;
  courier: string | null;
  trackingNumber: string | null;
  itemCount: number;
}

export interface PackingSlip {
  orderNumber: string;
  placedAt: Date;
  sender: { name: string };
  recipient: ShippingLabel['recipient'];
  lines: readonly { name: string; quantity: number }[];
}

/** "1.25 kg" from grams. */
const kilograms = (grams: number) => `${(grams / 1000).toFixed(grams % 1000 === 0 ? 0 : 2)} kg`;

/**
 * Draws `text`'s Code 128 bars at (x, y), `height` tall, as wide as `maxWidth` allows with a
 * module of at most 2 pt (wide enough for any scanner, narrow enough to fit a tracking number
 * on A6), quiet zones included; its text below. Returns the bottom.
 */
function barcode(doc: Pdf, text: string, x: number, y: number, maxWidth: number, height: number) {
  const modules = code128Modules(text);
  const total = modules.reduce((a, m) => a + m, 0) + 2 * CODE128_QUIET_MODULES;
  const module = Math.min(2, maxWidth / total);
  let at = x + (maxWidth - total * module) / 2 + CODE128_QUIET_MODULES * module;
  modules.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(at, y, width * module, height).fill('#000000');
    at += width * module;
  });
  doc.fontSize(9).fillColor('#000000');
  put(doc, text, { x, y: y + height + 2, width: maxWidth, align: 'center' });
  return y + height + 14;
}

/** The A6 shipping label (105 × 148 mm), one page. */
export async function renderShippingLabel(label: ShippingLabel): Promise<Buffer> {
  const margin = 14;
  const { doc, done } = await startDocument({
    size: 'A6',
    margin,
    title: `Shipping label ${label.orderNumber}`,
    author: label.sender.name,
  });
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const r = label.recipient;

  doc.fontSize(7).fillColor('#000000');
  put(doc, 'FROM', { bold: true, x: left, y: margin });
  put(doc, label.sender.name, { width });
  put(doc, label.sender.address, { width });
  if (label.sender.phone) put(doc, `Phone: ${label.sender.phone}`, { width });
  doc.moveDown(0.4);
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .strokeColor('#000000')
      .stroke();
  line(doc.y);
  doc.moveDown(0.4);

  doc.fontSize(8);
  put(doc, 'TO', { bold: true, x: left, y: doc.y });
  doc.fontSize(11);
  put(doc, r.name, { bold: true, width });
  doc.fontSize(9);
  put(doc, r.address, { width });
  put(doc, `${r.city}, ${r.state}`, { width });
  put(doc, `Phone: ${r.phone}`, { width });
  // The PIN sorts the parcel: large enough to read across a sorting floor.
  doc.fontSize(30);
  put(doc, `PIN ${r.pin}`, { bold: true, x: left, y: doc.y + 2, width });
  line(doc.y + 2);
  doc.y += 6;

  // What the courier collects: cash on delivery in large type, or that nothing is due.
  const boxTop = doc.y;
  doc.rect(left, boxTop, width, 30).lineWidth(1.5).strokeColor('#000000').stroke();
  doc.fontSize(13);
  put(
    doc,
    label.collectPaise > 0
      ? `COD: COLLECT ${rupees(label.collectPaise)}`
      : 'PREPAID: COLLECT NOTHING',
    { bold: true, x: left, y: boxTop + 8, width, align: 'center' },
  );
  doc.y = boxTop + 36;
  doc.fontSize(9);
  put(
    doc,
    `Weight: ${label.weightGrams === null ? '________ kg' : kilograms(label.weightGrams)}    Items: ${label.itemCount}    Placed: ${printedDate(label.placedAt)}`,
    { x: left, y: doc.y, width },
  );
  doc.y += 4;

  doc.fontSize(8);
  put(doc, 'ORDER', { bold: true, x: left, y: doc.y });
  let y = barcode(doc, label.orderNumber, left, doc.y + 2, width, 34);
  if (label.trackingNumber) {
    doc.fontSize(8);
    put(doc, `${(label.courier ?? 'COURIER').toUpperCase()} TRACKING`, {
      bold: true,
      x: left,
      y,
    });
    y = barcode(doc, label.trackingNumber, left, doc.y + 2, width, 34);
  } else {
    doc.fontSize(8);
    put(doc, 'Tracking number: not yet given (set when the order ships)', { x: left, y, width });
  }
  doc.end();
  return done;
}

/** The packing slip (A5): what goes in the parcel, without prices (it travels inside). */
export async function renderPackingSlip(slip: PackingSlip): Promise<Buffer> {
  const margin = 32;
  const { doc, done } = await startDocument({
    size: 'A5',
    margin,
    title: `Packing slip ${slip.orderNumber}`,
    author: slip.sender.name,
  });
  const left = margin;
  const width = doc.page.width - 2 * margin;
  doc.fontSize(15);
  put(doc, 'PACKING SLIP', { bold: true, x: left, y: margin, width });
  doc.fontSize(9);
  put(doc, slip.sender.name, { width });
  put(doc, `Order #${slip.orderNumber}, placed ${printedDate(slip.placedAt)}`, { width });
  doc.moveDown(0.6);
  const r = slip.recipient;
  put(doc, 'Ship to', { bold: true, x: left, y: doc.y });
  put(doc, r.name, { width });
  put(doc, r.address, { width });
  put(doc, `${r.city}, ${r.state} ${r.pin}`, { width });
  doc.moveDown(0.8);

  const cols = [
    { title: 'Packed', width: 44 },
    { title: 'Item', width: width - 44 - 50 },
    { title: 'Qty', width: 50 },
  ];
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = left;
    doc.fontSize(10);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.width - 6 }))) + 8;
    if (y + height > doc.page.height - margin) doc.addPage();
    cells.forEach((cell, i) => {
      if (i === 0 && !bold)
        doc
          .rect(x + 14, doc.y + 4, 10, 10)
          .lineWidth(0.8)
          .stroke();
      else
        put(doc, cell, {
          bold,
          x: x + 3,
          y: doc.y + 4,
          width: cols[i]!.width - 6,
          align: i === 2 ? 'right' : 'left',
        });
      x += cols[i]!.width;
      doc.y = y;
    });
    endRow(doc, left, width, y + height);
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const line of slip.lines) row(['', line.name, String(line.quantity)], false);
  doc.moveDown(0.8);
  doc.fontSize(10);
  const units = slip.lines.reduce((n, l) => n + l.quantity, 0);
  put(doc, `${units} ${units === 1 ? 'item' : 'items'} in all`, {
    bold: true,
    x: left,
    y: doc.y,
    width,
  });
  doc.moveDown(1);
  barcode(doc, slip.orderNumber, left, doc.y, Math.min(width, 220), 30);
  doc.end();
  return done;
}

export interface ReturnLabel {
  orderNumber: string;
  /** the last day the shop expects it */
  returnBy: Date;
  /** "2 × Bamboo Toothbrush" */
  item: string;
  /** the shopper, as the order was delivered */
  from: ShippingLabel['recipient'];
  /** the shop's address (its SELLER_* settings) */
  to: { name: string; address: string };
}

/** The A6 return label the shopper prints: to the shop, from them, the order's barcode. */
export async function renderReturnLabel(label: ReturnLabel): Promise<Buffer> {
  const margin = 14;
  const { doc, done } = await startDocument({
    size: 'A6',
    margin,
    title: `Return label ${label.orderNumber}`,
    author: label.to.name,
  });
  const left = margin;
  const width = doc.page.width - 2 * margin;
  doc.fontSize(16).fillColor('#000000');
  put(doc, 'RETURN', { bold: true, x: left, y: margin, width, align: 'center' });
  doc.fontSize(8);
  put(doc, 'TO', { bold: true, x: left, y: doc.y + 4 });
  doc.fontSize(11);
  put(doc, label.to.name, { bold: true, width });
  doc.fontSize(9);
  put(doc, label.to.address, { width });
  doc.moveDown(0.6);
  doc.fontSize(8);
  put(doc, 'FROM', { bold: true, x: left, y: doc.y });
  const f = label.from;
  put(doc, f.name, { width });
  put(doc, f.address, { width });
  put(doc, `${f.city}, ${f.state} ${f.pin}`, { width });
  put(doc, `Phone: ${f.phone}`, { width });
  doc.moveDown(0.6);
  doc.fontSize(9);
  put(doc, `Item: ${label.item}`, { x: left, y: doc.y, width });
  put(doc, `Send by: ${printedDate(label.returnBy)}`, { bold: true, width });
  doc.moveDown(0.4);
  doc.fontSize(8);
  put(doc, 'ORDER', { bold: true, x: left, y: doc.y });
  barcode(doc, label.orderNumber, left, doc.y + 2, width, 34);
  doc.end();
  return done;
}
