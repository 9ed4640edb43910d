import type { RefundAccountInput, ReturnRequest } from '@harit/core/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api-client';
import { RETURNS_KEY } from './get-returns';

const path = (id: string) => `/returns/${encodeURIComponent(id)}`;

/** PUT /api/returns/{id}/refund-account: where a cash-on-delivery refund goes (decision 076). */
export function useSetRefundAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: RefundAccountInput) =>
      apiFetch<ReturnRequest>(`${path(id)}/refund-account`, { method: 'PUT', body: account }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}

/** POST /api/returns/{id}/pickup: the courier collects an approved return. */
export function useRequestPickup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ReturnRequest>(`${path(id)}/pickup`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}

/** GET /api/returns/{id}/label.pdf, handed to the browser as a download. */
export async function downloadReturnLabel(id: string, orderNumber: string): Promise<void> {
  const blob = await apiBlob(`${path(id)}/label.pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `return-label-${orderNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
