// Payment rules shared by server and web (decisions 032 and 033). An order's payment
// has its own small state machine, apart from the order's (decision 024): cash on delivery is
// paid when the order is delivered; a card or UPI order waits for the payment provider to
// confirm, and is cancelled (its stock released) when no payment arrives in time.
import type { PaymentMethod } from './limits.ts';

/**
 * - pay-on-delivery: cash on delivery, not delivered yet
 * - pending: card or UPI, waiting for the provider's confirmation
 * - failed: the last attempt failed; the shopper may try again until the payment window ends
 * - paid: the provider confirmed it (or, cash on delivery, the order was delivered)
 * - refunded: money paid was sent back (the order was cancelled, or paid after it expired)
 * - cancelled: the order was cancelled before anything was paid
 * - expired: no payment arrived within the payment window; the order was cancelled
 */
export const PAYMENT_STATUSES = [
  'pay-on-delivery',
  'pending',
  'failed',
  'paid',
  'refunded',
  'cancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the order pages, the confirmation and the console name each payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  'pay-on-delivery': 'Pay on delivery',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Not charged',
  expired: 'Payment not received in time',
};

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  'pay-on-delivery': ['paid', 'cancelled'],
  pending: ['paid', 'failed', 'expired', 'cancelled'],
  // A retry starts again from pending; a late success may still arrive for the failed attempt.
  failed: ['pending', 'paid', 'expired', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  // Money captured after the order was cancelled or expired is sent back at once.
  cancelled: ['refunded'],
  expired: ['refunded'],
};

export function canPaymentTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Where a payment starts: cash on delivery waits for delivery, the others for the provider. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method === 'cod' ? 'pay-on-delivery' : 'pending';
}

/** Whether the shopper may (still, or again) pay online for the order. */
export function canPayNow(status: PaymentStatus): boolean {
  return status === 'pending' || status === 'failed';
}

/** Card and UPI orders still waiting for money: what the unpaid-order limit counts. */
export const UNPAID_PAYMENT_STATUSES = ['pending', 'failed'] as const;

/** An online order not paid within this many minutes is cancelled and its stock released. */
export const PAYMENT_WINDOW_MINUTES = 15;
/** How many card or UPI orders one account may hold unpaid at once. */
export const MAX_UNPAID_ORDERS = 3;

/** The 409 a shopper reads at checkout when the limit is reached. */
export function unpaidLimitMessage(limit: number): string {
  return `You already have ${limit} orders waiting for payment. Pay for one of them or cancel it (on your Orders page) before placing another.`;
}

/** The 409 staff read when they try to pack an order whose money has not arrived. */
export const PACK_UNPAID_MESSAGE =
  'This order has not been paid yet. Pack it once the payment is confirmed (it is cancelled by itself if no payment arrives in time).';

/** The moment an online order placed at `placedAt` is cancelled if still unpaid. */
export function paymentDeadline(placedAt: Date | string, windowMs: number): Date {
  return new Date(new Date(placedAt).getTime() + windowMs);
}

/** Whether staff may pack (and so ship) an order whose payment is in this status. */
export function readyToPack(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'pay-on-delivery';
}

/**
 * How the shop takes payments now (GET /api/payments/options, decision 056): the provider of
 * card and UPI payments, if any, and the payment methods the checkout offers.
 */
export interface PaymentOptions {
  /** the id of the provider taking card and UPI payments (decision 065); null: none */
  provider: string | null;
  methods: PaymentMethod[];
}

/** What made a signed confirmation unable to settle its order (decision 056). */
export const PAYMENT_MISMATCHES = ['amount', 'currency', 'status'] as const;
export type PaymentMismatchKind = (typeof PAYMENT_MISMATCHES)[number];

/**
 * A confirmation the provider signed that did not settle the order (decision 056): the wrong
 * amount or currency, or a payment not captured. Shown to the merchant on the order.
 */
export interface PaymentMismatch {
  paymentId: string | null;
  mismatch: PaymentMismatchKind;
  /** what the provider reported, in units of `currency` (rupees for INR); null: none given */
  amount: number | null;
  currency: string | null;
  /** the provider's payment status, e.g. captured or authorized */
  providerStatus: string | null;
  /** the refund of the money that arrived; null: none (no money was captured) */
  refund: 'pending' | 'processed' | 'failed' | null;
  at: string;
}

/** The test gateway's simulated outcomes (decision 033). */
export const TEST_GATEWAY_OUTCOMES = ['success', 'failure', 'timeout'] as const;
export type TestGatewayOutcome = (typeof TEST_GATEWAY_OUTCOMES)[number];
/** How the test gateway is paid: a UPI collect request or a card. */
export const TEST_GATEWAY_CHANNELS = ['upi', 'card'] as const;
export type TestGatewayChannel = (typeof TEST_GATEWAY_CHANNELS)[number];
