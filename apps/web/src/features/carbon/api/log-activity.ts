import type { CarbonEntry } from '@harit/core/types';
import type { ActivityInput } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CARBON_KEY } from './get-carbon-summary';

/** POST /api/carbon/activities: the server computes kg CO2e with core's factors. */
export function useLogActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityInput) =>
      apiFetch<CarbonEntry>('/carbon/activities', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARBON_KEY }),
  });
}
