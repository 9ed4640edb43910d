import type { Coupon, CouponInput, CouponUpdate } from '@harit/core/coupons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPage } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const COUPONS_PAGE_SIZE = 50;

export const couponsQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [...queryRoots.coupons, offset],
    queryFn: ({ signal }) =>
      apiPage<Coupon>('/admin/coupons', { limit: COUPONS_PAGE_SIZE, offset, signal }),
  });

/** GET /api/admin/coupons: newest first. */
export function useCoupons(offset = 0) {
  return useQuery(couponsQueryOptions(offset));
}

/** POST /api/admin/coupons, or PATCH /api/admin/coupons/:id with the fields changed. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id?: string; input: CouponInput | CouponUpdate }) =>
      apiFetch<Coupon>(save.id ? `/admin/coupons/${save.id}` : '/admin/coupons', {
        method: save.id ? 'PATCH' : 'POST',
        body: save.input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.coupons }),
  });
}

/** POST /api/admin/coupons/:id/pause or /resume. */
export function usePauseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      apiFetch<Coupon>(`/admin/coupons/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.coupons }),
  });
}
