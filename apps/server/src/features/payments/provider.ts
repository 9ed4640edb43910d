// The payment seam (decision 065, after Medusa's payment provider): what the shop asks of
// whoever takes card and UPI payments. A provider speaks its own wire format — its order or
// session, the values its page hands back, its signed webhooks, its refunds — and translates
// it into the neutral terms below; what the shop does with a payment (settle only the order's
// amount in INR, captured; record and refund what does not match: decision 056; one outcome
// when confirmations race the sweeper: decision 032) is in payment-flows.ts, the same for
// every provider. Providers live in ./providers/<id>/ and are registered in
// ./providers/index.ts, one line each.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../config.ts';

/** Origins the browser must reach for a provider's page or script (the CSP, plugins/security.ts). */
export interface CspSources {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

/** A payment the shopper is about to make. */
export interface PaymentToInitiate {
  orderNumber: string;
  /** the order's total in paise, INR */
  amountPaise: number;
  /** the provider's reference from an earlier start (its order or session); null: open one */
  reference: string | null;
  customer: { name: string; email: string };
}

export interface Initiated {
  /** the provider's order or session the shopper pays against; stored on the payment */
  reference: string;
  /** what the browser's provider code opens the payment with (core/payments/providers/) */
  clientData: Record<string, unknown>;
}

/** What a confirmation reports: amount in its currency's smallest unit, currency, status. */
export interface Reported {
  amount: number | null;
  currency: string | null;
  /** the provider's own word for it, shown to the merchant (e.g. captured, authorized) */
  status: string | null;
  /** whether the money was taken (not only authorised) */
  captured: boolean;
}

/** A provider's webhook in the shop's terms. */
export type PaymentEvent =
  | {
      type: 'paid';
      reference: string;
      paymentId: string;
      reported: Reported;
      /** when the event also reports the provider's order as a whole: what it was paid in all */
      whole?: Reported;
    }
  | { type: 'failed'; reference: string; paymentId: string | null; reason: string }
  | {
      type: 'refund-processed' | 'refund-failed';
      refundId: string;
      paymentId: string | null;
      amount: number | null;
      currency: string | null;
      reason: string | null;
    }
  | { type: 'ignored' };

export type ParsedWebhook =
  | {
      ok: true;
      /** the provider's id for this delivery; a redelivery carries the same one */
      eventId: string;
      /** the provider's name for the event, recorded with it */
      name: string;
      event: PaymentEvent;
    }
  /** a refusal: the signature is not the provider's, or the body is not one of its events */
  | { ok: false; message: string };

export type CheckedReturn =
  | { ok: true; reference: string; paymentId: string }
  | { ok: false; message: string };

export type Headers = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  /** stored on each payment it takes, and the `:provider` of its webhook route */
  id: string;
  cspSources: CspSources;
  /** Opens (or, given `reference`, reopens) the payment at the provider. */
  initiate(payment: PaymentToInitiate): Promise<Initiated>;
  /** What the browser handed back after paying: whose signature it carries, for which payment. */
  verifyReturn(body: Record<string, string>): CheckedReturn;
  /** A webhook delivery, checked against the provider's signature over exactly these bytes. */
  parseWebhook(headers: Headers, rawBody: string): ParsedWebhook;
  /** Sends `amountPaise` of the payment back; `receipt` names the cause (one refund per cause). */
  refund(refund: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<{ refundId: string }>;
  /**
   * The test gateway only (decision 033): a payment no money moves for, as its page asks. Returns
   * the webhook the provider would send (delivered through parseWebhook like any other) and, for
   * a success, what its page hands back.
   */
  simulate?(payment: {
    reference: string;
    amountPaise: number;
    channel: 'upi' | 'card';
    outcome: 'success' | 'failure';
  }): { webhook: { headers: Headers; body: string }; returned: Record<string, string> | null };
}

/** One line in ./providers/index.ts. */
export interface PaymentProviderDefinition {
  id: string;
  /** The provider when its settings are given, else null. */
  create(config: PaymentsConfig): PaymentProvider | null;
  /** Takes payments only when no other provider is configured (the test gateway). */
  fallback?: boolean;
  /** For the start log: who takes payments, and what would turn this provider on. */
  describe: { active: string; off: string };
}

/** A provider's API could not be reached or refused the call (502 to the shopper). */
export class ProviderError extends Error {}

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ids in the providers' style: a prefix and 14 random characters. */
export function providerId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
}

/** A header's single value (the first, when sent twice). */
export function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

export const asAmount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 2 ** 31 - 1
    ? value
    : null;
