// What the payment routes accept (decision 033): the Checkout handler's fields, the
// test gateway's simulated outcome.

import { PAYMENT_METHODS } from './limits.ts';
import { TEST_GATEWAY_CHANNELS, TEST_GATEWAY_OUTCOMES } from './payments.ts';
import { singleLine } from './validation.ts';
import { z } from './zod.ts';

const providerId = () => singleLine().trim().min(1).max(100);

/** The three values Razorpay Checkout hands its `handler` after a successful payment. */
export const paymentVerifyBody = z.object({
  razorpay_order_id: providerId(),
  razorpay_payment_id: providerId(),
  razorpay_signature: singleLine()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Razorpay signature must be 64 hexadecimal characters.'),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifyBody>;

export const testGatewayBody = z.object({
  channel: z.enum(TEST_GATEWAY_CHANNELS),
  outcome: z.enum(TEST_GATEWAY_OUTCOMES),
});
export type TestGatewayInput = z.infer<typeof testGatewayBody>;

/** GET /api/payments/options (decision 056): what the checkout may offer. */
export const paymentOptionsAnswer = z.object({
  provider: z.enum(['razorpay', 'test']).nullable(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
