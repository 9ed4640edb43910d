import type { PaymentReturnInput, TestGatewayInput } from '@harit/core/payment-validation';
import type { PaymentOptions, PaymentStatus } from '@harit/core/payments';
import type { PaymentCheckout } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

/** GET /api/payments/:orderNumber: an order's payment for the test gateway's page. */
export interface PaymentView {
  orderNumber: string;
  method: 'credit-card' | 'upi' | 'cod';
  status: PaymentStatus;
  label: string;
  amount: number;
  provider: string;
  payBy: string | null;
  canPay: boolean;
  failure: string | null;
}

/**
 * GET /api/payments/options (decision 056): the methods the checkout offers. Without a provider
 * of card and UPI payments, cash on delivery only.
 */
export function usePaymentOptions() {
  return useQuery({
    queryKey: queryRoots.paymentOptions,
    queryFn: ({ signal }) => apiFetch<PaymentOptions>('/payments/options', { signal }),
    staleTime: 5 * 60_000,
  });
}

const path = (orderNumber: string) => `/payments/${encodeURIComponent(orderNumber)}`;

export const paymentQueryKey = (orderNumber: string) =>
  [...queryRoots.orders, 'payment', orderNumber] as const;

export function usePaymentView(orderNumber: string) {
  return useUserQuery({
    queryKey: paymentQueryKey(orderNumber),
    queryFn: ({ signal }) => apiFetch<PaymentView>(path(orderNumber), { signal }),
    staleTime: 0,
  });
}

/**
 * POST …/start: where to pay (decision 065): the provider taking the payment and what its page
 * or script is opened with (./providers/).
 */
export function startPayment(orderNumber: string): Promise<PaymentCheckout> {
  return apiFetch<PaymentCheckout>(`${path(orderNumber)}/start`, { method: 'POST' });
}

/** POST …/test-gateway: the test gateway's simulated outcome (no real money). */
export function simulatePayment(
  orderNumber: string,
  input: TestGatewayInput,
): Promise<{ payment: PaymentView; handler: PaymentReturnInput | null }> {
  return apiFetch(`${path(orderNumber)}/test-gateway`, { method: 'POST', body: input });
}

/** POST …/verify: what the provider's page handed back, which the server checks and records. */
export function verifyPayment(
  orderNumber: string,
  input: PaymentReturnInput,
): Promise<PaymentView> {
  return apiFetch<PaymentView>(`${path(orderNumber)}/verify`, { method: 'POST', body: input });
}
