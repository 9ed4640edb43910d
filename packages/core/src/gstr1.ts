// GSTR-1, the monthly statement of outward supplies (decision 079): a month's tax invoices and
// credit notes shaped as the GST portal's offline tool reads them (its JSON field names), and
// the same tables as CSV. Pure: the server reads the stored documents (decisions 067, 068, 073)
// and hands them here; every sum is taken in paise and turned into rupees once, at the end.

import { toCsv } from './csv.ts';
import { GST_STATE_CODES } from './gstin.ts';
import type { IndianState } from './india.ts';
import { SHIPPING_SAC } from './invoice.ts';
import { istDate, istDateTime } from './ist-date.ts';
import { fromPaise } from './money.ts';
import { singleLine } from './validation.ts';
import { z } from './zod.ts';

/** "2026-11": the month a return is for. */
export const gstr1Query = z.object({
  month: singleLine()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM.'),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).default('json'),
});
export type Gstr1Query = z.infer<typeof gstr1Query>;

/**
 * A B2C invoice across states above this value is B2C Large, reported invoice by invoice
 * (₹1,00,000 since August 2024; Notification 12/2024-CT); the rest are summed in b2cs.
 */
export const B2CL_LIMIT_PAISE = 10_000_000;

/** One line of a stored invoice or credit note, as GSTR-1 needs it. */
export interface Gstr1Line {
  hsn: string;
  description: string;
  uqc?: string;
  quantity: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  /** SGST or UTGST: the portal has one field for both */
  sgstPaise: number;
  igstPaise: number;
}

export interface Gstr1Invoice {
  number: string;
  issuedAt: Date;
  /** the place of supply, a state's name as the invoice stores it */
  placeOfSupply: string;
  intraState: boolean;
  /** a business buyer's GSTIN: a B2B invoice (decision 073) */
  buyerGstin: string | null;
  totalPaise: number;
  lines: readonly Gstr1Line[];
}

export interface Gstr1CreditNote {
  number: string;
  issuedAt: Date;
  totalPaise: number;
  lines: readonly Gstr1Line[];
  /** the invoice it credits, which may be of an earlier month */
  invoice: Omit<Gstr1Invoice, 'lines'>;
}

export interface Gstr1Item {
  num: number;
  itm_det: {
    txval: number;
    rt: number;
    iamt: number;
    camt: number;
    samt: number;
    csamt: number;
  };
}

export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1Note {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1UnregisteredNote {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  typ: 'B2CL';
  pos: string;
  itms: Gstr1Item[];
}

export interface Gstr1B2cs {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1Hsn {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  val: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
  rt: number;
}

export interface Gstr1DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

/** GET /api/admin/gstr1: the offline tool's JSON. */
export interface Gstr1 {
  gstin: string;
  /** the return period, MMYYYY */
  fp: string;
  b2b: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl: { pos: string; inv: Omit<Gstr1B2bInvoice, 'rchrg' | 'inv_typ' | 'pos'>[] }[];
  b2cs: Gstr1B2cs[];
  cdnr: { ctin: string; nt: Gstr1Note[] }[];
  cdnur: Gstr1UnregisteredNote[];
  hsn: { data: Gstr1Hsn[] };
  doc_issue: { doc_det: { doc_num: 1 | 5; doc_typ: string; docs: Gstr1DocRange[] }[] };
}

/** The instants a month's documents are issued within, IST: [from, to). */
export function gstr1Period(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: istDateTime(`${month}-01`, 0), to: istDateTime(next, 0) };
}

/** "07": a state's GST code; "97" (other territory) for a name not on the list. */
export function stateCode(state: string): string {
  return GST_STATE_CODES[state as IndianState] ?? '97';
}

/** "28-11-2026": the IST date as the portal writes it. */
function portalDate(instant: Date): string {
  const [y, m, d] = istDate(instant).split('-');
  return `${d}-${m}-${y}`;
}

const rupees = fromPaise;

interface Tax {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const noTax = (): Tax => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

function add(into: Tax, l: Gstr1Line, sign = 1): void {
  into.txval += sign * l.taxablePaise;
  into.iamt += sign * l.igstPaise;
  into.camt += sign * l.cgstPaise;
  into.samt += sign * l.sgstPaise;
}

/** A document's lines summed per rate, one item each, lowest rate first (paise → rupees). */
function items(lines: readonly Gstr1Line[]): Gstr1Item[] {
  const byRate = new Map<number, Tax>();
  for (const l of lines) {
    const t = byRate.get(l.ratePercent) ?? noTax();
    add(t, l);
    byRate.set(l.ratePercent, t);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rt, t], i) => ({
      num: i + 1,
      itm_det: {
        txval: rupees(t.txval),
        rt,
        iamt: rupees(t.iamt),
        camt: rupees(t.camt),
        samt: rupees(t.samt),
        csamt: 0,
      },
    }));
}

