import type { SavedReply, SavedReplyInput } from '@harit/core/teamwork';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { inboxKey } from './get-inbox';

// Saved replies of the support inbox (decision 081): any staff member keeps them.
const savedRepliesKey = [...inboxKey, 'saved-replies'] as const;
const PATH = '/admin/support/saved-replies';

export const savedRepliesQueryOptions = queryOptions({
  queryKey: savedRepliesKey,
  queryFn: ({ signal }) => apiFetch<SavedReply[]>(PATH, { signal }),
});

/** GET /api/admin/support/saved-replies: by title. */
export function useSavedReplies() {
  return useQuery(savedRepliesQueryOptions);
}

/** POST (no id) or PUT (id) /api/admin/support/saved-replies; audited. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SavedReplyInput & { id?: string }) =>
      id
        ? apiFetch<SavedReply>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : apiFetch<SavedReply>(PATH, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedRepliesKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}

/** DELETE /api/admin/support/saved-replies/:id; audited. */
export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedRepliesKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}
