// GST tax invoices and credit notes (decisions 030 and 031): what other features call
// in their transactions (issue on placing, credit on cancelling or refunding), and what the
// routes and the order mail read. The tax arithmetic is core's (@harit/core/invoice); the SQL is
// ./repository.ts; the PDF is ./pdf.ts.
import {
  documentNumber,
  financialYear,
  type OrderTaxDocuments,
  pdfFilename,
  refundLine,
  sumTotals,
  type TaxedLine,
  type TaxSplit,
  taxInvoice,
} from '@harit/core/invoice';
import { fromPaise } from '@harit/core/money';
import type { ShippingInput } from '@harit/core/validation';
import type { SellerConfig } from '../../config.ts';
import type { Executor, Trx } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import { type PrintedDocument, renderPdf } from './pdf.ts';
import {
  type CreditNoteRow,
  creditNoteById,
  creditNotesOf,
  hasCreditNote,
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  invoiceByOrder,
  invoiceByOrderNumber,
  invoiceLines,
  takeNextNumber,
} from './repository.ts';

export type InvoiceSeller = SellerConfig;

export interface InvoiceBuyer {
  name: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  phone: string;
}

/**
 * Issues the order's tax invoice in the order's transaction: the next number of its financial
 * year's series and a copy of everything it prints, the seller (the server's SELLER_* settings)
 * included. Throws when the invoice would not add up to the order's own Total (core's
 * arithmetic guarantees it; this keeps it so).
 */
export async function issueInvoice(
  trx: Trx,
  from: InvoiceSeller,
  order: {
    id: string;
    order_number: string;
    user_id: string;
    created_at: Date;
    shipping_paise: number;
    gst_paise: number;
    total_paise: number;
  },
  shipping: ShippingInput,
  lines: readonly {
    productId: string;
    name: string;
    hsn: string | null;
    quantity: number;
    pricePaise: number;
  }[],
): Promise<InvoiceRow> {
  const split: TaxSplit = taxInvoice({
    goods: lines.map((l) => ({
      productId: l.productId,
      description: l.name,
      hsn: l.hsn ?? '',
      quantity: l.quantity,
      unitPricePaise: l.pricePaise,
    })),
    sellerState: from.state,
    placeOfSupply: shipping.state,
    shippingPaise: order.shipping_paise,
  });
  const goodsTax = split.lines
    .filter((l) => l.productId !== null)
    .reduce((sum, l) => sum + l.cgstPaise + l.sgstPaise + l.igstPaise, 0);
  if (split.totals.totalPaise !== order.total_paise || goodsTax !== order.gst_paise) {
    throw new Error(`invoice of order ${order.order_number} does not add up to its total`);
  }
  const fy = financialYear(order.created_at);
  const seq = await takeNextNumber(trx, 'invoice', fy);
  const s = shipping;
  const buyer: InvoiceBuyer = {
    name: `${s.firstName} ${s.lastName}`.trim(),
    address: s.address,
    city: s.city,
    state: s.state,
    pin: s.zip,
    phone: s.phone,
  };
  return insertInvoice(trx, {
    orderId: order.id,
    orderNumber: order.order_number,
    userId: order.user_id,
    number: documentNumber('invoice', fy, seq),
    issuedAt: order.created_at,
    seller: from,
    buyer,
    placeOfSupply: s.state,
    intraState: split.intraState,
    lines: split.lines,
    totals: split.totals,
  });
}

async function issueCreditNote(
  trx: Trx,
  invoice: InvoiceRow,
  note: { returnId: string | null; reason: string; lines: TaxedLine[] },
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
    totals: sumTotals(note.lines),
  });
}

/**
 * A cancelled order's credit note: every line of its invoice, in full. None for an order
 * placed before invoices (it has none to credit), nor a second one.
 */
export async function creditCancelledOrder(
  trx: Trx,
  orderId: string,
  reason: string,
): Promise<CreditNoteRow | null> {
  const invoice = await invoiceByOrder(trx, orderId);
  if (!invoice || (await hasCreditNote(trx, invoice.id, null))) return null;
  return issueCreditNote(trx, invoice, {
    returnId: null,
    reason,
    lines: await invoiceLines(trx, invoice.id),
  });
}

/**
 * A refunded return's credit note: the units returned, for the amount refunded (price and GST,
 * as returns refunds it) split back at the invoice's rate and place of supply.
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
): Promise<CreditNoteRow | null> {
  const invoice = await invoiceByOrder(trx, refund.orderId);
  if (!invoice || (await hasCreditNote(trx, invoice.id, refund.returnId))) return null;
  const invoiced = (await invoiceLines(trx, invoice.id)).find(
    (l) => l.productId === refund.productId,
  );
  if (!invoiced) return null;
  return issueCreditNote(trx, invoice, {
    returnId: refund.returnId,
    reason: refund.reason,
    lines: [refundLine(invoiced, refund.quantity, refund.amountPaise, invoice.intra_state)],
  });
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

function printedInvoice(invoice: InvoiceRow, lines: TaxedLine[]): PrintedDocument {
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issued_at,
    orderNumber: invoice.order_number,
    seller: invoice.seller as InvoiceSeller,
    buyer: invoice.buyer as InvoiceBuyer,
    placeOfSupply: invoice.place_of_supply,
    intraState: invoice.intra_state,
    lines,
    totals: {
      taxablePaise: invoice.taxable_paise,
      cgstPaise: invoice.cgst_paise,
      sgstPaise: invoice.sgst_paise,
      igstPaise: invoice.igst_paise,
      totalPaise: invoice.total_paise,
    },
    reference: null,
  };
}

/** The invoice as a PDF, from its stored copy. */
export async function invoicePdf(db: Executor, invoice: InvoiceRow): Promise<Buffer> {
  return renderPdf(printedInvoice(invoice, await invoiceLines(db, invoice.id)));
}

/** One of the invoice's credit notes as a PDF; 404 when it is not this invoice's. */
export async function creditNotePdf(
  db: Executor,
  invoice: InvoiceRow,
  creditNoteId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const note = await creditNoteById(db, invoice.id, creditNoteId);
  if (!note) throw notFound('Credit note not found');
  const pdf = await renderPdf({
    ...printedInvoice(invoice, note.lines as TaxedLine[]),
    kind: 'credit-note',
    number: note.number,
    issuedAt: note.issued_at,
    totals: {
      taxablePaise: note.taxable_paise,
      cgstPaise: note.cgst_paise,
      sgstPaise: note.sgst_paise,
      igstPaise: note.igst_paise,
      totalPaise: note.total_paise,
    },
    reference: {
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issued_at,
      reason: note.reason,
    },
  });
  return { number: note.number, pdf };
}

/**
 * The order's invoice as a mail attachment, rendered when the mail is sent (the outbox row keeps
 * only the order's id); null for an order without one.
 */
export async function invoiceAttachment(
  db: Executor,
  orderId: string,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const invoice = await invoiceByOrder(db, orderId);
  if (!invoice) return null;
  return {
    filename: pdfFilename(invoice.number),
    content: await invoicePdf(db, invoice),
    contentType: 'application/pdf',
  };
}
