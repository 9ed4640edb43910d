// Paying for an order (decision 033): starting a payment at the configured provider,
// the Checkout handler's confirmation, the provider's webhook, and the test gateway that
// simulates a provider. Every confirmation, from whichever path, ends in settleCaptured or
// settleFailed, which lock the payment row: of a webhook, a handler call and the expiry sweeper
// arriving together, one settles the payment and the others see what it did.
import { randomUUID } from 'node:crypto';
import { PAYMENT_METHODS } from '@harit/core/limits';
import { fromPaise } from '@harit/core/money';
import type { PaymentVerifyInput, TestGatewayInput } from '@harit/core/payment-validation';
import { canPayNow, PAYMENT_STATUS_LABELS, type PaymentOptions } from '@harit/core/payments';
import type { OrderPayment, PaymentCheckout } from '@harit/core/types';
import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import {
  handlerSignature,
  hmacHex,
  type PaymentProvider,
  ProviderError,
  paymentProvider,
  providerId,
} from './providers.ts';
import {
  hasMismatch,
  insertAttempt,
  insertRefund,
  type PaymentRow,
  paymentByOrderNumber,
  paymentByProviderOrder,
  recordEvent,
  setProviderOrder,
  updatePayment,
} from './repository.ts';
import { orderPayments, paymentOrSettled } from './service.ts';

/** The parts of a Razorpay webhook event this shop reads (payment.captured, payment.failed, order.paid). */
interface WebhookEvent {
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
  };
}

/** What a confirmation says arrived: amount in its currency's smallest unit, currency, status. */
interface Reported {
  amount: number | null;
  currency: string | null;
  status: string | null;
}

/**
 * Why a signed confirmation cannot settle this order (decision 056), or null when it reports
 * what the order asked for: its amount in paise, in INR, captured. A signature proves who sent
 * it, not that it is for this order's money.
 */
function mismatchOf(
  payment: PaymentRow,
  reported: Reported,
  order: Reported | null,
): 'status' | 'currency' | 'amount' | null {
  if (reported.status !== 'captured') return 'status';
  if (reported.currency !== 'INR') return 'currency';
  if (reported.amount !== payment.amount_paise) return 'amount';
  // order.paid: the provider order as a whole must also have been paid what the order costs.
  if (order) {
    if (order.status !== 'paid') return 'status';
    if (order.currency !== 'INR') return 'currency';
    if (order.amount !== payment.amount_paise) return 'amount';
  }
  return null;
}

/**
 * What settling a payment asks of the rest of the shop, in its transaction: composed in app.ts
 * (src/workflows/order-mail.ts mails "payment received"), so payments imports no other feature
 * (decision 063).
 */
export type OnPaid = (
  trx: Executor,
  paid: { orderId: string; amountPaise: number },
) => Promise<void>;

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/** The shopper's view of one payment: the order's OrderPayment plus what a payment page shows. */
export interface PaymentView extends OrderPayment {
  orderNumber: string;
  method: string;
  amount: number;
  provider: string;
  label: string;
}

/**
 * Records a captured payment for the provider order. Unpaid → paid. Already paid by another
 * payment, or the order expired or was cancelled meanwhile → the money goes back (queued).
 */
async function settleCaptured(
  trx: Executor,
  payment: PaymentRow,
  paymentId: string,
  onPaid: OnPaid,
): Promise<void> {
  if (payment.provider_payment_id === paymentId && payment.status !== 'failed') return;
  await insertAttempt(trx, {
    orderId: payment.order_id,
    providerPaymentId: paymentId,
    outcome: 'paid',
    detail: null,
  });
  if (canPayNow(payment.status)) {
    await updatePayment(trx, payment.order_id, {
      status: 'paid',
      providerPaymentId: paymentId,
      failureReason: null,
      paidAt: new Date(),
    });
    await onPaid(trx, {
      orderId: payment.order_id,
      amountPaise: payment.amount_paise,
    }); // "payment received", to the checkout's e-mail
    return;
  }
  if (payment.status === 'pay-on-delivery') return;
  // Paid twice, or paid after the order stopped waiting: that payment is sent back.
  const late = payment.status === 'expired' || payment.status === 'cancelled';
  if (late) {
    await updatePayment(trx, payment.order_id, {
      status: 'refunded',
      providerPaymentId: paymentId,
    });
  }
  await insertRefund(trx, {
    key: `payment:${paymentId}`,
    orderId: payment.order_id,
    amountPaise: payment.amount_paise,
    // Paid twice: the second payment goes back, not the one that settled the order.
    providerPaymentId: paymentId,
    reason: late
      ? `Order #${payment.order_number}: paid after it was cancelled`
      : `Order #${payment.order_number}: paid twice`,
  });
}

