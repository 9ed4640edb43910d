import { describe, expect, it } from 'vitest';
import {
  type Gstr1Invoice,
  type Gstr1Line,
  gstr1,
  gstr1Csv,
  gstr1Period,
  gstr1TotalsByRate,
} from './gstr1.ts';
import { istDateTime } from './ist-date.ts';

const line = (over: Partial<Gstr1Line>): Gstr1Line => ({
  hsn: '63026090',
  description: 'Handloom Towel',
  uqc: 'NOS',
  quantity: 1,
  taxablePaise: 45_000,
  ratePercent: 5,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 2_250,
  ...over,
});
const day = istDateTime('2026-11-03', 0, 10);
const invoice = (over: Partial<Gstr1Invoice>): Gstr1Invoice => ({
  number: 'HRT2627-000001',
  issuedAt: day,
  placeOfSupply: 'Maharashtra',
  intraState: false,
  buyerGstin: null,
  totalPaise: 57_250,
  lines: [line({})],
  ...over,
});

describe('gstr1', () => {
  it('takes the IST month and writes dates as the portal does', () => {
    expect(gstr1Period('2026-12')).toEqual({
      from: new Date('2026-11-30T18:30:00Z'),
      to: new Date('2026-12-31T18:30:00Z'),
    });
    const ret = gstr1({
      gstin: '29AAAAA0000A1Z5',
      sellerState: 'Karnataka',
      month: '2026-11',
      invoices: [invoice({ buyerGstin: '07AAACG2115R1ZJ', placeOfSupply: 'Delhi' })],
      creditNotes: [],
    });
    expect(ret.fp).toBe('112026');
    expect(ret.b2b[0]!.inv[0]).toMatchObject({ idt: '03-11-2026', pos: '07', val: 572.5 });
  });

  it('sorts B2C invoices: across states above ₹1 lakh in b2cl, the rest summed in b2cs', () => {
    const big = invoice({
      number: 'HRT2627-000002',
      totalPaise: 10_000_001,
      lines: [line({ taxablePaise: 8_474_577, ratePercent: 18, igstPaise: 1_525_424 })],
    });
    const small = invoice({});
    const inState = invoice({
      number: 'HRT2627-000003',
      placeOfSupply: 'Karnataka',
      intraState: true,
      lines: [line({ igstPaise: 0, cgstPaise: 1_125, sgstPaise: 1_125 })],
    });
    const ret = gstr1({
      gstin: 'X',
      sellerState: 'Karnataka',
      month: '2026-11',
      invoices: [big, small, inState],
      creditNotes: [
        {
          number: 'CN2627-000001',
          issuedAt: day,
          totalPaise: 47_250,
          lines: [
            line({
              description: 'Partial refund',
              uqc: 'OTH',
              taxablePaise: 10_000,
              igstPaise: 500,
            }),
          ],
          invoice: small,
        },
      ],
    });
    expect(ret.b2cl.map((c) => [c.pos, c.inv.map((i) => i.inum)])).toEqual([
      ['27', ['HRT2627-000002']],
    ]);
    expect(ret.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 5,
        txval: 450,
        iamt: 0,
        camt: 11.25,
        samt: 11.25,
        csamt: 0,
      },
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 5,
        txval: 350,
        iamt: 17.5,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
    expect(ret.cdnr).toEqual([]);
    expect(ret.cdnur).toEqual([]);
    // A partial refund's credit line takes value, not units, off the HSN summary.
    expect(ret.hsn.data.find((h) => h.rt === 5)).toMatchObject({ qty: 2, txval: 800 });
    expect(gstr1TotalsByRate(ret)).toEqual([
      { rate: 5, taxablePaise: 80_000, igstPaise: 1_750, cgstPaise: 1_125, sgstPaise: 1_125 },
      { rate: 18, taxablePaise: 8_474_577, igstPaise: 1_525_424, cgstPaise: 0, sgstPaise: 0 },
    ]);
    expect(ret.doc_issue.doc_det[0]!.docs[0]).toMatchObject({
      from: 'HRT2627-000001',
      to: 'HRT2627-000003',
      totnum: 3,
    });
    const csv = gstr1Csv(ret);
    expect(csv).toContain(
      'b2cs\r\nsply_ty,pos,typ,rt,txval,iamt,camt,samt,csamt\r\nINTRA,29,OE,5,450.00,0.00,11.25,11.25,0.00\r\n',
    );
  });
});
