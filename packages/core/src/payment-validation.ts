// What the payment routes accept (decisions 033 and 065): what the browser hands back after
// paying, the test gateway's simulated outcome. A provider's own shapes live with it
// (./payments/providers/).

import { PAYMENT_METHODS } from './limits.ts';
import { TEST_GATEWAY_CHANNELS, TEST_GATEWAY_OUTCOMES } from './payments.ts';
import { singleLine } from './validation.ts';
import { z } from './zod.ts';

/**
 * What the browser hands back after paying (decision 065): a few named values, as the provider's
 * page gave them. The provider's `verifyReturn` reads them with its own schema and checks their
 * signature.
 */
export const paymentReturnBody = z.record(z.string().max(60), singleLine().max(500));
/** POST /api/payments/webhook/:provider: a registered provider's id (decision 065). */
export const paymentProviderParams = z.object({ provider: singleLine().max(40) });

export type PaymentReturnInput = z.infer<typeof paymentReturnBody>;

export const testGatewayBody = z.object({
  channel: z.enum(TEST_GATEWAY_CHANNELS),
  outcome: z.enum(TEST_GATEWAY_OUTCOMES),
});
export type TestGatewayInput = z.infer<typeof testGatewayBody>;

/** GET /api/payments/options (decision 056): what the checkout may offer. */
export const paymentOptionsAnswer = z.object({
  /** the id of the provider that takes card and UPI payments (decision 065); null: none */
  provider: z.string().nullable(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
