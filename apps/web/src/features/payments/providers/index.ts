// The payment providers' browser sides (decision 065), chosen by the `provider` the server's
// start answer names, one line each. A new provider is a folder beside these, one line here,
// and its server side (apps/server/src/features/payments/providers/).
import type { NavigateFunction } from 'react-router';
import { razorpay } from './razorpay';
import { testGateway } from './test-gateway';

/** What the shopper did at the provider. */
export type PaymentOutcome =
  /** paid: what the provider's page handed back, for the shop to check and record */
  | { kind: 'paid'; returned: Record<string, string> }
  | { kind: 'failed'; reason: string }
  | { kind: 'closed' }
  /** the shopper was taken to the provider's page, which returns them itself */
  | { kind: 'left' };

export interface PaymentClient {
  pay(payment: {
    orderNumber: string;
    /** where the shopper comes back to, which reads the order's payment */
    returnTo: string;
    /** the start answer's `clientData`, in this provider's shape */
    clientData: unknown;
    navigate: NavigateFunction;
    replace: boolean;
  }): Promise<PaymentOutcome>;
}

export const paymentClients: Record<string, PaymentClient> = {
  razorpay,
  test: testGateway,
};
