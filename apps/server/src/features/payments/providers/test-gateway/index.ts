// The built-in test gateway (decisions 033, 056 and 065): card and UPI payments in which no money
// moves, for the embedded demo and tests (PAYMENTS_TEST_GATEWAY). It is a provider like any
// other: its own orders, its own signed return values and webhooks (HMAC-SHA256 with a secret
// derived from AUTH_SECRET), through the same settlement as a real provider's. Its page is
// apps/web/src/features/payments/providers/test-gateway/.
import { fromPaise } from '@harit/core/money';
import {
  type TestGatewayClientData,
  testGatewayReturnBody,
} from '@harit/core/payments/providers/test-gateway';
import { z } from 'zod';
import { msg } from '../../../../locales/index.ts';
import {
  header,
  hmacHex,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderDefinition,
  providerId,
  signatureMatches,
} from '../../provider.ts';

/** The signature of a return: HMAC-SHA256(`reference|paymentId`, the gateway's secret), hex. */
export const returnSignature = (secret: string, reference: string, paymentId: string) =>
  hmacHex(secret, `${reference}|${paymentId}`);

const id = z.string().min(1).max(200);
/** The test gateway's webhook body: one event, in the shop's terms already. */
export const testGatewayWebhook = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('paid'),
    reference: id,
    paymentId: id,
    /** paise */
    amount: z.number().int().nonnegative().nullable(),
    currency: z.string().max(10).nullable(),
    /** captured, or e.g. authorized (money not taken) */
    status: z.string().max(40).nullable(),
  }),
  z.object({
    event: z.literal('failed'),
    reference: id,
    paymentId: id.nullable(),
    reason: z.string().min(1).max(500),
  }),
  z.object({
    event: z.enum(['refund-processed', 'refund-failed']),
    refundId: id,
    paymentId: id.nullable(),
    amount: z.number().int().nonnegative().nullable(),
    currency: z.string().max(10).nullable(),
  }),
]);
export type TestGatewayWebhook = z.infer<typeof testGatewayWebhook>;

function toEvent(body: TestGatewayWebhook): PaymentEvent {
  switch (body.event) {
    case 'paid':
      return {
        type: 'paid',
        reference: body.reference,
        paymentId: body.paymentId,
        reported: {
          amount: body.amount,
          currency: body.currency,
          status: body.status,
          captured: body.status === 'captured',
        },
      };
    case 'failed':
      return {
        type: 'failed',
        reference: body.reference,
        paymentId: body.paymentId,
        reason: body.reason,
      };
    default:
      return {
        type: body.event,
        refundId: body.refundId,
        paymentId: body.paymentId,
        amount: body.amount,
        currency: body.currency,
        reason: body.event === 'refund-failed' ? 'The test gateway refused the refund' : null,
      };
  }
}

/** The gateway's webhook headers for this body: its signature and the delivery's id. */
export function signedDelivery(secret: string, body: string, eventId = providerId('evt_test')) {
  return {
    'content-type': 'application/json',
    'x-test-gateway-signature': hmacHex(secret, body),
    'x-test-gateway-event-id': eventId,
  };
}

export function createTestGateway(secret: string): PaymentProvider {
  return {
    id: 'test',
    // Its page is one of the shop's own: nothing beyond 'self'.
    cspSources: { script: [], frame: [], connect: [] },
    async initiate({ amountPaise, reference }) {
      const order = reference ?? providerId('order_test');
      const clientData: TestGatewayClientData = {
        reference: order,
        amount: fromPaise(amountPaise),
      };
      return { reference: order, clientData: { ...clientData } };
    },
    verifyReturn(body) {
      const parsed = testGatewayReturnBody.safeParse(body);
      if (!parsed.success) {
        return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' };
      }
      const { reference, paymentId, signature } = parsed.data;
      if (!signatureMatches(returnSignature(secret, reference, paymentId), signature)) {
        return { ok: false, message: msg('The payment signature does not match.') };
      }
      return { ok: true, reference, paymentId };
    },
    parseWebhook(headers, rawBody) {
      const signature = header(headers, 'x-test-gateway-signature');
      if (!signature || !signatureMatches(hmacHex(secret, rawBody), signature)) {
        return { ok: false, message: msg('The webhook signature does not match.') };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, message: msg('The webhook body is not JSON.') };
      }
      const eventId =
        header(headers, 'x-test-gateway-event-id')?.trim() || hmacHex('event-id', rawBody);
      const parsed = testGatewayWebhook.safeParse(json);
      const name =
        typeof (json as { event?: unknown })?.event === 'string'
          ? String((json as { event: string }).event).slice(0, 100)
          : 'unknown';
      return {
        ok: true,
        eventId: eventId.slice(0, 200),
        name,
        event: parsed.success ? toEvent(parsed.data) : { type: 'ignored' },
      };
    },
    async refund() {
      return { refundId: providerId('rfnd_test') };
    },
    // The gateway's "bank": for success or failure it sends the webhook a provider would send,
    // signed, and for success also what its page hands back, as a provider's page would.
    simulate({ reference, amountPaise, channel, outcome }) {
      const paymentId = providerId('pay_test');
      const event: TestGatewayWebhook =
        outcome === 'success'
          ? {
              event: 'paid',
              reference,
              paymentId,
              amount: amountPaise,
              currency: 'INR',
              status: 'captured',
            }
          : {
              event: 'failed',
              reference,
              paymentId,
              reason:
                channel === 'upi'
                  ? 'The UPI collect request was declined.'
                  : 'The card was declined by the bank.',
            };
      const body = JSON.stringify(event);
      return {
        webhook: { headers: signedDelivery(secret, body), body },
        returned:
          outcome === 'success'
            ? { reference, paymentId, signature: returnSignature(secret, reference, paymentId) }
            : null,
      };
    },
  };
}

export const testGateway: PaymentProviderDefinition = {
  id: 'test',
  create: (config) => (config.testGateway ? createTestGateway(config.testGatewaySecret) : null),
  fallback: true,
  describe: {
    active:
      'card and UPI payments through the test gateway (no real money moves; PAYMENTS_TEST_GATEWAY)',
    off: 'PAYMENTS_TEST_GATEWAY off',
  },
};
