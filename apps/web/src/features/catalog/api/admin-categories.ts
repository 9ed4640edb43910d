// The console's category calls: list, create, rename, reorder, picture, delete.
import type { AdminCategory } from '@harit/core/catalog-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { refreshCatalog } from './admin-products';

const categoriesKey = [...queryRoots.adminCatalog, 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => apiFetch<AdminCategory[]>('/admin/categories', { signal }),
  });
}

export type CategoryChange =
  | { kind: 'create'; name: string; image?: string }
  | { kind: 'update'; id: string; name?: string; nameHi?: string; image?: string }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'delete'; id: string };

export function useChangeCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: CategoryChange): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return apiFetch('/admin/categories', {
            method: 'POST',
            body: { name: change.name, ...(change.image ? { image: change.image } : {}) },
          });
        case 'update': {
          const { kind: _kind, id, ...body } = change;
          return apiFetch(`/admin/categories/${id}`, { method: 'PATCH', body });
        }
        case 'reorder': {
          const ordered = await apiFetch<AdminCategory[]>('/admin/categories/order', {
            method: 'PUT',
            body: { ids: change.ids },
          });
          client.setQueryData(categoriesKey, ordered);
          return ordered;
        }
        case 'delete':
          return apiFetch(`/admin/categories/${change.id}`, { method: 'DELETE' });
      }
    },
    onSettled: () => refreshCatalog(client),
  });
}
