import type {
  InviteAcceptInput,
  InviteDetails,
  StaffInvite,
  StaffInviteInput,
} from '@harit/core/teamwork';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { STAFF_KEY } from './get-staff';

// Invitations by e-mail (decision 081): the Staff page's list, invite and withdraw (admins),
// and the invitation link's page (public).

const INVITES_KEY = [...STAFF_KEY, 'invites'] as const;

export const staffInvitesQueryOptions = () =>
  queryOptions({
    queryKey: INVITES_KEY,
    queryFn: ({ signal }) => apiFetch<StaffInvite[]>('/admin/staff/invites', { signal }),
  });

/** GET /api/admin/staff/invites: open invitations, newest first (admins). */
export function useStaffInvites() {
  return useQuery(staffInvitesQueryOptions());
}

function useInvalidateInvites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INVITES_KEY }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
}

/** POST /api/admin/staff/invites: mails the invitation link; a new one replaces an open one. */
export function useInviteStaff() {
  const invalidate = useInvalidateInvites();
  return useMutation({
    mutationFn: (input: StaffInviteInput) =>
      apiFetch<StaffInvite>('/admin/staff/invites', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/staff/invites/:id: the link stops working. */
export function useRevokeInvite() {
  const invalidate = useInvalidateInvites();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/admin/staff/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

const inviteKey = (token: string) => [...INVITES_KEY, 'link', token] as const;

/** GET /api/staff-invites/:token: the shop, e-mail and role behind a link (public). */
export function useInviteDetails(token: string) {
  return useQuery({
    queryKey: inviteKey(token),
    queryFn: ({ signal }) =>
      apiFetch<InviteDetails>(`/staff-invites/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export interface InviteAccepted {
  email: string;
  role: 'staff' | 'admin';
  created: boolean;
}

/** POST /api/staff-invites/:token/account: the invitee's new account, with the role. */
export function useAcceptWithNewAccount(token: string) {
  return useMutation({
    mutationFn: (input: InviteAcceptInput) =>
      apiFetch<InviteAccepted>(`/staff-invites/${encodeURIComponent(token)}/account`, {
        method: 'POST',
        body: input,
      }),
  });
}

/** POST /api/staff-invites/:token/accept: the signed-in account with that e-mail takes the role. */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<InviteAccepted>(`/staff-invites/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
  });
}
