// GST tax invoices and credit notes (decisions 030 and 031): what other features call
// in their transactions (issue on placing, credit on cancelling or refunding), and what the
// routes and the order mail read. The tax arithmetic is core's (@harit/core/invoice); the SQL is
// ./repository.ts; the PDF is ./pdf.ts.

import { stateOfGstinCode } from '@harit/core/gstin';
import { type Gstr1, type Gstr1Line, gstr1, gstr1Period } from '@harit/core/gstr1';
import {
  documentNumber,
  financialYear,
  type OrderTaxDocuments,
  pdfFilename,
  refundLines,
  roundOffOf,
  sumTotals,
  type TaxedLine,
  type TaxSplit,
  taxInvoice,
} from '@harit/core/invoice';
import { fromPaise } from '@harit/core/money';
import { postalAddress } from '@harit/core/postal-address';
import type { ShippingInput } from '@harit/core/validation';
import type { SellerConfig, SigningConfig } from '../../config.ts';
import type { Executor, Trx } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import { type PrintedDocument, renderPdf } from './pdf.ts';
import {
  type CreditNoteRow,
  creditNoteById,
  creditNotesIssuedBetween,
  creditNotesOf,
  hasCreditNote,
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  invoiceByOrder,
  invoiceByOrderNumber,
  invoiceLines,
  invoicesIssuedBetween,
  takeNextNumber,
} from './repository.ts';

export type InvoiceSeller = SellerConfig;

/** What a document keeps of its seller, as it prints it (the prefix is in its number). */
function printedSeller(seller: InvoiceSeller): PrintedDocument['seller'] {
  const { legalName, address, gstin, state, signatory } = seller;
  return { legalName, address, gstin, state, signatory };
}

/** The buyer an invoice prints; a business buyer's GSTIN and legal name: B2B (decision 073). */
export type InvoiceBuyer = PrintedDocument['buyer'];

/**
 * Issues the order's tax invoice in the transaction that dispatches it (decision 068), dated
 * `issuedAt`: the next number of that date's financial year's series and a copy of everything it
 * prints, the seller in force (the console's seller settings, decision 083) included. An order invoiced when it was
 * placed (before decision 068) keeps that invoice: none is issued again. Throws when the invoice
 * would not add up to the order's own Total (core's arithmetic guarantees it; this keeps it so).
 */
export async function issueInvoice(
  trx: Trx,
  from: InvoiceSeller,
  issuedAt: Date,
  order: {
    id: string;
    order_number: string;
    user_id: string;
    shipping_paise: number;
    gst_paise: number;
    total_paise: number;
    buyer_gstin: string | null;
    buyer_legal_name: string | null;
  },
  shipping: ShippingInput,
  lines: readonly {
    productId: string;
    name: string;
    hsn: string | null;
    uqc?: string;
    quantity: number;
    pricePaise: number;
    /** the line's share of the order's discounts (decision 074) */
    discountPaise?: number;
    /** the rate the line was sold at (decision 073) */
    ratePercent: number;
  }[],
): Promise<InvoiceRow> {
  const issued = await invoiceByOrder(trx, order.id);
  if (issued) return issued;
  // A business buyer's place of supply is its GSTIN's state (decision 073); a shopper's, where
  // the goods are delivered.
  const placeOfSupply =
    (order.buyer_gstin && stateOfGstinCode(order.buyer_gstin.slice(0, 2))) || shipping.state;
  const split: TaxSplit = taxInvoice({
    goods: lines.map((l) => ({
      productId: l.productId,
      description: l.name,
      hsn: l.hsn ?? '',
      ...(l.uqc ? { uqc: l.uqc } : {}),
      quantity: l.quantity,
      unitPricePaise: l.pricePaise,
      ...(l.discountPaise ? { discountPaise: l.discountPaise } : {}),
      ratePercent: l.ratePercent,
    })),
    sellerState: from.state,
    placeOfSupply,
    shippingPaise: order.shipping_paise,
  });
  // The Total is what the shopper paid; halves may leave a few paise to the round off, never
  // more than a paisa a line (decision 067).
  if (
    split.totals.totalPaise !== order.total_paise ||
    Math.abs(split.totals.roundOffPaise) > split.lines.length
  ) {
    throw new Error(`invoice of order ${order.order_number} does not add up to its total`);
  }
  const fy = financialYear(issuedAt);
  const seq = await takeNextNumber(trx, 'invoice', fy);
  const buyer: InvoiceBuyer = {
    ...postalAddress(shipping),
    ...(order.buyer_gstin
      ? { gstin: order.buyer_gstin, legalName: order.buyer_legal_name ?? '' }
      : {}),
  };
  return insertInvoice(trx, {
    orderId: order.id,
    orderNumber: order.order_number,
    userId: order.user_id,
    number: documentNumber('invoice', fy, seq, from.invoicePrefix),
    issuedAt,
    seller: printedSeller(from),
    buyer,
    placeOfSupply,
    intraState: split.intraState,
    lines: split.lines,
    totals: split.totals,
  });
}

/**
 * Who issues a credit note (decision 083): the seller in force, as its name and address read
 * now — unless its GSTIN is no longer the invoice's, when the registration that issued the
 * invoice credits it, as the invoice names it.
 */
