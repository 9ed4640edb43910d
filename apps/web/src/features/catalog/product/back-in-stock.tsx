import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

const waitingKey = (productId: string) => [...queryRoots.account, 'back-in-stock', productId];

/**
 * On a sold-out product (decision 074): a signed-in shopper asks to be mailed once when it is
 * back; a signed-out one is offered sign-in first.
 */
export function BackInStock({ productId }: { productId: string }) {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const waiting = useUserQuery({
    queryKey: waitingKey(productId),
    queryFn: () => apiFetch<{ waiting: boolean }>(`/products/${productId}/back-in-stock`),
  });
  const ask = useMutation({
    mutationFn: () => apiFetch<void>(`/products/${productId}/back-in-stock`, { method: 'POST' }),
    onSuccess: () => queryClient.setQueryData(waitingKey(productId), { waiting: true }),
  });
  if (!user) {
    return (
      <p className="text-sm text-stone-700">
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t('Sign in to be told when it is back')}
        </Link>
      </p>
    );
  }
  if (waiting.data?.waiting) {
    return (
      <p role="status" className="flex items-center gap-1.5 text-sm text-stone-700">
        <BellRing className="size-4" aria-hidden="true" />
        {t('We will e-mail you once when it is back in stock.')}
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      className="self-start"
      loading={ask.isPending}
      onClick={() => ask.mutate()}
    >
      <BellRing className="size-4" aria-hidden="true" />
      {t('Tell me when it is back')}
    </Button>
  );
}
