import { apiError, errorAnswers } from '@harit/core/api/common';
import {
  paymentCheckout,
  paymentView,
  testGatewayAnswer,
  webhookAnswer,
} from '@harit/core/api/orders';
import {
  paymentOptionsAnswer,
  paymentProviderParams,
  paymentReturnBody,
  testGatewayBody,
} from '@harit/core/payment-validation';
import { orderNumberParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import type { PaymentFlows } from './payment-flows.ts';

const secured = { tags: ['payments'], security: [{ bearer: [] }] };

/** An order's payment, for its owner only (403 for anyone else): decisions 033 and 065. */
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
          'Start paying a card or UPI order: { provider, clientData }, the provider taking payments and what its page or script is opened with (409 when it cannot be paid now)',
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
          "What the provider's page handed back after paying: the payment is recorded when the provider's signature over it matches",
        params: orderNumberParams,
        operationId: 'verifyPayment',
        body: paymentReturnBody,
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
          'The built-in test gateway (no real money; 404 when another provider takes payments): simulate a UPI collect or card payment that succeeds, fails or times out',
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
 * The payment options the checkout reads, and the providers' webhooks (no identity token: the
 * provider's signature over the raw body is the proof). Their JSON bodies are kept as the bytes
 * received, since the signature covers exactly them.
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
          'How the shop takes payments: the id of the card and UPI provider (null when online payment is not set up) and the methods the checkout offers',
        operationId: 'getPaymentOptions',
        response: { 200: paymentOptionsAnswer },
      },
    },
    async () => payments.options(),
  );

  const rawBody = (body: unknown) => (typeof body === 'string' ? body : '');

  app.post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A payment provider's webhook (decision 065): 404 for a provider not registered, 400 for a bad signature; an event id seen before changes nothing",
        operationId: 'receivePaymentWebhook',
        params: paymentProviderParams,
        response: { 200: webhookAnswer, ...errorAnswers(404) },
      },
    },
    async (request) => ({
      status: await payments.receiveWebhook(
        request.params.provider,
        request.headers,
        rawBody(request.body),
      ),
    }),
  );

  // The path webhooks were configured with before there was one per provider (decision 033,
  // README): the same handler, for whichever provider takes payments now.
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The webhook of the provider taking payments now: the older path of /payments/webhook/{provider}',
        operationId: 'receivePaymentWebhookOfActiveProvider',
        response: { 200: webhookAnswer, 400: apiError },
      },
    },
    async (request) => ({
      status: await payments.receiveWebhook(null, request.headers, rawBody(request.body)),
    }),
  );
};
