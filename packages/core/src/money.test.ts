import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatINR,
  fromPaise,
  GST_PERCENT_TEXT,
  GST_RATE,
  GST_RATES,
  gstByRate,
  gstOnPaise,
  isGstRate,
  lineSavingsPaise,
  lineTotal,
  lineTotalsWithGstPaise,
  paiseFromRupeesText,
  percentOff,
  percentOffWithGst,
  rupeesTextFromPaise,
  SHIPPING_FEE,
  toPaise,
  unitPriceWithGst,
  withGstPaise,
} from './money';

describe('constants (SPEC §9)', () => {
  it('shipping is a flat ₹100 and GST is 18 %', () => {
    expect(SHIPPING_FEE).toBe(100);
    expect(GST_RATE).toBe(0.18);
  });
});

describe('formatINR', () => {
  it('uses the rupee sign, 2 decimals and lakh grouping', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(100000)).toBe('₹1,00,000.00');
    expect(formatINR(10000000)).toBe('₹1,00,00,000.00');
    expect(formatINR(1000)).toBe('₹1,000.00');
    expect(formatINR(999)).toBe('₹999.00');
  });

  it('formats zero', () => {
    expect(formatINR(0)).toBe('₹0.00');
  });

  it('formats small values with 2 decimals', () => {
    expect(formatINR(0.5)).toBe('₹0.50');
    expect(formatINR(1)).toBe('₹1.00');
    expect(formatINR(9.99)).toBe('₹9.99');
    expect(formatINR(0.01)).toBe('₹0.01');
  });

  it('rounds to 2 decimals', () => {
    expect(formatINR(1.005 + 0.0001)).toBe('₹1.01');
    expect(formatINR(2.999)).toBe('₹3.00');
  });
});

describe('toPaise / fromPaise', () => {
  it('converts rupees to integer paise and back', () => {
    expect(toPaise(1.1)).toBe(110);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(19.99)).toBe(1999);
    expect(fromPaise(1999)).toBe(19.99);
  });
});

describe('rupees typed into a form', () => {
  it('reads amounts with grouping commas, the ₹ sign and up to 2 decimals', () => {
    expect(paiseFromRupeesText('1,299.50')).toBe(129_950);
    expect(paiseFromRupeesText(' ₹ 499 ')).toBe(49_900);
    expect(paiseFromRupeesText('0.5')).toBe(50);
    expect(paiseFromRupeesText('19.99')).toBe(1999);
  });

  it('refuses what is no amount of rupees', () => {
    for (const text of ['', 'abc', '-5', '1.999', '4.', '1e3']) {
      expect(paiseFromRupeesText(text)).toBeUndefined();
    }
  });

  it('writes paise back as the form shows them, and reads them again unchanged', () => {
    expect(rupeesTextFromPaise(49_900)).toBe('499');
    expect(rupeesTextFromPaise(45_050)).toBe('450.50');
    expect(rupeesTextFromPaise(null)).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        expect(paiseFromRupeesText(rupeesTextFromPaise(paise))).toBe(paise);
      }),
    );
  });
});

describe('percentOff', () => {
  it('is round((mrp − price) / mrp × 100)', () => {
    expect(percentOff(80, 100)).toBe(20);
    expect(percentOff(499, 999)).toBe(50); // 50.05 %
    expect(percentOff(2, 3)).toBe(33); // 33.3 %
    expect(percentOff(1, 3)).toBe(67); // 66.7 %
    expect(percentOff(0, 100)).toBe(100);
  });

  it('rounds exact halves up', () => {
    expect(percentOff(175, 200)).toBe(13); // 12.5 %
    expect(percentOff(87.5, 100)).toBe(13); // 12.5 %
    expect(percentOff(199, 200)).toBe(1); // 0.5 %
    expect(percentOff(17, 40)).toBe(58); // 57.5 %: ((40 − 17) / 40) × 100 is 57.4999… in floats
    expect(percentOff(23, 40)).toBe(43); // 42.5 %
    expect(percentOff(85, 200)).toBe(58); // 57.5 %
    expect(percentOff(171, 200)).toBe(15); // 14.5 %
  });

  it('rounds just below a half down', () => {
    expect(percentOff(1991, 2000)).toBe(0); // 0.45 %
    expect(percentOff(1989, 2000)).toBe(1); // 0.55 %
  });

  it('gives 0 for a missing or zero MRP', () => {
    expect(percentOff(50, null)).toBe(0);
    expect(percentOff(50, undefined)).toBe(0);
    expect(percentOff(50, 0)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(50, -10)).toBe(0);
    expect(percentOff(50, 0.001)).toBe(0);
  });

  it('is never below 0 (price above or equal to MRP)', () => {
    expect(percentOff(120, 100)).toBe(0);
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(100.4, 100)).toBe(0);
  });

  it('matches exact rational rounding for whole-rupee prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), (mrp, k) => {
        const price = k % (mrp + 1);
        // (mrp − price) × 100 / mrp, rounded half up, in exact integer arithmetic.
        const expected = Math.floor(((mrp - price) * 200 + mrp) / (2 * mrp));
        expect(percentOff(price, mrp)).toBe(expected);
      }),
    );
  });
});