/**
 * A signed confirmation that does not match the order (decision 056): recorded for the
 * merchant's order page, never settled. Money that was captured is real money that arrived for
 * an order that cannot take it, so it is sent back (queued, to that payment); an authorised or
 * failed payment moved no money, so nothing is refunded. The order waits as before: the shopper
 * may still pay it, or it expires.
 */
async function settleMismatch(
  trx: Executor,
  payment: PaymentRow,
  paymentId: string,
  reported: Reported,
  mismatch: 'status' | 'currency' | 'amount',
): Promise<void> {
  // The same payment reported again (payment.captured, then order.paid): recorded once.
  if (await hasMismatch(trx, payment.order_id, paymentId)) return;
  await insertAttempt(trx, {
    orderId: payment.order_id,
    providerPaymentId: paymentId,
    outcome: 'mismatch',
    detail: mismatch,
    reported,
  });
  // The payment that already settled this order is the order's money: staff decide (cancelling
  // refunds it), rather than a refund leaving a paid order without its money.
  if (payment.provider_payment_id === paymentId) return;
  if (reported.status === 'captured' && reported.amount !== null && reported.amount > 0) {
    await insertRefund(trx, {
      key: `payment:${paymentId}`,
      orderId: payment.order_id,
      amountPaise: reported.amount,
      providerPaymentId: paymentId,
      reason: `Order #${payment.order_number}: a payment that does not match the order (${mismatch})`,
    });
  }
}

async function settleFailed(
  trx: Executor,
  payment: PaymentRow,
  paymentId: string | null,
  reason: string,
): Promise<void> {
  await insertAttempt(trx, {
    orderId: payment.order_id,
    providerPaymentId: paymentId,
    outcome: 'failed',
    detail: reason,
  });
  if (canPayNow(payment.status)) {
    await updatePayment(trx, payment.order_id, { status: 'failed', failureReason: reason });
  }
}

const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

const asAmount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 2 ** 31 - 1
    ? value
    : null;

/** The provider's webhook (and the test gateway's), after its signature was checked. */
async function applyEvent(
  db: Db,
  provider: PaymentProvider,
  eventId: string,
  event: WebhookEvent,
  onPaid: OnPaid,
): Promise<WebhookResult> {
  const name = asString(event.event) ?? 'unknown';
  const entity = event.payload?.payment?.entity;
  const providerOrderId = asString(entity?.order_id);
  const paymentId = asString(entity?.id);
  return withTransaction(db, async (trx) => {
    if (!(await recordEvent(trx, { provider: provider.name, eventId, event: name }))) {
      return 'duplicate';
    }
    if (!providerOrderId || !paymentId) return 'ignored';
    const payment = await paymentByProviderOrder(trx, providerOrderId);
    if (!payment) return 'ignored';
    if (name === 'payment.captured' || name === 'order.paid') {
      const reported: Reported = {
        amount: asAmount(entity?.amount),
        currency: asString(entity?.currency),
        status: asString(entity?.status),
      };
      const orderEntity = event.payload?.order?.entity;
      const order: Reported | null =
        name === 'order.paid'
          ? {
              amount: asAmount(orderEntity?.amount_paid),
              currency: asString(orderEntity?.currency),
              status: asString(orderEntity?.status),
            }
          : null;
      if (order && asString(orderEntity?.id) !== providerOrderId) order.status = null;
      const mismatch = mismatchOf(payment, reported, order);
      if (mismatch) await settleMismatch(trx, payment, paymentId, reported, mismatch);
      else await settleCaptured(trx, payment, paymentId, onPaid);
      return 'processed';
    }
    if (name === 'payment.failed') {
      const reason = asString(entity?.error_description) ?? 'The payment failed.';
      await settleFailed(trx, payment, paymentId, reason);
      return 'processed';
    }
    return 'ignored';
  });
}

