import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  DOCUMENT_NUMBER_MAX_LENGTH,
  documentNumber,
  financialYear,
  hsnCodeSchema,
  lineTax,
  numberInWords,
  pdfFilename,
  refundLine,
  type TaxLineInput,
  taxInclusive,
  taxInvoice,
} from './invoice';
import { cartTotals, fromPaise, toPaise } from './money';

const line = (unitPricePaise: number, quantity = 1, hsn = '9603'): TaxLineInput => ({
  productId: `p${unitPricePaise}`,
  description: `Product ${unitPricePaise}`,
  hsn,
  quantity,
  unitPricePaise,
});

/** SPEC's figures for these lines, in paise. */
function spec(goods: TaxLineInput[]) {
  const t = cartTotals(
    goods.map((g) => ({ price: fromPaise(g.unitPricePaise), quantity: g.quantity })),
  );
  return { gst: toPaise(t.gst), total: toPaise(t.total), subtotal: toPaise(t.subtotal) };
}

describe('amountInWords', () => {
  it('writes rupees and paise as Indian invoices do', () => {
    expect(amountInWords(106082)).toBe('Rupees One Thousand Sixty and Eighty-Two Paise Only');
  });

  it('leaves out zero paise, and writes exact rupees', () => {
    expect(amountInWords(100000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(21800)).toBe('Rupees Two Hundred Eighteen Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('groups in lakh and crore', () => {
    expect(amountInWords(123456789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
    expect(numberInWords(123456789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(numberInWords(10000000)).toBe('One Crore');
    expect(numberInWords(100000)).toBe('One Lakh');
    expect(numberInWords(1000000000)).toBe('One Hundred Crore');
    expect(numberInWords(1001)).toBe('One Thousand One');
    expect(numberInWords(90)).toBe('Ninety');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('financialYear', () => {
  it('runs from 1 April to 31 March in IST', () => {
    expect(financialYear(new Date('2026-11-24T12:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April IST
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes in their own series, within Rule 46’s 16 characters', () => {
    expect(documentNumber('invoice', '2026-27', 123)).toBe('HRT2627-000123');
    expect(documentNumber('credit-note', '2026-27', 12)).toBe('CN2627-000012');
    expect(documentNumber('invoice', '2099-00', 999_999)).toBe('HRT9900-999999');
    for (const kind of ['invoice', 'credit-note'] as const) {
      expect(documentNumber(kind, '2026-27', 999_999).length).toBeLessThanOrEqual(
        DOCUMENT_NUMBER_MAX_LENGTH,
      );
    }
  });

  it('names a PDF after its number, for numbers of either form', () => {
    expect(pdfFilename('HRT2627-000123')).toBe('HRT2627-000123.pdf');
    expect(pdfFilename('HRT/2026-27/000003')).toBe('HRT-2026-27-000003.pdf');
  });
});

describe('taxInvoice', () => {
  it('splits into CGST and SGST within the seller’s state, IGST across states', () => {
    const goods = [line(89900)];
    const inState = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply: 'Karnataka' });
    expect(inState.intraState).toBe(true);
    expect(inState.lines[0]).toMatchObject({
      taxablePaise: 89900,
      cgstPaise: 8091,
      sgstPaise: 8091,
      igstPaise: 0,
    });
    const across = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply: 'Maharashtra' });
    expect(across.intraState).toBe(false);
    expect(across.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 16182 });
  });

  it('charges delivery as ₹100 with its GST inside: ₹84.75 + ₹15.25', () => {
    const split = taxInvoice({
      goods: [line(10000)],
      sellerState: 'Karnataka',
      placeOfSupply: 'Goa',
    });
    const delivery = split.lines.at(-1)!;
    expect(delivery).toMatchObject({
      productId: null,
      hsn: '996812',
      taxablePaise: 8475,
      igstPaise: 1525,
    });
    expect(taxInclusive(10000)).toEqual({ taxablePaise: 8475, taxPaise: 1525 });
  });

  it('adds up to SPEC’s GST on the goods and SPEC’s Total, to the paisa, whatever the prices', () => {
    // Awkward prices whose 18 % each leave a fraction of a paisa.
    const baskets = [
      [line(1), line(3), line(5, 3), line(7)],
      [line(33333, 7), line(4999, 3), line(12345)],
      [line(89900), line(29900, 2), line(14999, 9)],
      [line(999999, 99)],
    ];
    for (const goods of baskets) {
      for (const placeOfSupply of ['Karnataka', 'Kerala']) {
        const split = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply });
        const s = spec(goods);
        const goodsLines = split.lines.filter((l) => l.productId !== null);
        expect(goodsLines.reduce((a, l) => a + lineTax(l), 0)).toBe(s.gst);
        expect(goodsLines.reduce((a, l) => a + l.taxablePaise, 0)).toBe(s.subtotal);
        expect(split.totals.totalPaise).toBe(s.total);
        expect(split.totals.cgstPaise + split.totals.sgstPaise + split.totals.igstPaise).toBe(
          split.totals.totalPaise - split.totals.taxablePaise,
        );
        for (const l of split.lines) {
          // each line's tax is its 18 % to within a paisa
          expect(Math.abs(lineTax(l) - l.taxablePaise * 0.18)).toBeLessThan(1);
          if (placeOfSupply === 'Karnataka')
            expect(l.sgstPaise - l.cgstPaise).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('splits a refund back at 18 %', () => {
    const refund = refundLine(line(89900), 1, 106082, true);
    expect(refund).toMatchObject({ taxablePaise: 89900, cgstPaise: 8091, sgstPaise: 8091 });
  });
});

describe('hsnCodeSchema', () => {
  it('takes 4 to 8 digits', () => {
    expect(hsnCodeSchema.safeParse('9603').success).toBe(true);
    expect(hsnCodeSchema.safeParse('85414300').success).toBe(true);
    expect(hsnCodeSchema.safeParse('960').success).toBe(false);
    expect(hsnCodeSchema.safeParse('960321001').success).toBe(false);
    expect(hsnCodeSchema.safeParse('96O3').error?.issues[0]?.message).toBe(
      'HSN code must be 4 to 8 digits',
    );
  });
});
