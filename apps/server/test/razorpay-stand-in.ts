// A local stand-in for Razorpay's API, as the e2e's OIDC server stands in for
// Google: it answers the calls the adapter makes as https://api.razorpay.com documents them
// (Basic auth with key id and secret; POST /v1/orders with amount in paise, currency,
// receipt, notes → an order entity; POST /v1/payments/:id/refund → a refund entity), and
// plays the customer's side: a captured payment's webhook body, signed as Razorpay signs it
// (HMAC-SHA256 of the raw body with the webhook secret), and Checkout's handler values
// (razorpay_signature = HMAC-SHA256 of `order_id|payment_id` with the key secret).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_HaritStandIn',
  keySecret: 'stand-in-key-secret-0123456789',
  webhookSecret: 'stand-in-webhook-secret-9876',
};

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}
export interface StandInRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** A webhook delivery of `body`: the headers Razorpay sends, signed with the webhook secret. */
function delivery(body: string, eventId: string) {
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', RAZORPAY_KEYS.webhookSecret)
        .update(body)
        .digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  };
}

/** The settings that point the app's Razorpay adapter at a stand-in listening at `url`. */
export function razorpayEnv(url: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
    RAZORPAY_API_URL: url,
  };
}

export async function startRazorpayStandIn() {
  const orders: StandInOrder[] = [];
  const refunds: StandInRefund[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
    if (request.headers.authorization !== expectedAuth) {
      return error(401, 'Authentication failed');
    }
    const body = await readJson(request);
    if (request.method === 'POST' && request.url === '/v1/orders') {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
        return error(400, 'The amount must be atleast INR 1.00');
      }
      if (body.currency !== 'INR') return error(400, 'Currency is not supported');
      const order: StandInOrder = {
        id: id('order'),
        amount: body.amount as number,
        currency: 'INR',
        receipt: String(body.receipt ?? ''),
        notes: (body.notes ?? {}) as Record<string, string>,
      };
      orders.push(order);
      return send(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: order.amount,
        status: 'created',
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    if (request.method === 'POST' && refund) {
      const made: StandInRefund = {
        id: id('rfnd'),
        payment_id: decodeURIComponent(refund[1]!),
        amount: body.amount as number,
        receipt: body.receipt as string | undefined,
      };
      refunds.push(made);
      return send(200, { ...made, entity: 'refund', currency: 'INR', status: 'processed' });
    }
    return error(404, 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    refunds,
    /** What Razorpay Checkout hands its handler after the shopper paid this order. */
    checkoutSuccess(orderId: string, paymentId = id('pay')) {
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', RAZORPAY_KEYS.keySecret)
          .update(`${orderId}|${paymentId}`)
          .digest('hex'),
      };
    },
    /**
     * A webhook delivery: raw body and the headers Razorpay sends with it. `currency` and
     * `status` default to what the event normally carries (INR; captured or failed); order.paid
     * also carries the order entity, paid `orderAmountPaid` (default the payment's amount).
     */
    webhook(
      event: 'payment.captured' | 'payment.failed' | 'order.paid',
      payment: {
        orderId: string;
        paymentId: string;
        amount: number;
        currency?: string;
        status?: string;
        orderAmountPaid?: number;
      },
      eventId = id('evt'),
    ) {
      const currency = payment.currency ?? 'INR';
      const entity = {
        id: payment.paymentId,
        entity: 'payment',
        amount: payment.amount,
        currency,
        status: payment.status ?? (event === 'payment.failed' ? 'failed' : 'captured'),
        order_id: payment.orderId,
        method: 'upi',
        error_description: event === 'payment.failed' ? 'Payment was unsuccessful' : null,
      };
      const paid = payment.orderAmountPaid ?? payment.amount;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_StandIn',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity },
          ...(event === 'order.paid'
            ? {
                order: {
                  entity: {
                    id: payment.orderId,
                    entity: 'order',
                    amount: paid,
                    amount_paid: paid,
                    amount_due: 0,
                    currency,
                    status: 'paid',
                  },
                },
              }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return delivery(body, eventId);
    },
    /** A refund.processed or refund.failed delivery for a refund the stand-in made. */
    refundWebhook(
      event: 'refund.processed' | 'refund.failed',
      refund: { id: string; payment_id: string; amount: number },
      eventId = id('evt'),
    ) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_StandIn',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: refund.id,
              entity: 'refund',
              amount: refund.amount,
              currency: 'INR',
              payment_id: refund.payment_id,
              status: event === 'refund.processed' ? 'processed' : 'failed',
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return delivery(body, eventId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
