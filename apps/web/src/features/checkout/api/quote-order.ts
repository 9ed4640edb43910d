import type { CheckoutQuote, CheckoutQuoteInput } from '@harit/core/coupons';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/orders/quote (decision 074): the summary's figures with a coupon and green points,
 * reckoned by the server as placing the order will; 422 names why a coupon is refused.
 */
export function quoteOrder(input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  return apiFetch<CheckoutQuote>('/orders/quote', { method: 'POST', body: input });
}

export function useQuoteOrder() {
  return useMutation({ mutationFn: quoteOrder });
}