export function createPaymentFlows(db: Db, config: PaymentsConfig, { onPaid }: { onPaid: OnPaid }) {
  // null: no provider takes card or UPI payments (decision 056); cash on delivery only.
  const provider = paymentProvider(config);

  /** The provider, or 409 when online payment is not set up (decision 056). */
  function onlineProvider(): PaymentProvider {
    if (!provider) throw conflict('Online payment is not set up; choose cash on delivery.');
    return provider;
  }

  /** The caller's payment: 404 when no such order, 403 when it is someone else's. */
  async function ownPayment(userId: string, orderNumber: string): Promise<PaymentRow> {
    const payment = await paymentByOrderNumber(db, orderNumber);
    if (!payment) throw notFound('Order not found');
    if (payment.user_id !== userId) throw forbidden('This order belongs to another account');
    return payment;
  }

  async function view(row: PaymentRow): Promise<PaymentView> {
    const payment = paymentOrSettled((await orderPayments(db, [row.order_id])).get(row.order_id));
    return {
      ...payment,
      orderNumber: row.order_number,
      method: row.method,
      amount: fromPaise(row.amount_paise),
      provider: row.provider,
      label: PAYMENT_STATUS_LABELS[payment.status],
    };
  }

  /** 409 unless the shopper may pay for this order now. */
  async function payable(row: PaymentRow): Promise<void> {
    const current = await view(row);
    if (current.canPay) return;
    throw conflict(
      current.status === 'paid'
        ? 'This order is already paid.'
        : current.status === 'pay-on-delivery'
          ? 'This order is paid on delivery.'
          : 'This order can no longer be paid: it was cancelled or its payment time ran out.',
    );
  }

  async function receiveWebhook(
    rawBody: string,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<WebhookResult> {
    // Without a provider no signature can be its: every webhook is refused.
    if (!provider || !signature || !provider.verifyWebhookSignature(rawBody, signature)) {
      throw badRequest('The webhook signature does not match.');
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody) as WebhookEvent;
    } catch {
      throw badRequest('The webhook body is not JSON.');
    }
    // Razorpay names each event in X-Razorpay-Event-Id; a redelivery carries the same id.
    const eventId = eventIdHeader?.trim() || hmacHex('event-id', rawBody);
    return applyEvent(db, provider, eventId.slice(0, 200), event, onPaid);
  }

  return {
    provider,

    /** What the checkout offers (decision 056): card and UPI only when a provider takes them. */
    options(): PaymentOptions {
      return {
        provider: provider?.name ?? null,
        methods: provider ? [...PAYMENT_METHODS] : ['cod'],
      };
    },

    async get(userId: string, orderNumber: string): Promise<PaymentView> {
      return view(await ownPayment(userId, orderNumber));
    },

    /** Opens (or reopens) the provider's order for this order and says how to pay it. */
    async start(
      user: { id: string; name: string; email: string },
      orderNumber: string,
    ): Promise<PaymentCheckout> {
      const provider = onlineProvider();
      let row = await ownPayment(user.id, orderNumber);
      await payable(row);
      if (!row.provider_order_id || row.provider !== provider.name) {
        let created: { providerOrderId: string };
        try {
          created = await provider.createOrder({
            amountPaise: row.amount_paise,
            receipt: `order-${row.order_number}`,
            notes: { orderNumber: row.order_number },
          });
        } catch (error) {
          if (error instanceof ProviderError) {
            throw new HttpError(
              502,
              'The payment provider could not be reached. Please try again in a moment.',
            );
          }
          throw error;
        }
        // Two starts at once: the first stored order is the one both pay against.
        row = (await setProviderOrder(db, row.order_id, provider.name, created.providerOrderId))!;
      }
      const providerOrderId = row.provider_order_id!;
      if (provider.name === 'test') {
        return {
          provider: 'test',
          orderNumber,
          providerOrderId,
          amount: fromPaise(row.amount_paise),
        };
      }
      return {
        provider: 'razorpay',
        orderNumber,
        keyId: provider.keyId!,
        providerOrderId,
        amountPaise: row.amount_paise,
        currency: 'INR',
        prefill: { name: user.name, email: user.email, contact: '' },
      };
    },

    /** Razorpay Checkout's handler values, sent on by the browser after a successful payment. */
    async verify(
      userId: string,
      orderNumber: string,
      input: PaymentVerifyInput,
    ): Promise<PaymentView> {
      const provider = onlineProvider();
      const row = await ownPayment(userId, orderNumber);
      if (!row.provider_order_id || row.provider_order_id !== input.razorpay_order_id) {
        throw badRequest('This payment is for another order.');
      }
      const valid = provider.verifyHandlerSignature(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
      if (!valid) throw badRequest('The payment signature does not match.');
      // No amount check here (decision 056): the handler signature binds the payment to the
      // provider order, which was created for this order's amount in INR, and Razorpay takes no
      // other amount against an order. A payment the provider's own webhook already reported as
      // not matching is not settled by it, though: that report carries the detail.
      await withTransaction(db, async (trx) => {
        const locked = await paymentByProviderOrder(trx, input.razorpay_order_id);
        if (!locked) return;
        if (await hasMismatch(trx, locked.order_id, input.razorpay_payment_id)) return;
        await settleCaptured(trx, locked, input.razorpay_payment_id, onPaid);
      });
      return view((await paymentByOrderNumber(db, orderNumber))!);
    },

    receiveWebhook,

    /**
     * The test gateway's "bank" (decision 033): for success or failure it sends itself the
     * webhook Razorpay would send, signed with the test gateway's secret, through the same
     * receiveWebhook; for success it also answers with the handler values Checkout would hand
     * the page, which the page sends to verify like a Razorpay payment. A timeout sends nothing:
     * the order waits until it is paid or its time runs out.
     */
    async simulate(
      userId: string,
      orderNumber: string,
      { channel, outcome }: TestGatewayInput,
    ): Promise<{ payment: PaymentView; handler: PaymentVerifyInput | null }> {
      if (!provider) throw notFound('The test gateway is off.');
      if (provider.name !== 'test') {
        throw notFound('The test gateway is off: Razorpay takes payments');
      }
      const row = await ownPayment(userId, orderNumber);
      await payable(row);
      if (!row.provider_order_id) throw conflict('Start the payment first.');
      if (outcome === 'timeout') return { payment: await view(row), handler: null };
      const paymentId = providerId('pay_test');
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_test_gateway',
        event: outcome === 'success' ? 'payment.captured' : 'payment.failed',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: row.amount_paise,
              currency: 'INR',
              status: outcome === 'success' ? 'captured' : 'failed',
              order_id: row.provider_order_id,
              method: channel,
              error_description:
                outcome === 'success'
                  ? null
                  : channel === 'upi'
                    ? 'The UPI collect request was declined.'
                    : 'The card was declined by the bank.',
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      await receiveWebhook(
        body,
        hmacHex(config.testGatewaySecret, body),
        `evt_test_${randomUUID()}`,
      );
      return {
        payment: await view((await paymentByOrderNumber(db, orderNumber))!),
        handler:
          outcome === 'success'
            ? {
                razorpay_order_id: row.provider_order_id,
                razorpay_payment_id: paymentId,
                razorpay_signature: handlerSignature(
                  config.testGatewaySecret,
                  row.provider_order_id,
                  paymentId,
                ),
              }
            : null,
      };
    },
  };
}

export type PaymentFlows = ReturnType<typeof createPaymentFlows>;