function creditingSeller(
  invoice: InvoiceRow,
  seller: InvoiceSeller | undefined,
): PrintedDocument['seller'] {
  const invoiced = invoice.seller as PrintedDocument['seller'];
  return seller && invoiced.gstin === seller.gstin ? printedSeller(seller) : invoiced;
}

async function issueCreditNote(
  trx: Trx,
  invoice: InvoiceRow,
  note: { returnId: string | null; reason: string; lines: TaxedLine[]; roundOffPaise: number },
  seller: InvoiceSeller | undefined,
): Promise<CreditNoteRow> {
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const seq = await takeNextNumber(trx, 'credit-note', fy);
  return insertCreditNote(trx, {
    number: documentNumber('credit-note', fy, seq),
    invoiceId: invoice.id,
    returnId: note.returnId,
    reason: note.reason,
    issuedAt,
    lines: note.lines,
    totals: sumTotals(note.lines, note.roundOffPaise),
    seller: creditingSeller(invoice, seller),
  });
}

/**
 * A cancelled order's credit note: every line of its invoice, in full, and its round off, so it
 * credits the invoice's Total. None for an order without an invoice (placed before invoices, or
 * cancelled before it was dispatched: decision 068), nor a second one.
 */
export async function creditCancelledOrder(
  trx: Trx,
  orderId: string,
  reason: string,
  /** the seller in force; without it, the invoice's seller credits it */
  seller?: InvoiceSeller,
): Promise<CreditNoteRow | null> {
  const invoice = await invoiceByOrder(trx, orderId);
  if (!invoice || (await hasCreditNote(trx, invoice.id, null))) return null;
  return issueCreditNote(
    trx,
    invoice,
    {
      returnId: null,
      reason,
      lines: await invoiceLines(trx, invoice.id),
      roundOffPaise: roundOffOf({
        taxablePaise: invoice.taxable_paise,
        cgstPaise: invoice.cgst_paise,
        sgstPaise: invoice.sgst_paise,
        igstPaise: invoice.igst_paise,
        totalPaise: invoice.total_paise,
      }),
    },
    seller,
  );
}

/**
 * A refunded return's credit note: the units returned, for the amount refunded (price and GST,
 * as returns refunds it) at the invoice's rate and place of supply, its lines adding up on their
 * face (core's refundLines, decision 067).
 */
export async function creditRefund(
  trx: Trx,
  refund: {
    orderId: string;
    returnId: string;
    productId: string;
    quantity: number;
    amountPaise: number;
    reason: string;
  },
  seller: InvoiceSeller,
): Promise<CreditNoteRow | null> {
  const invoice = await invoiceByOrder(trx, refund.orderId);
  if (!invoice || (await hasCreditNote(trx, invoice.id, refund.returnId))) return null;
  const invoiced = (await invoiceLines(trx, invoice.id)).find(
    (l) => l.productId === refund.productId,
  );
  if (!invoiced) return null;
  return issueCreditNote(
    trx,
    invoice,
    {
      returnId: refund.returnId,
      reason: refund.reason,
      ...refundLines(invoiced, refund.quantity, refund.amountPaise, invoice.intra_state),
    },
    seller,
  );
}

/**
 * The order's invoice, for its owner (or staff): 404 when the order has none (no such order,
 * or placed before invoices), 403 when it is another user's.
 */
export async function invoiceFor(
  db: Executor,
  orderNumber: string,
  reader: { userId: string } | 'staff',
): Promise<InvoiceRow> {
  const invoice = await invoiceByOrderNumber(db, orderNumber);
  if (!invoice) throw notFound('This order has no tax invoice');
  if (reader !== 'staff' && invoice.user_id !== reader.userId) throw forbidden();
  return invoice;
}

/**
 * The order's tax invoice's number and date, or null before it is issued (at dispatch, decision
 * 068): the console offers its download only once there is one.
 */
export async function issuedInvoice(
  db: Executor,
  orderId: string,
): Promise<{ number: string; issuedAt: string } | null> {
  const invoice = await invoiceByOrder(db, orderId);
  return invoice
    ? { number: invoice.number, issuedAt: new Date(invoice.issued_at).toISOString() }
    : null;
}

/** The invoice and credit notes of an order, as the order page lists them. */
export async function orderTaxDocuments(
  db: Executor,
  orderNumber: string,
  userId: string,
): Promise<OrderTaxDocuments> {
  const invoice = await invoiceByOrderNumber(db, orderNumber);
  if (!invoice) return { invoice: null, creditNotes: [] };
  if (invoice.user_id !== userId) throw forbidden();
  const notes = await creditNotesOf(db, invoice.id);
  return {
    invoice: {
      number: invoice.number,
      issuedAt: invoice.issued_at.toISOString(),
      total: fromPaise(invoice.total_paise),
    },
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      issuedAt: n.issued_at.toISOString(),
      reason: n.reason,
      total: fromPaise(n.total_paise),
    })),
  };
}

