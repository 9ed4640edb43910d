// Paying for an order (decisions 033, 056 and 065), the same for every provider: starting a
// payment at the provider that takes them (./provider.ts, ./providers/), what the browser hands
// back after paying, the provider's webhook, and the test gateway's simulated bank. Every
// confirmation, from whichever path, ends in settleCaptured, settleMismatch or settleFailed,
// which lock the payment row: of a webhook, a return and the expiry sweeper arriving together,
// one settles the payment and the others see what it did.
import { PAYMENT_METHODS } from '@harit/core/limits';
import { fromPaise } from '@harit/core/money';
import type { PaymentReturnInput, TestGatewayInput } from '@harit/core/payment-validation';
import { canPayNow, PAYMENT_STATUS_LABELS, type PaymentOptions } from '@harit/core/payments';
import type { OrderPayment, PaymentCheckout } from '@harit/core/types';
import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import {
  type Headers,
  type PaymentEvent,
  type PaymentProvider,
  ProviderError,
  type Reported,
} from './provider.ts';
import { activePaymentProvider, isPaymentProvider } from './providers/index.ts';
import {
  hasMismatch,
  insertAttempt,
  insertRefund,
  type PaymentRow,
  paymentByOrderNumber,
  paymentByProviderOrder,
  recordEvent,
  refundReported,
  setProviderOrder,
  updatePayment,
} from './repository.ts';
import { orderPayments, paymentOrSettled } from './service.ts';

/**
 * Why a signed confirmation cannot settle this order (decision 056), or null when it reports
 * what the order asked for: its amount in paise, in INR, captured. A signature proves who sent
 * it, not that it is for this order's money. The same rule for every provider (decision 065).
 */