type Kind = 'b2b' | 'b2cl' | 'b2cs';

/** Which table an invoice belongs to; a credit note follows its invoice's. */
export function gstr1Kind(invoice: Omit<Gstr1Invoice, 'lines'>): Kind {
  if (invoice.buyerGstin) return 'b2b';
  if (!invoice.intraState && invoice.totalPaise > B2CL_LIMIT_PAISE) return 'b2cl';
  return 'b2cs';
}

function groupBy<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    groups.set(k, [...(groups.get(k) ?? []), t]);
  }
  return groups;
}

/** The document ranges of a kind: one range per series (prefix), ordered by number. */
function docRanges(numbers: readonly string[]): Gstr1DocRange[] {
  const series = groupBy([...numbers].sort(), (n) => n.replace(/\d+$/, ''));
  return [...series.values()].map((all, i) => ({
    num: i + 1,
    from: all[0]!,
    to: all.at(-1)!,
    totnum: all.length,
    // Documents are never cancelled: a cancelled order is credited (decision 068).
    cancel: 0,
    net_issue: all.length,
  }));
}

const HSN_DESC_MAX = 30;

/**
 * The month's GSTR-1 (decision 079). Invoices go to b2b (a GSTIN), b2cl (across states above
 * ₹1,00,000) or b2cs (the rest, summed by supply type, place of supply and rate); credit notes
 * to cdnr (a GSTIN), cdnur (on a B2CL invoice), or reduce the b2cs row of their invoice's kind
 * (the portal's B2CS figures are net of their credit notes). The HSN summary is net of credit
 * notes too; a partial refund's credit line (quantity 1 OTH) takes no units off.
 */
