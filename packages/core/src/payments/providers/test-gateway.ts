// The built-in test gateway's shapes that both apps read (decisions 033, 056 and 065): where its
// page is, and what the page hands back after a simulated payment.
import { singleLine } from '../../validation.ts';
import { z } from '../../zod.ts';

/** The start answer's `clientData` when the test gateway takes the payment. */
export interface TestGatewayClientData {
  /** the test gateway's order for this payment */
  reference: string;
  /** rupees */
  amount: number;
}

const field = () => singleLine().trim().min(1).max(200);

/**
 * What the test gateway's page sends back after a simulated success: the payment, and its
 * signature (HMAC-SHA256 of `reference|paymentId` with the gateway's secret), checked by the
 * server as a provider's return.
 */
export const testGatewayReturnBody = z.object({
  reference: field(),
  paymentId: field(),
  signature: field(),
});
export type TestGatewayReturn = z.infer<typeof testGatewayReturnBody>;
