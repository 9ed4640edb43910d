import { describe, expect, it } from 'vitest';
import {
  isValidIfsc,
  maskedRefundAccount,
  refundAccountSchema,
  returnByDate,
  returnStatusText,
} from './returns.ts';

describe('a cash-on-delivery refund account', () => {
  it('takes an IFSC of four letters, a zero and six letters or digits, in any case', () => {
    expect(isValidIfsc('SBIN0001234')).toBe(true);
    expect(isValidIfsc('hdfc0abc123')).toBe(true);
    expect(isValidIfsc('SBIN1001234')).toBe(false); // the fifth must be 0
    expect(isValidIfsc('SBI0001234')).toBe(false);
    expect(isValidIfsc('SBIN00012345')).toBe(false);
  });

  it('stores the IFSC in capitals and refuses a bad one, a short account or a bad UPI ID', () => {
    const bank = {
      kind: 'bank',
      accountName: 'Asha Verma',
      accountNumber: '123456789',
      ifsc: 'sbin0001234',
    };
    expect(refundAccountSchema.parse(bank)).toMatchObject({ ifsc: 'SBIN0001234' });
    expect(
      refundAccountSchema.safeParse({ ...bank, ifsc: 'SBIN1001234' }).error?.issues[0]?.message,
    ).toMatch(/IFSC/);
    expect(refundAccountSchema.safeParse({ ...bank, accountNumber: '12345' }).success).toBe(false);
    expect(refundAccountSchema.safeParse({ kind: 'upi', upiId: 'asha@okaxis' }).success).toBe(true);
    expect(refundAccountSchema.safeParse({ kind: 'upi', upiId: 'asha okaxis' }).success).toBe(
      false,
    );
  });

  it('shows a bank account back with its last four digits only', () => {
    expect(
      maskedRefundAccount({
        kind: 'bank',
        accountName: 'A',
        accountNumber: '123456789012',
        ifsc: 'SBIN0001234',
      }),
    ).toMatchObject({ accountNumber: '••••9012' });
    expect(maskedRefundAccount({ kind: 'upi', upiId: 'a@b' })).toEqual({
      kind: 'upi',
      upiId: 'a@b',
    });
  });
});

describe('a return coming home', () => {
  it('is due back seven days after approval', () => {
    expect(returnByDate(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2026-12-05T10:00:00.000Z',
    );
  });

  it('never calls a failed refund refunded', () => {
    const refunded = { status: 'refunded' as const, refundAmount: 350 };
    expect(
      returnStatusText({
        ...refunded,
        refund: { state: 'failed', reference: null, failure: null },
      }),
    ).toBe('Refund of ₹350.00 failed');
    expect(
      returnStatusText({
        ...refunded,
        refund: { state: 'pending', reference: null, failure: null },
      }),
    ).toBe('Refund of ₹350.00 pending');
    expect(
      returnStatusText({
        ...refunded,
        refund: { state: 'processed', reference: 'r', failure: null },
      }),
    ).toBe('Refunded ₹350.00');
  });
});