export function gstr1(input: {
  gstin: string;
  sellerState: string;
  month: string;
  invoices: readonly Gstr1Invoice[];
  creditNotes: readonly Gstr1CreditNote[];
}): Gstr1 {
  const [y, m] = input.month.split('-');
  const byNumber = <T extends { number: string }>(a: T, b: T) => a.number.localeCompare(b.number);
  const invoices = [...input.invoices].sort(byNumber);
  const notes = [...input.creditNotes].sort(byNumber);

  const b2bInvoice = (i: Gstr1Invoice): Gstr1B2bInvoice => ({
    inum: i.number,
    idt: portalDate(i.issuedAt),
    val: rupees(i.totalPaise),
    pos: stateCode(i.placeOfSupply),
    rchrg: 'N',
    inv_typ: 'R',
    itms: items(i.lines),
  });
  const b2b = [
    ...groupBy(
      invoices.filter((i) => gstr1Kind(i) === 'b2b'),
      (i) => i.buyerGstin!,
    ),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({ ctin, inv: list.map(b2bInvoice) }));
  const b2cl = [
    ...groupBy(
      invoices.filter((i) => gstr1Kind(i) === 'b2cl'),
      (i) => stateCode(i.placeOfSupply),
    ),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, list]) => ({
      pos,
      inv: list.map((i) => {
        const { rchrg: _r, inv_typ: _t, pos: _p, ...rest } = b2bInvoice(i);
        return rest;
      }),
    }));

  // b2cs: the month's small B2C invoices less the month's credit notes on such invoices.
  const b2csSums = new Map<string, Tax & { intra: boolean; pos: string; rt: number }>();
  const toB2cs = (doc: Omit<Gstr1Invoice, 'lines'>, lines: readonly Gstr1Line[], sign: number) => {
    const pos = stateCode(doc.placeOfSupply);
    for (const l of lines) {
      const key = `${doc.intraState ? 'INTRA' : 'INTER'}|${pos}|${l.ratePercent}`;
      const row = b2csSums.get(key) ?? {
        ...noTax(),
        intra: doc.intraState,
        pos,
        rt: l.ratePercent,
      };
      add(row, l, sign);
      b2csSums.set(key, row);
    }
  };
  for (const i of invoices) if (gstr1Kind(i) === 'b2cs') toB2cs(i, i.lines, 1);
  for (const n of notes) if (gstr1Kind(n.invoice) === 'b2cs') toB2cs(n.invoice, n.lines, -1);
  const b2cs: Gstr1B2cs[] = [...b2csSums.values()]
    .sort((a, b) => Number(b.intra) - Number(a.intra) || a.pos.localeCompare(b.pos) || a.rt - b.rt)
    .map((r) => ({
      sply_ty: r.intra ? 'INTRA' : 'INTER',
      pos: r.pos,
      typ: 'OE',
      rt: r.rt,
      txval: rupees(r.txval),
      iamt: rupees(r.iamt),
      camt: rupees(r.camt),
      samt: rupees(r.samt),
      csamt: 0,
    }));

  const note = (n: Gstr1CreditNote): Gstr1Note => ({
    ntty: 'C',
    nt_num: n.number,
    nt_dt: portalDate(n.issuedAt),
    val: rupees(n.totalPaise),
    pos: stateCode(n.invoice.placeOfSupply),
    rchrg: 'N',
    inv_typ: 'R',
    itms: items(n.lines),
  });
  const cdnr = [
    ...groupBy(
      notes.filter((n) => gstr1Kind(n.invoice) === 'b2b'),
      (n) => n.invoice.buyerGstin!,
    ),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({ ctin, nt: list.map(note) }));
  const cdnur: Gstr1UnregisteredNote[] = notes
    .filter((n) => gstr1Kind(n.invoice) === 'b2cl')
    .map((n) => {
      const { rchrg: _r, inv_typ: _t, ...rest } = note(n);
      return { ...rest, typ: 'B2CL' };
    });

  // HSN summary: per HSN (or SAC) and rate, net of credit notes.
  const hsnSums = new Map<
    string,
    Tax & { hsn: string; desc: string; uqc: string; qty: number; rt: number }
  >();
  const toHsn = (l: Gstr1Line, sign: number) => {
    const key = `${l.hsn}|${l.ratePercent}`;
    const service = l.hsn === SHIPPING_SAC;
    const row = hsnSums.get(key) ?? {
      ...noTax(),
      hsn: l.hsn,
      desc: l.description.slice(0, HSN_DESC_MAX),
      // Services have no unit quantity on the portal ("NA"); lines issued before units had one
      // (decision 067) count as OTH.
      uqc: service ? 'NA' : 'OTH',
      qty: 0,
      rt: l.ratePercent,
    };
    if (row.uqc === 'OTH' && l.uqc && l.uqc !== 'OTH' && !service) row.uqc = l.uqc;
    add(row, l, sign);
    if (!service && l.uqc !== 'OTH') row.qty += sign * l.quantity;
    hsnSums.set(key, row);
  };
  for (const i of invoices) for (const l of i.lines) toHsn(l, 1);
  for (const n of notes) for (const l of n.lines) toHsn(l, -1);
  const hsn: Gstr1Hsn[] = [...hsnSums.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt)
    .map((r, i) => ({
      num: i + 1,
      hsn_sc: r.hsn,
      desc: r.desc,
      uqc: r.uqc,
      qty: r.qty,
      val: rupees(r.txval + r.iamt + r.camt + r.samt),
      txval: rupees(r.txval),
      iamt: rupees(r.iamt),
      camt: rupees(r.camt),
      samt: rupees(r.samt),
      csamt: 0,
      rt: r.rt,
    }));

  const docDet: Gstr1['doc_issue']['doc_det'] = [];
  if (invoices.length > 0) {
    docDet.push({
      doc_num: 1,
      doc_typ: 'Invoices for outward supply',
      docs: docRanges(invoices.map((i) => i.number)),
    });
  }
  if (notes.length > 0) {
    docDet.push({
      doc_num: 5,
      doc_typ: 'Credit Note',
      docs: docRanges(notes.map((n) => n.number)),
    });
  }

  return {
    gstin: input.gstin,
    fp: `${m}${y}`,
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { data: hsn },
    doc_issue: { doc_det: docDet },
  };
}

