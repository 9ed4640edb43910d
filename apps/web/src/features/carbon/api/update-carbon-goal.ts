import type { CarbonSummary } from '@harit/core/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { carbonSummaryKey } from './get-carbon-summary';

/** PUT /api/carbon/goal: the monthly goal in kg CO2e (1 to 100000). */
export function useUpdateCarbonGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: number) =>
      apiFetch<{ carbonGoal: number }>('/carbon/goal', { method: 'PUT', body: { goal } }),
    onSuccess: ({ carbonGoal }) => {
      // The bar moves at once; the refetch confirms.
      queryClient.setQueryData<CarbonSummary>(carbonSummaryKey, (summary) =>
        summary ? { ...summary, carbonGoal } : summary,
      );
      return queryClient.invalidateQueries({ queryKey: carbonSummaryKey });
    },
  });
}