describe('lineTotal', () => {
  it('is price × quantity', () => {
    expect(lineTotal({ price: 250, quantity: 3 })).toBe(750);
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 99.5, quantity: 0 })).toBe(0);
  });
});

describe('withGstPaise', () => {
  it('adds 18% GST rounded to the paisa', () => {
    expect(withGstPaise(89_900)).toBe(106_082);
    expect(gstOnPaise(1)).toBe(0);
    expect(gstOnPaise(3)).toBe(1);
    expect(withGstPaise(0)).toBe(0);
    expect(GST_PERCENT_TEXT).toBe('18%');
  });
});

describe('cartTotals', () => {
  it('computes subtotal, 18 % GST, flat shipping, total, savings and item count', () => {
    const t = cartTotals([
      { price: 200, mrp: 250, quantity: 2 },
      { price: 100, mrp: 120, quantity: 1 },
    ]);
    expect(t).toEqual({
      itemCount: 3,
      subtotal: 500,
      gst: 90,
      shipping: 100,
      total: 690,
      // on the prices with GST (decision 082): (250 − 236) × 2 + (120 − 118) × 1
      savings: 30,
      linesWithGst: [472, 118],
      gstByRate: [{ rate: 18, taxable: 500, gst: 90 }],
    });
  });

  it('counts items by quantity, not by lines', () => {
    expect(cartTotals([{ price: 1, quantity: 4 }]).itemCount).toBe(4);
    expect(
      cartTotals([
        { price: 1, quantity: 4 },
        { price: 2, quantity: 5 },
      ]).itemCount,
    ).toBe(9);
  });

  it('charges shipping once per order, whatever the quantity', () => {
    expect(cartTotals([{ price: 10, quantity: 1 }]).shipping).toBe(100);
    expect(cartTotals([{ price: 10, quantity: 50 }]).shipping).toBe(100);
  });

  it('ignores lines without an MRP (or with MRP not above the price with GST) for savings', () => {
    const t = cartTotals([
      { price: 200, mrp: 250, quantity: 1 },
      { price: 100, quantity: 2 },
      { price: 100, mrp: null, quantity: 2 },
      { price: 100, mrp: 0, quantity: 2 },
      { price: 100, mrp: 80, quantity: 2 },
      { price: 100, mrp: 118, quantity: 2 }, // the MRP is the price with GST: no saving
    ]);
    expect(t.savings).toBe(14); // 250 − 236
    expect(t.subtotal).toBe(1200);
  });

  it('gives zeros and no shipping for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      itemCount: 0,
      subtotal: 0,
      gst: 0,
      shipping: 0,
      total: 0,
      savings: 0,
      linesWithGst: [],
      gstByRate: [],
    });
  });

  it('does not drift with 0.1 + 0.2 style prices', () => {
    const t = cartTotals([
      { price: 0.1, mrp: 0.3, quantity: 3 },
      { price: 0.2, mrp: 0.3, quantity: 3 },
    ]);
    expect(t.subtotal).toBe(0.9);
    // (0.30 − 0.12) × 3 + (0.30 − 0.24) × 3: 10 paise + 18 % = 11.8 → 12 paise, 20 → 23.6 → 24
    expect(t.savings).toBe(0.72);
    expect(t.gst).toBe(0.16); // 0.162 → 16 paise
    expect(t.total).toBe(101.06);
  });

  it('rounds GST to the paisa', () => {
    expect(cartTotals([{ price: 19.99, quantity: 3 }]).gst).toBe(10.79); // 10.7946
    expect(cartTotals([{ price: 0.25, quantity: 1 }]).gst).toBe(0.05); // 0.045 → half up
    expect(cartTotals([{ price: 33.33, quantity: 1 }]).gst).toBe(6); // 5.9994
  });

  it('property: total = subtotal + gst + shipping, gst ≈ 18 % of subtotal to the paisa', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 10_000_000 }).map((p) => p / 100),
      mrp: fc.option(
        fc.integer({ min: 0, max: 10_000_000 }).map((p) => p / 100),
        { nil: undefined },
      ),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        const paise = (r: number) => Math.round(r * 100);

        // every amount is a whole number of paise
        for (const v of [t.subtotal, t.gst, t.shipping, t.total, t.savings]) {
          expect(Number.isInteger(paise(v))).toBe(true);
          expect(Math.abs(v * 100 - paise(v))).toBeLessThan(1e-6);
        }
        expect(t.shipping).toBe(100);
        expect(paise(t.total)).toBe(paise(t.subtotal) + paise(t.gst) + paise(t.shipping));
        expect(t.total).toBe(fromPaise(paise(t.subtotal) + paise(t.gst) + paise(t.shipping)));
        // within half a paisa of the exact 18 %
        expect(Math.abs(paise(t.gst) - paise(t.subtotal) * 0.18)).toBeLessThanOrEqual(0.5 + 1e-9);

        const expectedSubtotal = lines.reduce((s, l) => s + paise(l.price) * l.quantity, 0);
        expect(paise(t.subtotal)).toBe(expectedSubtotal);
        const expectedSavings = lines.reduce((s, l) => {
          const unit = paise(l.price) + Math.round(paise(l.price) * 0.18);
          return s + (l.mrp && paise(l.mrp) > unit ? (paise(l.mrp) - unit) * l.quantity : 0);
        }, 0);
        expect(paise(t.savings)).toBe(expectedSavings);
        expect(t.itemCount).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });
});