/** One rate's figures for the month, net of credit notes, as the console shows them. */
export interface Gstr1RateTotal {
  rate: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

const paise = (r: number) => Math.round(r * 100);

/**
 * The month's totals by rate, net of credit notes, read back from the return itself, so the
 * page shows what the file says: b2b, b2cl and b2cs (already net of its credit notes) less
 * cdnr and cdnur.
 */
export function gstr1TotalsByRate(ret: Gstr1): Gstr1RateTotal[] {
  const byRate = new Map<number, Gstr1RateTotal>();
  const take = (
    d: { rt: number; txval: number; iamt: number; camt: number; samt: number },
    sign: number,
  ) => {
    const t = byRate.get(d.rt) ?? {
      rate: d.rt,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    t.taxablePaise += sign * paise(d.txval);
    t.igstPaise += sign * paise(d.iamt);
    t.cgstPaise += sign * paise(d.camt);
    t.sgstPaise += sign * paise(d.samt);
    byRate.set(d.rt, t);
  };
  for (const c of ret.b2b) for (const i of c.inv) for (const it of i.itms) take(it.itm_det, 1);
  for (const c of ret.b2cl) for (const i of c.inv) for (const it of i.itms) take(it.itm_det, 1);
  for (const r of ret.b2cs) take(r, 1);
  for (const c of ret.cdnr) for (const n of c.nt) for (const it of n.itms) take(it.itm_det, -1);
  for (const n of ret.cdnur) for (const it of n.itms) take(it.itm_det, -1);
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

const money = (r: number) => r.toFixed(2);

/**
 * The same tables as one CSV file (decision 079): each table a section — a line with its name,
 * its header line, a line per row, an empty line — in the JSON's order and with its field names;
 * an invoice or note of several rates is a line per rate, the document's fields repeated, as the
 * portal's Excel template lays them out.
 */
export function gstr1Csv(ret: Gstr1): string {
  const rows: string[][] = [['gstin', 'fp'], [ret.gstin, ret.fp], []];
  const section = (name: string, header: string[], lines: string[][]) => {
    rows.push([name], header, ...lines, []);
  };
  const tax = ['rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'];
  const itemCells = (it: Gstr1Item) => [
    String(it.itm_det.rt),
    money(it.itm_det.txval),
    money(it.itm_det.iamt),
    money(it.itm_det.camt),
    money(it.itm_det.samt),
    money(it.itm_det.csamt),
  ];
  section(
    'b2b',
    ['ctin', 'inum', 'idt', 'val', 'pos', 'rchrg', 'inv_typ', ...tax],
    ret.b2b.flatMap((c) =>
      c.inv.flatMap((i) =>
        i.itms.map((it) => [
          c.ctin,
          i.inum,
          i.idt,
          money(i.val),
          i.pos,
          i.rchrg,
          i.inv_typ,
          ...itemCells(it),
        ]),
      ),
    ),
  );
  section(
    'b2cl',
    ['pos', 'inum', 'idt', 'val', ...tax],
    ret.b2cl.flatMap((c) =>
      c.inv.flatMap((i) =>
        i.itms.map((it) => [c.pos, i.inum, i.idt, money(i.val), ...itemCells(it)]),
      ),
    ),
  );
  section(
    'b2cs',
    ['sply_ty', 'pos', 'typ', ...tax],
    ret.b2cs.map((r) => [
      r.sply_ty,
      r.pos,
      r.typ,
      String(r.rt),
      money(r.txval),
      money(r.iamt),
      money(r.camt),
      money(r.samt),
      money(r.csamt),
    ]),
  );
  section(
    'cdnr',
    ['ctin', 'ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'rchrg', 'inv_typ', ...tax],
    ret.cdnr.flatMap((c) =>
      c.nt.flatMap((n) =>
        n.itms.map((it) => [
          c.ctin,
          n.ntty,
          n.nt_num,
          n.nt_dt,
          money(n.val),
          n.pos,
          n.rchrg,
          n.inv_typ,
          ...itemCells(it),
        ]),
      ),
    ),
  );
  section(
    'cdnur',
    ['typ', 'ntty', 'nt_num', 'nt_dt', 'val', 'pos', ...tax],
    ret.cdnur.flatMap((n) =>
      n.itms.map((it) => [n.typ, n.ntty, n.nt_num, n.nt_dt, money(n.val), n.pos, ...itemCells(it)]),
    ),
  );
  section(
    'hsn',
    ['num', 'hsn_sc', 'desc', 'uqc', 'qty', 'val', 'txval', 'iamt', 'camt', 'samt', 'csamt', 'rt'],
    ret.hsn.data.map((h) => [
      String(h.num),
      h.hsn_sc,
      h.desc,
      h.uqc,
      String(h.qty),
      money(h.val),
      money(h.txval),
      money(h.iamt),
      money(h.camt),
      money(h.samt),
      money(h.csamt),
      String(h.rt),
    ]),
  );
  section(
    'doc_issue',
    ['doc_num', 'doc_typ', 'num', 'from', 'to', 'totnum', 'cancel', 'net_issue'],
    ret.doc_issue.doc_det.flatMap((d) =>
      d.docs.map((r) => [
        String(d.doc_num),
        d.doc_typ,
        String(r.num),
        r.from,
        r.to,
        String(r.totnum),
        String(r.cancel),
        String(r.net_issue),
      ]),
    ),
  );
  return toCsv(rows);
}
