// Payment providers (decision 033): one interface, two implementations.
// - Razorpay: its Orders API (an order in paise that Checkout pays), the Checkout handler's
//   signature (HMAC-SHA256 of `order_id|payment_id` keyed with the key secret), webhooks signed
//   in X-Razorpay-Signature (HMAC-SHA256 of the raw body keyed with the webhook secret), and
//   its Refunds API. https://razorpay.com/docs/api/ and /docs/webhooks/.
// - The test gateway of the embedded default: no money moves, but its confirmations are signed
//   the same way (with a secret derived from AUTH_SECRET) and go through the same code.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig, RazorpayConfig } from '../../config.ts';

export type ProviderName = 'test' | 'razorpay';

export interface PaymentProvider {
  name: ProviderName;
  /** Razorpay Checkout's `key`; null for the test gateway. */
  keyId: string | null;
  /** An order at the provider for this amount, which the shopper's payments are made against. */
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ providerOrderId: string }>;
  /** Whether the Checkout handler's razorpay_signature is the provider's for this payment. */
  verifyHandlerSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's X-Razorpay-Signature is the provider's for exactly these bytes. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** Sends `amountPaise` of the payment back; `receipt` names the cause (one refund per cause). */
  refund(refund: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<{ refundId: string }>;
}

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's handler signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export function handlerSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Razorpay-style ids: a prefix and 14 random characters. */
export function providerId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
}

/** The built-in test gateway: signs like Razorpay with a secret of its own; no money moves. */
export function createTestGateway(secret: string): PaymentProvider {
  return {
    name: 'test',
    keyId: null,
    async createOrder() {
      return { providerOrderId: providerId('order_test') };
    },
    verifyHandlerSignature: (orderId, paymentId, signature) =>
      signatureMatches(handlerSignature(secret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      signatureMatches(hmacHex(secret, rawBody), signature),
    async refund() {
      return { refundId: providerId('rfnd_test') };
    },
  };
}

export class ProviderError extends Error {}

/** Razorpay's REST API with Basic auth (key id and secret), amounts in paise. */
export function createRazorpay(config: RazorpayConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as
      | (T & { error?: { description?: string } })
      | null;
    if (!response.ok || json === null) {
      throw new ProviderError(
        `Razorpay answered ${response.status}: ${json?.error?.description ?? 'no details'}`,
      );
    }
    return json;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await post<{ id: string }>('/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { providerOrderId: order.id };
    },
    verifyHandlerSignature: (orderId, paymentId, signature) =>
      signatureMatches(handlerSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      signatureMatches(hmacHex(config.webhookSecret, rawBody), signature),
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await post<{ id: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, receipt, notes: { reason: receipt } },
      );
      return { refundId: refund.id };
    },
  };
}

/**
 * Razorpay when its keys are configured, else the test gateway when it is on (the embedded
 * demo, or PAYMENTS_TEST_GATEWAY=true), else none: card and UPI are not offered (decision 056).
 */
export function paymentProvider(config: PaymentsConfig): PaymentProvider | null {
  if (config.razorpay) return createRazorpay(config.razorpay);
  return config.testGateway ? createTestGateway(config.testGatewaySecret) : null;
}

/** For the start log: who takes card and UPI payments. */
export function describePayments(config: PaymentsConfig): string {
  if (config.razorpay) return 'card and UPI payments through Razorpay';
  return config.testGateway
    ? 'card and UPI payments through the test gateway (no real money moves; PAYMENTS_TEST_GATEWAY)'
    : 'online payment is not set up (no Razorpay keys, PAYMENTS_TEST_GATEWAY off): cash on delivery only';
}
