import type { AuditEntry } from '@harit/core/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export interface AuditFilter {
  entity?: string;
  actor?: string;
}

export const AUDIT_PAGE_SIZE = 20;

export function getAudit(filter: AuditFilter, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter.entity) query.set('entity', filter.entity);
  if (filter.actor) query.set('actor', filter.actor);
  const search = query.size > 0 ? `?${query}` : '';
  return apiPage<AuditEntry>(`/admin/audit${search}`, {
    limit: AUDIT_PAGE_SIZE,
    offset,
    signal,
  });
}

export const auditQueryOptions = (filter: AuditFilter, offset: number) =>
  queryOptions({
    queryKey: [...queryRoots.audit, filter.entity ?? '', filter.actor ?? '', offset],
    queryFn: ({ signal }) => getAudit(filter, offset, signal),
  });

/** GET /api/admin/audit: one page of changes, newest first (admins only). */
export function useAudit(filter: AuditFilter, offset: number) {
  return useQuery({ ...auditQueryOptions(filter, offset), placeholderData: keepPreviousData });
}
