import { describe, expect, it } from 'vitest';
import {
  apportion,
  type Coupon,
  couponCreateBody,
  couponRefusal,
  discountedTotals,
  pointsSpendable,
  unitsDiscountPaise,
} from './coupons.ts';
import { cartTotals, fromPaise, gstOnPaise, toPaise } from './money.ts';

const coupon: Coupon = {
  id: 'c1',
  code: 'GREEN10',
  type: 'percent',
  value: 10,
  minSubtotalPaise: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  perCustomerLimit: 1,
  category: null,
  productId: null,
  paused: false,
  used: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const lines = [
  { productId: 'a', category: 'kitchen', pricePaise: 49_900, mrpPaise: 59_900, quantity: 2 },
  { productId: 'b', category: 'garden', pricePaise: 33_333, mrpPaise: null, quantity: 1 },
];

describe('coupons', () => {
  it('shares a discount out so the shares add up exactly and follow the values', () => {
    expect(apportion([100, 200, 0], 31)).toEqual([10, 21, 0]);
    expect(apportion([1, 1, 1], 2).reduce((a, b) => a + b, 0)).toBe(2);
    expect(apportion([5], 10)).toEqual([5]);
  });

  it('charges GST on the discounted value, and is cartTotals without a discount', () => {
    const plain = discountedTotals(lines);
    const spec = cartTotals(
      lines.map((l) => ({
        price: fromPaise(l.pricePaise),
        mrp: l.mrpPaise && fromPaise(l.mrpPaise),
        quantity: l.quantity,
      })),
    );
    expect(fromPaise(plain.totalPaise)).toBe(spec.total);
    expect(fromPaise(plain.gstPaise)).toBe(spec.gst);
    const off = discountedTotals(lines, { coupon });
    expect(off.couponPaise).toBe(Math.floor((133_133 * 10) / 100));
    expect(off.gstPaise).toBe(gstOnPaise(133_133 - off.couponPaise));
    expect(off.lineDiscountsPaise.reduce((a, b) => a + b, 0)).toBe(off.couponPaise);
    expect(off.totalPaise).toBe(off.taxablePaise + off.gstPaise + toPaise(100));
  });

  it('discounts only the lines in scope, and a flat coupon never more than they cost', () => {
    const scoped = discountedTotals(lines, {
      coupon: { ...coupon, type: 'flat', value: 1_000_000, category: 'garden' },
    });
    expect(scoped.couponPaise).toBe(33_333);
    expect(scoped.lineDiscountsPaise).toEqual([0, 33_333]);
  });

  it('takes points after the coupon, worth ₹1 each', () => {
    const both = discountedTotals(lines, { coupon, points: 50 });
    expect(both.pointsPaise).toBe(5_000);
    expect(both.taxablePaise).toBe(133_133 - both.couponPaise - 5_000);
  });

  it('caps points at a fifth of the goods and 500 an order', () => {
    expect(pointsSpendable(100_000, 1_000)).toBe(200);
    expect(pointsSpendable(10_000_000, 1_000)).toBe(500);
    expect(pointsSpendable(100_000, 30)).toBe(30);
  });

  it('names the reason a coupon is refused', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(
      couponRefusal({ ...coupon, endsAt: '2026-11-01T00:00:00Z' }, lines, 0, now)?.message,
    ).toBe('{code} has ended');
    expect(couponRefusal(coupon, lines, 1, now)?.values).toEqual({ code: 'GREEN10', limit: '1' });
    expect(couponRefusal({ ...coupon, totalUses: 3, used: 3 }, lines, 0, now)?.message).toBe(
      '{code} has been used up',
    );
    expect(
      couponRefusal({ ...coupon, minSubtotalPaise: 500_000 }, lines, 0, now)?.values?.amount,
    ).toBe('₹5,000.00');
    expect(couponRefusal({ ...coupon, productId: 'z' }, lines, 0, now)?.message).toBe(
      '{code} does not apply to anything in this cart',
    );
    expect(couponRefusal(coupon, lines, 0, now)).toBeNull();
  });

  it('refunds the discounted share of returned units', () => {
    expect(unitsDiscountPaise(999, 3, 1)).toBe(333);
    expect(unitsDiscountPaise(999, 3, 3)).toBe(999);
  });

  it('reads codes as upper case and holds percent to 100', () => {
    expect(couponCreateBody.parse({ code: ' green10', type: 'percent', value: 10 }).code).toBe(
      'GREEN10',
    );
    expect(couponCreateBody.safeParse({ code: 'X100', type: 'percent', value: 101 }).success).toBe(
      false,
    );
  });
});
