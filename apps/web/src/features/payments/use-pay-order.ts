import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { msg } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { startPayment, verifyPayment } from './api/payments';
import { paymentClients } from './providers';

/**
 * Takes the shopper to pay for an order (decisions 033 and 065) through the provider the server
 * names: its page, or its script over this page; afterwards to `returnTo`, which reads the
 * order's payment.
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
        const { provider, clientData } = await startPayment(orderNumber);
        const client = paymentClients[provider];
        if (!client) throw new Error(msg('The payment could not be started. Please try again.'));
        const result = await client.pay({ orderNumber, returnTo, clientData, navigate, replace });
        if (result.kind === 'left') return;
        if (result.kind === 'paid') await verifyPayment(orderNumber, result.returned);
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
