import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inboxKey } from './get-inbox';

export interface Assignee {
  id: string;
  name: string;
}

export const assigneesQueryOptions = queryOptions({
  queryKey: [...inboxKey, 'assignees'],
  queryFn: ({ signal }) => apiFetch<Assignee[]>('/admin/support/assignees', { signal }),
  staleTime: 5 * 60 * 1000,
});

/** GET /api/admin/support/assignees: staff and admins, by name. */
export function useAssignees() {
  return useQuery(assigneesQueryOptions);
}
