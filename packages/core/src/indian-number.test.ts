import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-number.ts';
import { formatINR } from './money.ts';

// The hand-written figures must be Intl's, to the character (decision 050): Node has the full ICU.
const intl = (min: number, max: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max });
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts as a shop has them (up to 3 decimals, so halves are common) and any double at all. */
const amounts = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map((milli) => milli / 1000),
  fc.integer({ min: -1e7, max: 1e7 }).map((cents) => cents / 100 + 0.005),
  fc.double({ noNaN: false }),
);

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(-12345678901)).toBe('-12,34,56,78,901');
  });

  it('rounds half away from zero on the shortest decimal form, as ICU does', () => {
    expect(formatIndianNumber(1.115, 2, 2)).toBe('1.12');
    expect(formatIndianNumber(2.675, 2, 2)).toBe('2.68');
    expect(formatIndianNumber(-0.125, 2, 2)).toBe('-0.13');
    expect(formatIndianNumber(9.995, 2, 2)).toBe('10.00');
    expect(formatIndianNumber(999.96, 0, 1)).toBe('1,000');
  });

  it('keeps the minus sign of a negative that rounds to zero, and of -0', () => {
    expect(formatIndianNumber(-0.001, 2, 2)).toBe('-0.00');
    expect(formatIndianNumber(-0, 2, 2)).toBe('-0.00');
  });

  for (const [min, max] of [
    [0, 3],
    [2, 2],
    [1, 1],
    [0, 1],
    [0, 0],
  ] as const) {
    it(`writes what Intl.NumberFormat('en-IN') writes with ${min}–${max} decimals`, () => {
      const format = intl(min, max);
      fc.assert(
        fc.property(amounts, (value) => {
          expect(formatIndianNumber(value, min, max)).toBe(format.format(value));
        }),
        { numRuns: 3000 },
      );
    });
  }
});

describe('formatINR beside Intl', () => {
  it('writes what the en-IN rupee currency format writes, for any amount', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatINR(value)).toBe(rupees.format(value));
      }),
      { numRuns: 3000 },
    );
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1e21, 1e-7, -0]) {
      expect(formatINR(value)).toBe(rupees.format(value));
    }
  });
});