function mismatchOf(
  payment: PaymentRow,
  reported: Reported,
  whole: Reported | undefined,
): 'status' | 'currency' | 'amount' | null {
  for (const report of whole ? [reported, whole] : [reported]) {
    if (!report.captured) return 'status';
    if (report.currency !== 'INR') return 'currency';
    if (report.amount !== payment.amount_paise) return 'amount';
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
    reported: { amount: reported.amount, currency: reported.currency, status: reported.status },
  });
  // The payment that already settled this order is the order's money: staff decide (cancelling
  // refunds it), rather than a refund leaving a paid order without its money.
  if (payment.provider_payment_id === paymentId) return;
  if (reported.captured && reported.amount !== null && reported.amount > 0) {
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

/** A provider's webhook, after its signature was checked (./provider.ts `parseWebhook`). */
async function applyEvent(
  db: Db,
  provider: PaymentProvider,
  delivery: { eventId: string; name: string; event: PaymentEvent },
  onPaid: OnPaid,
): Promise<WebhookResult> {
  const { event } = delivery;
  return withTransaction(db, async (trx) => {
    const first = await recordEvent(trx, {
      provider: provider.id,
      eventId: delivery.eventId,
      event: delivery.name.slice(0, 100),
    });
    if (!first) return 'duplicate';
    switch (event.type) {
      case 'paid': {
        const payment = await paymentByProviderOrder(trx, event.reference);
        if (!payment) return 'ignored';
        const mismatch = mismatchOf(payment, event.reported, event.whole);
        if (mismatch) await settleMismatch(trx, payment, event.paymentId, event.reported, mismatch);
        else await settleCaptured(trx, payment, event.paymentId, onPaid);
        return 'processed';
      }
      case 'failed': {
        const payment = await paymentByProviderOrder(trx, event.reference);
        if (!payment) return 'ignored';
        await settleFailed(trx, payment, event.paymentId, event.reason);
        return 'processed';
      }
      case 'refund-processed':
      case 'refund-failed': {
        // What the provider later says of a refund it accepted (decision 065): the merchant's
        // order page shows a refund that failed after all.
        const changed = await refundReported(trx, event.refundId, {
          status: event.type === 'refund-processed' ? 'processed' : 'failed',
          error: event.reason,
        });
        return changed ? 'processed' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
}

export function createPaymentFlows(db: Db, config: PaymentsConfig, { onPaid }: { onPaid: OnPaid }) {
  // null: no provider takes card or UPI payments (decision 056); cash on delivery only.
  const provider = activePaymentProvider(config);

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

  /**
   * A webhook for the provider `providerId` (decision 065), or for whichever provider takes
   * payments now (null: the older path, /api/payments/webhook). 404 when no such provider is
   * registered; refused (400) when it is not the one taking payments, since no signature can be
   * its then, or when its signature does not match.
   */
  async function receiveWebhook(
    providerId: string | null,
    headers: Headers,
    rawBody: string,
  ): Promise<WebhookResult> {
    if (providerId !== null && !isPaymentProvider(providerId)) {
      throw notFound('Unknown payment provider.');
    }
    if (!provider || (providerId !== null && provider.id !== providerId)) {
      throw badRequest('The webhook signature does not match.');
    }
    const parsed = provider.parseWebhook(headers, rawBody);
    if (!parsed.ok) throw badRequest(parsed.message);
    return applyEvent(db, provider, parsed, onPaid);
  }

  return {
    provider,

    /** What the checkout offers (decision 056): card and UPI only when a provider takes them. */
    options(): PaymentOptions {
      return {
        provider: provider?.id ?? null,
        methods: provider ? [...PAYMENT_METHODS] : ['cod'],
      };
    },

    async get(userId: string, orderNumber: string): Promise<PaymentView> {
      return view(await ownPayment(userId, orderNumber));
    },

    /** Opens (or reopens) the provider's payment for this order and says how to pay it. */
    async start(
      user: { id: string; name: string; email: string },
      orderNumber: string,
    ): Promise<PaymentCheckout> {
      const provider = onlineProvider();
      let row = await ownPayment(user.id, orderNumber);
      await payable(row);
      const initiate = (reference: string | null) =>
        provider
          .initiate({
            orderNumber: row.order_number,
            amountPaise: row.amount_paise,
            reference,
            customer: { name: user.name, email: user.email },
          })
          .catch((error: unknown) => {
            if (error instanceof ProviderError) {
              throw new HttpError(
                502,
                'The payment provider could not be reached. Please try again in a moment.',
              );
            }
            throw error;
          });
      const stored = row.provider === provider.id ? row.provider_order_id : null;
      let session = await initiate(stored);
      if (session.reference !== stored) {
        // Two starts at once: the first stored reference is the one both pay against.
        row = (await setProviderOrder(db, row.order_id, provider.id, session.reference))!;
        if (row.provider_order_id !== session.reference) {
          session = await initiate(row.provider_order_id);
        }
      }
      return { provider: provider.id, clientData: session.clientData };
    },

    /**
     * What the provider's page handed the browser after a successful payment, sent on to the
     * shop (a checkout script's handler values; the test gateway's page's): checked by the
     * provider's signature, then settled as a webhook's confirmation is.
     */
    async verify(
      userId: string,
      orderNumber: string,
      input: PaymentReturnInput,
    ): Promise<PaymentView> {
      const provider = onlineProvider();
      const row = await ownPayment(userId, orderNumber);
      const checked = provider.verifyReturn(input);
      if (!checked.ok) throw badRequest(checked.message);
      if (!row.provider_order_id || row.provider_order_id !== checked.reference) {
        throw badRequest('This payment is for another order.');
      }
      // No amount check here (decision 056): the signature binds the payment to the provider's
      // order, which was created for this order's amount in INR, and the provider takes no
      // other amount against it. A payment the provider's own webhook already reported as not
      // matching is not settled by it, though: that report carries the detail.
      await withTransaction(db, async (trx) => {
        const locked = await paymentByProviderOrder(trx, checked.reference);
        if (!locked) return;
        if (await hasMismatch(trx, locked.order_id, checked.paymentId)) return;
        await settleCaptured(trx, locked, checked.paymentId, onPaid);
      });
      return view((await paymentByOrderNumber(db, orderNumber))!);
    },

    receiveWebhook,

    /**
     * The test gateway's "bank" (decision 033): for success or failure it sends the webhook the
     * gateway would send, signed, through the same receiveWebhook; for success it also answers
     * with what the gateway's page hands back, which the page sends to verify like any
     * provider's. A timeout sends nothing: the order waits until it is paid or its time runs
     * out. 404 unless the provider taking payments simulates them.
     */
    async simulate(
      userId: string,
      orderNumber: string,
      { channel, outcome }: TestGatewayInput,
    ): Promise<{ payment: PaymentView; handler: Record<string, string> | null }> {
      if (!provider?.simulate) throw notFound('The test gateway is off.');
      const row = await ownPayment(userId, orderNumber);
      await payable(row);
      if (!row.provider_order_id) throw conflict('Start the payment first.');
      if (outcome === 'timeout') return { payment: await view(row), handler: null };
      const { webhook, returned } = provider.simulate({
        reference: row.provider_order_id,
        amountPaise: row.amount_paise,
        channel,
        outcome,
      });
      await receiveWebhook(provider.id, webhook.headers, webhook.body);
      return {
        payment: await view((await paymentByOrderNumber(db, orderNumber))!),
        handler: returned,
      };
    },
  };
}

export type PaymentFlows = ReturnType<typeof createPaymentFlows>;
