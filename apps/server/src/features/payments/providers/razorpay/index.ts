// Razorpay (decisions 033, 056 and 065): its Orders API (an order in paise that Checkout pays),
// the Checkout handler's signature (HMAC-SHA256 of `order_id|payment_id` keyed with the key
// secret), webhooks signed in X-Razorpay-Signature (HMAC-SHA256 of the raw body keyed with the
// webhook secret), and its Refunds API. https://razorpay.com/docs/api/ and /docs/webhooks/.
// Its settings are config.ts's RAZORPAY_*; the browser's side is
// apps/web/src/features/payments/providers/razorpay/.
import {
  type RazorpayClientData,
  razorpayReturnBody,
} from '@harit/core/payments/providers/razorpay';
import type { RazorpayConfig } from '../../../../config.ts';
import { msg } from '../../../../locales/index.ts';
import {
  asAmount,
  asString,
  header,
  hmacHex,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderDefinition,
  ProviderError,
  type Reported,
  signatureMatches,
} from '../../provider.ts';

/** Razorpay's handler signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export function handlerSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** The parts of a Razorpay webhook event this shop reads. */
interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        amount?: unknown;
        currency?: unknown;
        status?: unknown;
        error_description?: unknown;
      };
    };
    /** order.paid carries the provider's order too: what was paid against it in all */
    order?: {
      entity?: { id?: unknown; amount_paid?: unknown; currency?: unknown; status?: unknown };
    };
    /** refund.processed and refund.failed */
    refund?: {
      entity?: { id?: unknown; payment_id?: unknown; amount?: unknown; currency?: unknown };
    };
  };
}

/** A Razorpay event in the shop's terms (payment.captured, order.paid, payment.failed, refund.*). */
function toEvent(name: string, body: WebhookBody): PaymentEvent {
  if (name === 'refund.processed' || name === 'refund.failed') {
    const refund = body.payload?.refund?.entity;
    const refundId = asString(refund?.id);
    if (!refundId) return { type: 'ignored' };
    return {
      type: name === 'refund.processed' ? 'refund-processed' : 'refund-failed',
      refundId,
      paymentId: asString(refund?.payment_id),
      amount: asAmount(refund?.amount),
      currency: asString(refund?.currency),
      reason: name === 'refund.failed' ? 'Razorpay reported the refund failed' : null,
    };
  }
  const entity = body.payload?.payment?.entity;
  const reference = asString(entity?.order_id);
  const paymentId = asString(entity?.id);
  if (!reference || !paymentId) return { type: 'ignored' };
  if (name === 'payment.captured' || name === 'order.paid') {
    const status = asString(entity?.status);
    const reported: Reported = {
      amount: asAmount(entity?.amount),
      currency: asString(entity?.currency),
      status,
      captured: status === 'captured',
    };
    if (name === 'payment.captured') return { type: 'paid', reference, paymentId, reported };
    // order.paid: the Razorpay order (this one) must also have been paid what the order costs.
    const order = body.payload?.order?.entity;
    const orderStatus = asString(order?.status);
    return {
      type: 'paid',
      reference,
      paymentId,
      reported,
      whole: {
        amount: asAmount(order?.amount_paid),
        currency: asString(order?.currency),
        status: orderStatus,
        captured: orderStatus === 'paid' && asString(order?.id) === reference,
      },
    };
  }
  if (name === 'payment.failed') {
    const reason = asString(entity?.error_description) ?? 'The payment failed.';
    return { type: 'failed', reference, paymentId, reason };
  }
  return { type: 'ignored' };
}

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
    id: 'razorpay',
    // Checkout's script, the frames it opens and the calls it makes.
    cspSources: {
      script: ['https://checkout.razorpay.com'],
      frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connect: ['https://*.razorpay.com'],
    },
    async initiate({ orderNumber, amountPaise, reference, customer }) {
      const orderId =
        reference ??
        (
          await post<{ id: string }>('/v1/orders', {
            amount: amountPaise,
            currency: 'INR',
            receipt: `order-${orderNumber}`,
            notes: { orderNumber },
          })
        ).id;
      const clientData: RazorpayClientData = {
        keyId: config.keyId,
        providerOrderId: orderId,
        amountPaise,
        currency: 'INR',
        prefill: { name: customer.name, email: customer.email, contact: '' },
      };
      return { reference: orderId, clientData: { ...clientData } };
    },
    verifyReturn(body) {
      const parsed = razorpayReturnBody.safeParse(body);
      if (!parsed.success) {
        return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' };
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = parsed.data;
      const expected = handlerSignature(config.keySecret, razorpay_order_id, razorpay_payment_id);
      if (!signatureMatches(expected, razorpay_signature)) {
        return { ok: false, message: msg('The payment signature does not match.') };
      }
      return { ok: true, reference: razorpay_order_id, paymentId: razorpay_payment_id };
    },
    parseWebhook(headers, rawBody) {
      const signature = header(headers, 'x-razorpay-signature');
      if (!signature || !signatureMatches(hmacHex(config.webhookSecret, rawBody), signature)) {
        return { ok: false, message: msg('The webhook signature does not match.') };
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(rawBody) as WebhookBody;
      } catch {
        return { ok: false, message: msg('The webhook body is not JSON.') };
      }
      const name = asString(body?.event) ?? 'unknown';
      // Razorpay names each event in X-Razorpay-Event-Id; a redelivery carries the same id.
      const eventId =
        header(headers, 'x-razorpay-event-id')?.trim() || hmacHex('event-id', rawBody);
      return { ok: true, eventId: eventId.slice(0, 200), name, event: toEvent(name, body ?? {}) };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await post<{ id: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, receipt, notes: { reason: receipt } },
      );
      return { refundId: refund.id };
    },
  };
}

export const razorpay: PaymentProviderDefinition = {
  id: 'razorpay',
  create: (config) => (config.razorpay ? createRazorpay(config.razorpay) : null),
  describe: {
    active: 'card and UPI payments through Razorpay',
    off: 'no Razorpay keys',
  },
};
