import type { StaffMember } from '@harit/core/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const STAFF_KEY = queryRoots.staff;

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => apiFetch<StaffMember[]>('/admin/staff', { signal }),
  });

/** GET /api/admin/staff: everyone who is staff or admin, admins first (admins only). */
export function useStaff() {
  return useQuery(staffQueryOptions());
}
