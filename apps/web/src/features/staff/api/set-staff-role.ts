import type { StaffMember, StaffRoleInput } from '@harit/core/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { STAFF_KEY } from './get-staff';

export function setStaffRole(input: StaffRoleInput): Promise<StaffMember> {
  return apiFetch<StaffMember>('/admin/staff', { method: 'POST', body: input });
}

/** POST /api/admin/staff: grant, change or take away ('customer') a role; it is audited. */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}
