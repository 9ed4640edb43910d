import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { msg } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { startPayment, verifyPayment } from './api/payments';
import { openRazorpayCheckout } from './razorpay-checkout';

/** The test gateway's page for an order, and where it returns the shopper to. */
export function testGatewayPath(orderNumber: string, returnTo: string): string {
  return `/pay/test/${encodeURIComponent(orderNumber)}?return=${encodeURIComponent(returnTo)}`;
}

/**
 * Takes the shopper to pay for an order (decision 033): the test gateway's page, or
 * Razorpay Checkout over this page; afterwards to `returnTo`, which reads the order's payment.
 */
export function usePayOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(
    async (orderNumber: string, returnTo: string, { replace = false } = {}) => {
      setBusy(true);
      setError(null);
      try {
        const checkout = await startPayment(orderNumber);
        if (checkout.provider === 'test') {
          navigate(testGatewayPath(orderNumber, returnTo), { replace });
          return;
        }
        const result = await openRazorpayCheckout(checkout);
        if (result.kind === 'paid') await verifyPayment(orderNumber, result.handler);
        await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
        navigate(returnTo, { replace: true });
      } catch (failure) {
        setError(
          failure instanceof ApiError || failure instanceof Error
            ? failure.message
            : msg('The payment could not be started. Please try again.'),
        );
        await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      } finally {
        setBusy(false);
      }
    },
    [navigate, queryClient],
  );

  return { pay, busy, error };
}
