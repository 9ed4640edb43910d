// All SQL on the invoices feature's own tables: document_series, invoices, invoice_lines and
// credit_notes (migration 0020). Every function takes an Executor, so issuing runs in the
// transaction of the order, cancellation or refund it belongs to.
import { randomUUID } from 'node:crypto';
import type { TaxedLine, TaxTotals } from '@harit/core/invoice';
import type { Selectable } from 'kysely';
import type { CreditNotesTable, InvoicesTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type InvoiceRow = Selectable<InvoicesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;

/**
 * The next number of a series: the row's last_number plus one, created at 1 for a new financial
 * year. The update locks the row until the caller's transaction ends, so concurrent orders
 * take turns; a rollback undoes the increment with everything else, so no number is skipped.
 */
export async function takeNextNumber(
  trx: Executor,
  kind: 'invoice' | 'credit-note',
  financialYear: string,
): Promise<number> {
  const row = await trx
    .insertInto('document_series')
    .values({ kind, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'financial_year'])
        .doUpdateSet((eb) => ({ last_number: eb('document_series.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

const totalsColumns = (totals: TaxTotals) => ({
  taxable_paise: totals.taxablePaise,
  cgst_paise: totals.cgstPaise,
  sgst_paise: totals.sgstPaise,
  igst_paise: totals.igstPaise,
  total_paise: totals.totalPaise,
});

export async function insertInvoice(
  trx: Executor,
  invoice: {
    orderId: string;
    orderNumber: string;
    userId: string;
    number: string;
    issuedAt: Date;
    seller: unknown;
    buyer: unknown;
    placeOfSupply: string;
    intraState: boolean;
    lines: readonly TaxedLine[];
    totals: TaxTotals;
  },
): Promise<InvoiceRow> {
  // One statement for the invoice and its lines (the id made here, so the lines need not wait
  // for it): the invoice number's row stays locked until the order commits, so every round
  // trip saved here shortens the queue of orders behind it.
  const id = randomUUID();
  return trx
    .with('invoice', (qb) =>
      qb
        .insertInto('invoices')
        .values({
          id,
          order_id: invoice.orderId,
          order_number: invoice.orderNumber,
          user_id: invoice.userId,
          number: invoice.number,
          issued_at: invoice.issuedAt,
          seller: JSON.stringify(invoice.seller),
          buyer: JSON.stringify(invoice.buyer),
          place_of_supply: invoice.placeOfSupply,
          intra_state: invoice.intraState,
          ...totalsColumns(invoice.totals),
        })
        .returningAll(),
    )
    .with('lines', (qb) =>
      qb.insertInto('invoice_lines').values(
        invoice.lines.map((l, position) => ({
          invoice_id: id,
          position,
          product_id: l.productId,
          description: l.description,
          hsn: l.hsn,
          uqc: l.uqc ?? null,
          quantity: l.quantity,
          unit_price_paise: l.unitPricePaise,
          discount_paise: l.discountPaise ?? 0,
          taxable_paise: l.taxablePaise,
          rate_percent: l.ratePercent,
          cgst_paise: l.cgstPaise,
          sgst_paise: l.sgstPaise,
          igst_paise: l.igstPaise,
        })),
      ),
    )
    .selectFrom('invoice')
    .selectAll()
    .executeTakeFirstOrThrow();
}

export function invoiceByOrder(db: Executor, orderId: string) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function invoiceByOrderNumber(db: Executor, orderNumber: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

export function creditNoteById(db: Executor, invoiceId: string, id: string) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function invoiceLines(db: Executor, invoiceId: string): Promise<TaxedLine[]> {
  const rows = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    description: r.description,
    hsn: r.hsn,
    ...(r.uqc ? { uqc: r.uqc } : {}),
    quantity: r.quantity,
    unitPricePaise: r.unit_price_paise,
    ...(r.discount_paise > 0 ? { discountPaise: r.discount_paise } : {}),
    taxablePaise: r.taxable_paise,
    ratePercent: r.rate_percent,
    cgstPaise: r.cgst_paise,
    sgstPaise: r.sgst_paise,
    igstPaise: r.igst_paise,
  }));
}

export async function insertCreditNote(
  trx: Executor,
  note: {
    number: string;
    invoiceId: string;
    returnId: string | null;
    reason: string;
    issuedAt: Date;
    lines: readonly TaxedLine[];
    totals: TaxTotals;
    /** the seller who issues it (decision 083) */
    seller: unknown;
  },
): Promise<CreditNoteRow> {
  return trx
    .insertInto('credit_notes')
    .values({
      number: note.number,
      invoice_id: note.invoiceId,
      return_id: note.returnId,
      reason: note.reason,
      issued_at: note.issuedAt,
      lines: JSON.stringify(note.lines),
      ...totalsColumns(note.totals),
      seller: JSON.stringify(note.seller),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invoice's credit notes, oldest first. */
export function creditNotesOf(db: Executor, invoiceId: string) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
}

/** Whether the invoice already has the credit note of a cancellation, or of this return. */
export async function hasCreditNote(
  db: Executor,
  invoiceId: string,
  returnId: string | null,
): Promise<boolean> {
  let query = db.selectFrom('credit_notes').select('id').where('invoice_id', '=', invoiceId);
  query =
    returnId === null
      ? query.where('return_id', 'is', null)
      : query.where('return_id', '=', returnId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The invoices issued in [from, to), with their lines in order: a month's GSTR-1 (decision 079). */
export async function invoicesIssuedBetween(db: Executor, from: Date, to: Date) {
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('number')
    .execute();
  const lines =
    invoices.length === 0
      ? []
      : await db
          .selectFrom('invoice_lines')
          .selectAll()
          .where(
            'invoice_id',
            'in',
            invoices.map((i) => i.id),
          )
          .orderBy('invoice_id')
          .orderBy('position')
          .execute();
  return { invoices, lines };
}

/** The credit notes issued in [from, to), each with the invoice it credits. */
export function creditNotesIssuedBetween(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .select([
      'credit_notes.number',
      'credit_notes.issued_at',
      'credit_notes.lines',
      'credit_notes.total_paise',
      'invoices.number as invoice_number',
      'invoices.issued_at as invoice_issued_at',
      'invoices.buyer as invoice_buyer',
      'invoices.place_of_supply as invoice_place_of_supply',
      'invoices.intra_state as invoice_intra_state',
      'invoices.total_paise as invoice_total_paise',
    ])
    .where('credit_notes.issued_at', '>=', from)
    .where('credit_notes.issued_at', '<', to)
    .orderBy('credit_notes.number')
    .execute();
}
