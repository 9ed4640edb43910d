// Paying for orders in tests as a shopper does through the built-in test gateway
// (decision 033): start the payment, let the gateway confirm or decline it, and send the
// Checkout handler's values on as the payment page does.
import type { TestGatewayChannel, TestGatewayOutcome } from '@harit/core/payments';
import type { TestApp, TestUser } from './helpers.ts';

export async function payWithTestGateway(
  t: TestApp,
  user: TestUser,
  orderNumber: string,
  outcome: TestGatewayOutcome = 'success',
  channel: TestGatewayChannel = 'upi',
) {
  const start = await t.as(user).post(`/api/payments/${orderNumber}/start`);
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const simulated = await t
    .as(user)
    .post(`/api/payments/${orderNumber}/test-gateway`, { channel, outcome });
  if (simulated.statusCode !== 200) {
    throw new Error(`test gateway: ${simulated.statusCode} ${simulated.body}`);
  }
  const { handler } = simulated.json<{ handler: Record<string, string> | null }>();
  if (handler) {
    const verified = await t.as(user).post(`/api/payments/${orderNumber}/verify`, handler);
    if (verified.statusCode !== 200)
      throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  }
  return simulated.json<{ handler: Record<string, string> | null }>();
}
