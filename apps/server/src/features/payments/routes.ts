import { errorAnswers } from '@harit/core/api/common';
import {
  paymentCheckout,
  paymentView,
  testGatewayAnswer,
  webhookAnswer,
} from '@harit/core/api/orders';
import {
  paymentOptionsAnswer,
  paymentVerifyBody,
  testGatewayBody,
} from '@harit/core/payment-validation';
import { orderNumberParams, text } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import type { PaymentFlows } from './payment-flows.ts';

const secured = { tags: ['payments'], security: [{ bearer: [] }] };

/** An order's payment, for its owner only (403 for anyone else): issue 16, decision 033. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentFlows }> = async (
  app,
  { payments },
) => {
  guardUserRoutes(app);

  app.get(
    '/payments/:orderNumber',
    {
      schema: {
        ...secured,
        operationId: 'getPayment',
        summary: "An order's payment: status, amount, deadline, whether it can be paid now",
        response: { 200: paymentView, ...errorAnswers(404) },
        params: orderNumberParams,
      },
    },
    async (request) => payments.get(request.user!.id, request.params.orderNumber),
  );

  app.post(
    '/payments/:orderNumber/start',
    {
      schema: {
        ...secured,
        summary:
          'Start paying a card or UPI order: the test gateway page, or the Razorpay order Checkout pays (409 when it cannot be paid now)',
        operationId: 'startPayment',
        response: { 200: paymentCheckout, ...errorAnswers(404, 409) },
        params: orderNumberParams,
      },
    },
    async (request) => payments.start(request.user!, request.params.orderNumber),
  );

  app.post(
    '/payments/:orderNumber/verify',
    {
      schema: {
        ...secured,
        summary:
          "Razorpay Checkout's handler values: the payment is recorded when razorpay_signature is HMAC-SHA256(order_id|payment_id)",
        params: orderNumberParams,
        operationId: 'verifyPayment',
        body: paymentVerifyBody,
        response: { 200: paymentView, ...errorAnswers(404, 409) },
      },
    },
    async (request) => payments.verify(request.user!.id, request.params.orderNumber, request.body),
  );

  app.post(
    '/payments/:orderNumber/test-gateway',
    {
      schema: {
        ...secured,
        summary:
          'The built-in test gateway (no real money; 404 when Razorpay is configured): simulate a UPI collect or card payment that succeeds, fails or times out',
        params: orderNumberParams,
        operationId: 'simulatePayment',
        body: testGatewayBody,
        response: { 200: testGatewayAnswer, ...errorAnswers(404, 409) },
      },
    },
    async (request) =>
      payments.simulate(request.user!.id, request.params.orderNumber, request.body),
  );
};

/**
 * The payment options the checkout reads, and the provider's webhook (no identity token: the X-Razorpay-Signature over the raw body is the
 * proof). Its JSON body is kept as the bytes received, since the signature covers exactly them.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentFlows }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  // Public, as the checkout's choices are (decision 056): which methods the shop takes now.
  app.get(
    '/payments/options',
    {
      schema: {
        tags: ['payments'],
        summary:
          'How the shop takes payments: the card and UPI provider (razorpay, test, or null when online payment is not set up) and the methods the checkout offers',
        operationId: 'getPaymentOptions',
        response: { 200: paymentOptionsAnswer },
      },
    },
    async () => payments.options(),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Razorpay's webhook (payment.captured, payment.failed, order.paid): 400 for a bad signature; an event id seen before changes nothing",
        operationId: 'receivePaymentWebhook',
        response: { 200: webhookAnswer },
        headers: z.object({
          'x-razorpay-signature': text().max(200).optional(),
          'x-razorpay-event-id': text().max(200).optional(),
        }),
      },
    },
    async (request) => ({
      status: await payments.receiveWebhook(
        typeof request.body === 'string' ? request.body : '',
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      ),
    }),
  );
};
