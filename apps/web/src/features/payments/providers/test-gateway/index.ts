// The built-in test gateway's side in the browser (decisions 033 and 065): its page, one of the
// shop's own (./test-gateway-page.tsx, /pay/test/:orderNumber), which returns to `returnTo`.
import type { PaymentClient } from '../index';

/** The test gateway's page for an order, and where it returns the shopper to. */
export function testGatewayPath(orderNumber: string, returnTo: string): string {
  return `/pay/test/${encodeURIComponent(orderNumber)}?return=${encodeURIComponent(returnTo)}`;
}

export const testGateway: PaymentClient = {
  async pay({ orderNumber, returnTo, navigate, replace }) {
    navigate(testGatewayPath(orderNumber, returnTo), { replace });
    return { kind: 'left' };
  },
};