describe('GST per rate (decision 073)', () => {
  it('taxes each rate on its own lines, rounded once per rate', () => {
    // ₹100.10 at 5 % = ₹5.005 → ₹5.01; ₹33.33 + ₹66.67 at 18 % = ₹18.00; ₹10 at 0 % = 0
    expect(
      gstByRate([
        { taxablePaise: 3333, ratePercent: 18 },
        { taxablePaise: 10010, ratePercent: 5 },
        { taxablePaise: 1000, ratePercent: 0 },
        { taxablePaise: 6667, ratePercent: 18 },
      ]),
    ).toEqual([
      { ratePercent: 0, taxablePaise: 1000, gstPaise: 0 },
      { ratePercent: 5, taxablePaise: 10010, gstPaise: 501 },
      { ratePercent: 18, taxablePaise: 10000, gstPaise: 1800 },
    ]);
  });

  it('a cart of mixed rates shows each rate and adds them into GST and Total', () => {
    const t = cartTotals([
      { price: 199, quantity: 2, gstRate: 18 },
      { price: 450, quantity: 1, gstRate: 5 },
      { price: 2999, quantity: 1, gstRate: 40 },
    ]);
    expect(t.gstByRate).toEqual([
      { rate: 5, taxable: 450, gst: 22.5 },
      { rate: 18, taxable: 398, gst: 71.64 },
      { rate: 40, taxable: 2999, gst: 1199.6 },
    ]);
    expect(t.gst).toBe(1293.74);
    expect(t.total).toBe(3847 + 1293.74 + 100);
  });

  it('with one rate it is SPEC §9: 18 % of the subtotal, rounded once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 6 }), (ps) => {
        const rates = gstByRate(ps.map((p) => ({ taxablePaise: p, ratePercent: 18 })));
        const subtotal = ps.reduce((a, b) => a + b, 0);
        expect(rates.reduce((a, r) => a + r.gstPaise, 0)).toBe(
          ps.length ? Math.round(subtotal * GST_RATE) : 0,
        );
      }),
    );
  });

  it('knows the slabs', () => {
    expect(GST_RATES).toEqual([0, 5, 18, 40]);
    expect(isGstRate(12)).toBe(false);
    expect(isGstRate(40)).toBe(true);
    expect(withGstPaise(10000, 5)).toBe(10500);
  });
});