/** A stored document's figures, its round off what its Total has beyond its lines. */
function totalsOf(row: InvoiceRow | CreditNoteRow) {
  const totals = {
    taxablePaise: row.taxable_paise,
    cgstPaise: row.cgst_paise,
    sgstPaise: row.sgst_paise,
    igstPaise: row.igst_paise,
    totalPaise: row.total_paise,
  };
  return { ...totals, roundOffPaise: roundOffOf(totals) };
}

function printedInvoice(invoice: InvoiceRow, lines: TaxedLine[]): PrintedDocument {
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issued_at,
    orderNumber: invoice.order_number,
    seller: invoice.seller as PrintedDocument['seller'],
    buyer: invoice.buyer as InvoiceBuyer,
    placeOfSupply: invoice.place_of_supply,
    intraState: invoice.intra_state,
    lines,
    totals: totalsOf(invoice),
    reference: null,
  };
}

/** The invoice as a PDF, from its stored copy; signed with `signing`'s certificate, if any. */
export async function invoicePdf(
  db: Executor,
  invoice: InvoiceRow,
  signing: SigningConfig | null,
): Promise<Buffer> {
  return renderPdf(printedInvoice(invoice, await invoiceLines(db, invoice.id)), signing);
}

/** One of the invoice's credit notes as a PDF; 404 when it is not this invoice's. */
export async function creditNotePdf(
  db: Executor,
  invoice: InvoiceRow,
  creditNoteId: string,
  signing: SigningConfig | null,
): Promise<{ number: string; pdf: Buffer }> {
  const note = await creditNoteById(db, invoice.id, creditNoteId);
  if (!note) throw notFound('Credit note not found');
  const pdf = await renderPdf(
    {
      ...printedInvoice(invoice, note.lines as TaxedLine[]),
      kind: 'credit-note',
      number: note.number,
      issuedAt: note.issued_at,
      // Notes issued before decision 083 kept no seller: their invoice's.
      ...(note.seller ? { seller: note.seller as PrintedDocument['seller'] } : {}),
      totals: totalsOf(note),
      reference: {
        invoiceNumber: invoice.number,
        invoiceDate: invoice.issued_at,
        reason: note.reason,
      },
    },
    signing,
  );
  return { number: note.number, pdf };
}

/**
 * The order's invoice as a mail attachment, rendered when the mail is sent (the outbox row keeps
 * only the order's id); null for an order without one.
 */
export async function invoiceAttachment(
  db: Executor,
  orderId: string,
  signing: SigningConfig | null,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const invoice = await invoiceByOrder(db, orderId);
  if (!invoice) return null;
  return {
    filename: pdfFilename(invoice.number),
    content: await invoicePdf(db, invoice, signing),
    contentType: 'application/pdf',
  };
}

const gstr1Line = (l: {
  hsn: string;
  description: string;
  uqc?: string | null;
  quantity: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}): Gstr1Line => ({
  hsn: l.hsn,
  description: l.description,
  ...(l.uqc ? { uqc: l.uqc } : {}),
  quantity: l.quantity,
  taxablePaise: l.taxablePaise,
  ratePercent: l.ratePercent,
  cgstPaise: l.cgstPaise,
  sgstPaise: l.sgstPaise,
  igstPaise: l.igstPaise,
});

/**
 * A month's GSTR-1 (decision 079), from the invoices and credit notes issued in it (IST) as
 * stored: the figures are the documents' own, summed; core shapes them into the portal's tables.
 */
export async function gstr1Of(db: Executor, seller: InvoiceSeller, month: string): Promise<Gstr1> {
  const { from, to } = gstr1Period(month);
  const [{ invoices, lines }, notes] = await Promise.all([
    invoicesIssuedBetween(db, from, to),
    creditNotesIssuedBetween(db, from, to),
  ]);
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.invoice_id, [...(linesOf.get(l.invoice_id) ?? []), l]);
  const gstinOf = (buyer: unknown) => (buyer as InvoiceBuyer).gstin ?? null;
  return gstr1({
    gstin: seller.gstin,
    sellerState: seller.state,
    month,
    invoices: invoices.map((i) => ({
      number: i.number,
      issuedAt: i.issued_at,
      placeOfSupply: i.place_of_supply,
      intraState: i.intra_state,
      buyerGstin: gstinOf(i.buyer),
      totalPaise: i.total_paise,
      lines: (linesOf.get(i.id) ?? []).map((l) =>
        gstr1Line({
          ...l,
          taxablePaise: l.taxable_paise,
          ratePercent: l.rate_percent,
          cgstPaise: l.cgst_paise,
          sgstPaise: l.sgst_paise,
          igstPaise: l.igst_paise,
        }),
      ),
    })),
    creditNotes: notes.map((n) => ({
      number: n.number,
      issuedAt: n.issued_at,
      totalPaise: n.total_paise,
      lines: (n.lines as TaxedLine[]).map(gstr1Line),
      invoice: {
        number: n.invoice_number,
        issuedAt: n.invoice_issued_at,
        placeOfSupply: n.invoice_place_of_supply,
        intraState: n.invoice_intra_state,
        buyerGstin: gstinOf(n.invoice_buyer),
        totalPaise: n.invoice_total_paise,
      },
    })),
  });
}
