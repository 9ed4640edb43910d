import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  DOCUMENT_NUMBER_MAX_LENGTH,
  deliveryRate,
  documentNumber,
  financialYear,
  hsnCodeSchema,
  lineTax,
  numberInWords,
  pdfFilename,
  refundLines,
  roundOffOf,
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

  it('charges delivery as ₹100 with its GST inside: ₹84.75 + ₹15.25 across states', () => {
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
    expect(taxInclusive(10000)).toEqual({ taxablePaise: 8475, taxPaise: 1525, offPaise: 0 });
  });

  it('charges delivery within the state as ₹84.74 + ₹7.63 + ₹7.63 = ₹100.00', () => {
    const split = taxInvoice({
      goods: [line(10000)],
      sellerState: 'Karnataka',
      placeOfSupply: 'Karnataka',
    });
    expect(split.lines.at(-1)).toMatchObject({
      taxablePaise: 8474,
      cgstPaise: 763,
      sgstPaise: 763,
      igstPaise: 0,
    });
    expect(taxInclusive(10000, 18, true)).toEqual({
      taxablePaise: 8474,
      taxPaise: 1526,
      offPaise: 0,
    });
  });

  it('splits any price with GST inside into a taxable value and equal halves that make it', () => {
    let exact = 0;
    for (let amount = 1; amount <= 200_000; amount += 97) {
      for (const rate of [5, 18, 40]) {
        const within = taxInclusive(amount, rate, true);
        expect(within.taxablePaise + within.taxPaise + within.offPaise).toBe(amount);
        expect(within.taxPaise % 2).toBe(0);
        expect(Math.abs(within.taxPaise - (within.taxablePaise * rate) / 100)).toBeLessThanOrEqual(
          1,
        );
        expect(Math.abs(within.offPaise)).toBeLessThanOrEqual(1);
        if (within.offPaise === 0) exact++;
        const across = taxInclusive(amount, rate, false);
        expect(across.taxablePaise + across.taxPaise).toBe(amount);
        expect(across.offPaise).toBe(0);
        expect(Math.abs(across.taxPaise - (across.taxablePaise * rate) / 100)).toBeLessThan(1);
      }
    }
    // Most prices split exactly; the rest leave a paisa to the round off.
    expect(exact / (3 * Math.ceil(200_000 / 97))).toBeGreaterThan(0.7);
  });

  it('makes SPEC’s Total, to the paisa, whatever the prices: IGST as SPEC’s GST, CGST = SGST within', () => {
    // Awkward prices whose 18 % each leave a fraction of a paisa.
    const baskets = [
      [line(1), line(3), line(5, 3), line(7)],
      [line(33333, 7), line(4999, 3), line(12345)],
      [line(89900), line(29900, 2), line(14999, 9)],
      [line(999999, 99)],
      [line(39399), line(2188, 3)],
    ];
    for (const goods of baskets) {
      for (const placeOfSupply of ['Karnataka', 'Kerala']) {
        const split = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply });
        const s = spec(goods);
        const goodsLines = split.lines.filter((l) => l.productId !== null);
        expect(goodsLines.reduce((a, l) => a + l.taxablePaise, 0)).toBe(s.subtotal);
        // The Total is what the shopper pays: SPEC's, round off included.
        expect(split.totals.totalPaise).toBe(s.total);
        expect(roundOffOf(split.totals)).toBe(split.totals.roundOffPaise);
        expect(
          split.lines.reduce((a, l) => a + l.taxablePaise + lineTax(l), 0) +
            split.totals.roundOffPaise,
        ).toBe(s.total);
        for (const l of split.lines) {
          // each line's tax is its 18 % to within a paisa
          expect(Math.abs(lineTax(l) - l.taxablePaise * 0.18)).toBeLessThanOrEqual(1);
        }
        if (placeOfSupply === 'Karnataka') {
          for (const l of split.lines) expect(l.sgstPaise).toBe(l.cgstPaise);
          expect(split.totals.cgstPaise).toBe(split.totals.sgstPaise);
          // A few paise at most: one line's halves miss its 18 % by a paisa at most.
          expect(Math.abs(split.totals.roundOffPaise)).toBeLessThanOrEqual(split.lines.length);
        } else {
          expect(goodsLines.reduce((a, l) => a + lineTax(l), 0)).toBe(s.gst);
          expect(split.totals.roundOffPaise).toBe(0);
        }
      }
    }
  });

  it('halves ₹3,939.90 of taxable value into ₹354.59 + ₹354.59, the round off making SPEC’s Total', () => {
    // 18 % of ₹3,939.90 is ₹709.182: SPEC's GST ₹709.18 would halve into 354.59 + 354.59.
    const goods = [line(393990)];
    const split = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply: 'Karnataka' });
    expect(split.lines[0]).toMatchObject({ cgstPaise: 35459, sgstPaise: 35459 });
    expect(split.totals.roundOffPaise).toBe(0);
    // ₹43.77 of goods: 18 % is ₹7.8786, SPEC's GST ₹7.88, the halves ₹3.94 + ₹3.94.
    const small = taxInvoice({ goods: [line(4377)], sellerState: 'Goa', placeOfSupply: 'Goa' });
    expect(small.lines[0]).toMatchObject({ cgstPaise: 394, sgstPaise: 394 });
    const odd = taxInvoice({ goods: [line(4361)], sellerState: 'Goa', placeOfSupply: 'Goa' });
    // 18 % of ₹43.61 is ₹7.8498: SPEC's GST ₹7.85 (odd), halves ₹3.92 + ₹3.92 = ₹7.84.
    expect(odd.lines[0]).toMatchObject({ cgstPaise: 392, sgstPaise: 392 });
    expect(odd.totals.roundOffPaise).toBe(1);
    expect(odd.totals.totalPaise).toBe(spec([line(4361)]).total);
  });
  it('credits a whole refund as the invoice’s line for those units', () => {
    const { lines, roundOffPaise } = refundLines(line(89900, 3), 1, 106082, true);
    expect(lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPricePaise: 89900,
        taxablePaise: 89900,
        cgstPaise: 8091,
        sgstPaise: 8091,
      }),
    ]);
    expect(roundOffPaise).toBe(0);
    const across = refundLines(line(89900, 3), 2, 212164, false);
    expect(across.lines[0]).toMatchObject({ quantity: 2, taxablePaise: 179800, igstPaise: 32364 });
  });

  it('credits a part refund as one line of the value credited, adding up on its face', () => {
    // ₹100 back on a ₹449 product: not "1 × ₹449.00" with a taxable value of ₹84.75.
    for (const intraState of [true, false]) {
      const { lines, roundOffPaise } = refundLines(line(44900, 2), 1, 10000, intraState);
      expect(lines).toHaveLength(1);
      const l = lines[0]!;
      expect(l.description).toBe('Partial refund: 1 × Product 44900');
      expect(l.quantity * l.unitPricePaise).toBe(l.taxablePaise);
      expect(l.taxablePaise + lineTax(l) + roundOffPaise).toBe(10000);
      expect(l.cgstPaise).toBe(l.sgstPaise);
      expect(Math.abs(lineTax(l) - l.taxablePaise * 0.18)).toBeLessThanOrEqual(1);
    }
    expect(refundLines(line(44900), 1, 10000, true).lines[0]).toMatchObject({
      taxablePaise: 8474,
      cgstPaise: 763,
      sgstPaise: 763,
    });
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

describe('an invoice of several GST rates (decision 073)', () => {
  const at = (unitPricePaise: number, quantity: number, ratePercent: number): TaxLineInput => ({
    ...line(unitPricePaise, quantity),
    productId: `p${unitPricePaise}-${ratePercent}`,
    ratePercent,
  });
  const goods = [at(19_900, 2, 18), at(45_000, 1, 5), at(299_900, 1, 40), at(12_345, 3, 0)];
  const paid = cartTotals(
    goods.map((g) => ({
      price: fromPaise(g.unitPricePaise),
      quantity: g.quantity,
      gstRate: g.ratePercent ?? 18,
    })),
  );

  it('across states: each rate IGST adds up to that rate of its value, and the Total is paid', () => {
    const { lines, totals } = taxInvoice({
      goods,
      sellerState: 'Karnataka',
      placeOfSupply: 'Delhi',
    });
    for (const g of paid.gstByRate) {
      const mine = lines.filter((l) => l.productId !== null && l.ratePercent === g.rate);
      expect(mine.reduce((a, l) => a + l.igstPaise, 0)).toBe(toPaise(g.gst));
    }
    expect(totals.totalPaise).toBe(toPaise(paid.total));
    expect(totals.roundOffPaise).toBe(0);
    for (const l of lines) {
      expect(Math.abs(l.igstPaise - (l.taxablePaise * l.ratePercent) / 100)).toBeLessThan(1);
    }
  });

  it('within a state: equal halves per line, each within a paisa, Total still what was paid', () => {
    const { lines, totals } = taxInvoice({
      goods,
      sellerState: 'Karnataka',
      placeOfSupply: 'Karnataka',
    });
    for (const l of lines) {
      expect(l.cgstPaise).toBe(l.sgstPaise);
      expect(Math.abs(lineTax(l) - (l.taxablePaise * l.ratePercent) / 100)).toBeLessThanOrEqual(1);
    }
    expect(totals.totalPaise).toBe(toPaise(paid.total));
    expect(Math.abs(totals.roundOffPaise)).toBeLessThanOrEqual(lines.length);
  });

  it("delivery follows the rate of the goods of most value, the principal supply's", () => {
    const { lines } = taxInvoice({ goods, sellerState: 'Karnataka', placeOfSupply: 'Delhi' });
    const delivery = lines.find((l) => l.productId === null)!;
    expect(delivery.ratePercent).toBe(40); // ₹2,999 at 40 % is the largest value
    expect(delivery.taxablePaise + delivery.igstPaise).toBe(10_000);
    expect(deliveryRate([{ taxablePaise: 100, ratePercent: 5 }])).toBe(5);
    expect(
      deliveryRate([
        { taxablePaise: 100, ratePercent: 5 },
        { taxablePaise: 100, ratePercent: 18 },
      ]),
    ).toBe(18);
    expect(deliveryRate([])).toBe(18);
  });

  it("a refund's most is its rate's GST on the price: a 5 % line credits 5 %", () => {
    const { lines, roundOffPaise } = refundLines({ ...at(45_000, 1, 5) }, 1, 47_250, false);
    expect(lines[0]).toMatchObject({ taxablePaise: 45_000, igstPaise: 2_250, ratePercent: 5 });
    expect(roundOffPaise).toBe(0);
  });
});