describe('the price shown with its GST (decision 082)', () => {
  const cents = (max: number) => fc.integer({ min: 1, max }).map((p) => p / 100);
  const rate = fc.constantFrom(...GST_RATES);

  it('is one unit with its rate of GST, rounded to the paisa', () => {
    expect(unitPriceWithGst(199)).toBe(234.82); // the card's ₹199 costs ₹234.82
    expect(unitPriceWithGst(199, 18)).toBe(234.82);
    expect(unitPriceWithGst(450, 5)).toBe(472.5);
    expect(unitPriceWithGst(2999, 40)).toBe(4198.6);
    expect(unitPriceWithGst(99.99, 0)).toBe(99.99);
    expect(unitPriceWithGst(218.9)).toBe(258.3); // GST 39.402 → 39.40
    expect(unitPriceWithGst(0.25)).toBe(0.3); // 0.045 → half up to 5 paise
    expect(unitPriceWithGst(899)).toBe(fromPaise(withGstPaise(89_900)));
  });

  it('percent off compares the MRP, which includes GST, with the price with GST', () => {
    // ₹199 before GST, MRP ₹299: 33 % before GST, the shopper pays ₹234.82 — 21 % off
    expect(percentOff(199, 299)).toBe(33);
    expect(percentOffWithGst({ price: 199, mrp: 299, gstRate: 18 })).toBe(21);
    expect(percentOffWithGst({ price: 199, mrp: 299 })).toBe(21);
    expect(percentOffWithGst({ price: 100, mrp: 118, gstRate: 18 })).toBe(0);
    expect(percentOffWithGst({ price: 100, mrp: 118, gstRate: 0 })).toBe(15);
    expect(percentOffWithGst({ price: 100, mrp: null, gstRate: 5 })).toBe(0);
  });

  it('a line saves MRP − price with GST per unit, never below 0', () => {
    expect(lineSavingsPaise({ price: 199, mrp: 299, quantity: 2 })).toBe(12_836); // (299 − 234.82) × 2
    expect(lineSavingsPaise({ price: 450, mrp: 500, quantity: 1, gstRate: 5 })).toBe(2750);
    expect(lineSavingsPaise({ price: 450, mrp: 450, quantity: 1, gstRate: 5 })).toBe(0);
    expect(lineSavingsPaise({ price: 450, quantity: 3 })).toBe(0);
  });

  it("a line's total with GST is quantity × the unit price with GST for whole-paisa unit GST", () => {
    expect(lineTotalsWithGstPaise([{ price: 199, quantity: 3 }])).toEqual([70_446]);
    // ₹218.90 × 3 at 18 %: GST is 18 % of ₹656.70 = ₹118.206 → ₹118.21, once for the line; the
    // unit shows ₹258.30 (GST ₹39.402 → ₹39.40) and 3 × ₹258.30 = ₹774.90: a paisa apart
    expect(lineTotalsWithGstPaise([{ price: 218.9, quantity: 3 }])).toEqual([77_491]);
    // shared out by largest remainder: 0.05 × 18 % = 0.9 paise each, 3 lines → 2.7 → 3 paise
    expect(
      lineTotalsWithGstPaise([
        { price: 0.05, quantity: 1 },
        { price: 0.05, quantity: 1 },
        { price: 0.05, quantity: 1 },
      ]),
    ).toEqual([6, 6, 6]);
    expect(
      lineTotalsWithGstPaise([
        { price: 0.05, quantity: 1, gstRate: 18 },
        { price: 0.05, quantity: 1, gstRate: 5 },
        { price: 0.1, quantity: 1, gstRate: 18 },
      ]),
    ).toEqual([6, 5, 12]); // 18 %: 0.9 + 1.8 = 2.7 → 3 (0 + 1 floored, +1 +1); 5 %: 0.25 → 0
  });

  it('property: the lines with GST add up to subtotal + GST, and agree with the unit price', () => {
    const line = fc.record({
      price: cents(10_000_000),
      mrp: fc.option(cents(20_000_000), { nil: undefined }),
      quantity: fc.integer({ min: 1, max: 99 }),
      gstRate: rate,
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const t = cartTotals(lines);
        const totals = lineTotalsWithGstPaise(lines);
        // the cart's lines and its rows agree to the paisa: Σ lines + shipping = Total Amount
        expect(totals.reduce((a, b) => a + b, 0) + toPaise(t.shipping)).toBe(toPaise(t.total));
        expect(t.linesWithGst.map(toPaise)).toEqual(totals);
        lines.forEach((l, i) => {
          const unit = toPaise(unitPriceWithGst(l.price, l.gstRate));
          const exact = (toPaise(l.price) * l.gstRate) % 100 === 0;
          // each line is within a paisa per two units of quantity × the unit shown, and exactly
          // that when one unit's GST is a whole number of paise (every whole-rupee price)
          expect(Math.abs(totals[i]! - unit * l.quantity)).toBeLessThanOrEqual(
            Math.ceil(l.quantity / 2) + 1,
          );
          if (exact) expect(totals[i]).toBe(unit * l.quantity);
        });
        // savings on the prices with GST, never negative
        expect(toPaise(t.savings)).toBe(lines.reduce((s, l) => s + lineSavingsPaise(l), 0));
        expect(t.savings).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: a whole-rupee price is always a whole paisa of GST at every rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        rate,
        (rupees, quantity, r) => {
          const [total] = lineTotalsWithGstPaise([{ price: rupees, quantity, gstRate: r }]);
          expect(total).toBe(toPaise(unitPriceWithGst(rupees, r)) * quantity);
        },
      ),
    );
  });

  it('property: percent off with GST is percentOff of the unit price with GST, within 0–100', () => {
    fc.assert(
      fc.property(
        cents(1_000_000),
        fc.option(cents(2_000_000), { nil: null }),
        rate,
        (price, mrp, r) => {
          const off = percentOffWithGst({ price, mrp, gstRate: r });
          expect(off).toBe(percentOff(unitPriceWithGst(price, r), mrp));
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
