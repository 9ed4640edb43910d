import { describe, expect, it } from 'vitest';
import { testGatewayBody } from './payment-validation.ts';
import { razorpayReturnBody } from './payments/providers/razorpay.ts';
import {
  canPaymentTransition,
  canPayNow,
  initialPaymentStatus,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentDeadline,
  readyToPack,
  unpaidLimitMessage,
} from './payments.ts';

describe('payment state machine', () => {
  it('starts cash on delivery as "Pay on delivery" and card or UPI as awaiting payment', () => {
    expect(initialPaymentStatus('cod')).toBe('pay-on-delivery');
    expect(PAYMENT_STATUS_LABELS[initialPaymentStatus('cod')]).toBe('Pay on delivery');
    expect(initialPaymentStatus('credit-card')).toBe('pending');
    expect(initialPaymentStatus('upi')).toBe('pending');
  });

  it('lets a pending payment be paid, fail, expire or be cancelled', () => {
    for (const to of ['paid', 'failed', 'expired', 'cancelled'] as const) {
      expect(canPaymentTransition('pending', to)).toBe(true);
    }
    expect(canPaymentTransition('pending', 'refunded')).toBe(false);
  });

  it('lets a failed payment be tried again or still succeed, until it expires', () => {
    expect(canPaymentTransition('failed', 'pending')).toBe(true);
    expect(canPaymentTransition('failed', 'paid')).toBe(true);
    expect(canPaymentTransition('failed', 'expired')).toBe(true);
    expect(canPayNow('failed')).toBe(true);
    expect(canPayNow('pending')).toBe(true);
  });

  it('only refunds money that arrived, and never takes a settled payment back to pending', () => {
    expect(canPaymentTransition('paid', 'refunded')).toBe(true);
    expect(canPaymentTransition('expired', 'refunded')).toBe(true);
    expect(canPaymentTransition('pay-on-delivery', 'refunded')).toBe(false);
    expect(canPaymentTransition('refunded', 'refunded')).toBe(false);
    for (const from of ['paid', 'refunded', 'cancelled', 'expired', 'pay-on-delivery'] as const) {
      expect(canPaymentTransition(from, 'pending')).toBe(false);
      expect(canPayNow(from)).toBe(false);
    }
    expect(canPaymentTransition('paid', 'expired')).toBe(false);
  });

  it('marks cash on delivery paid on delivery', () => {
    expect(canPaymentTransition('pay-on-delivery', 'paid')).toBe(true);
    expect(canPaymentTransition('pay-on-delivery', 'failed')).toBe(false);
  });

  it('has a label for every status', () => {
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_LABELS[status]).toBeTruthy();
  });

  it('packs only orders paid or paid on delivery', () => {
    expect(readyToPack('paid')).toBe(true);
    expect(readyToPack('pay-on-delivery')).toBe(true);
    expect(readyToPack('pending')).toBe(false);
    expect(readyToPack('failed')).toBe(false);
  });

  it('puts the deadline the payment window after placing', () => {
    expect(paymentDeadline('2026-11-24T10:00:00.000Z', 15 * 60_000).toISOString()).toBe(
      '2026-11-24T10:15:00.000Z',
    );
  });

  it('names the limit in its message', () => {
    expect(unpaidLimitMessage(3)).toMatch(/^You already have 3 orders waiting for payment\./);
  });
});

describe('payment request bodies', () => {
  it('accepts the Checkout handler fields and refuses a signature that is not hex SHA-256', () => {
    const valid = {
      razorpay_order_id: 'order_Abc',
      razorpay_payment_id: 'pay_Xyz',
      razorpay_signature: 'a'.repeat(64),
    };
    expect(razorpayReturnBody.safeParse(valid).success).toBe(true);
    expect(razorpayReturnBody.safeParse({ ...valid, razorpay_signature: 'zz' }).success).toBe(
      false,
    );
    expect(razorpayReturnBody.safeParse({ ...valid, razorpay_order_id: '' }).success).toBe(false);
  });

  it('accepts only the test gateway outcomes it simulates', () => {
    expect(testGatewayBody.safeParse({ channel: 'upi', outcome: 'success' }).success).toBe(true);
    expect(testGatewayBody.safeParse({ channel: 'upi', outcome: 'maybe' }).success).toBe(false);
    expect(testGatewayBody.safeParse({ channel: 'cash', outcome: 'success' }).success).toBe(false);
  });
});
