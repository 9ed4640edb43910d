// /admin/products: every product with search, filters and pages, all kept in the URL
// so a filtered list can be reloaded, shared and gone back to.
import type { AdminProduct } from '@harit/core/catalog-admin';
import { formatINR, fromPaise } from '@harit/core/money';
import { hasRole } from '@harit/core/roles';
import { LOW_STOCK_THRESHOLD } from '@harit/core/stock';
import { FileUp, PackageSearch, Plus, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { TextField } from '../../../components/form/form-field';
import { ProductImage } from '../../../components/product-image';
import { QueryState } from '../../../components/query-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { ChoiceField } from '../../../components/ui/choice-field';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { FilterCheckbox } from '../../../components/ui/filter-checkbox';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useAuth } from '../../../lib/auth';
import { msg, useT } from '../../../lib/i18n';
import { useAdminCategories } from '../api/admin-categories';
import {
  ADMIN_PRODUCTS_PAGE,
  type AdminProductFilters,
  useAdminProducts,
} from '../api/admin-products';
import { BulkActions } from './bulk-actions';

const STATUSES = ['active', 'archived', 'all'] as const;

function filtersFrom(params: URLSearchParams): AdminProductFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() || undefined,
    categoryId: params.get('category') || undefined,
    status: STATUSES.find((s) => s === status) ?? 'active',
    lowStock: params.get('low') === '1',
    featured: params.get('featured') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const COLUMNS: TableColumn[] = [
  { label: msg('Choose') },
  { label: msg('Product') },
  { label: msg('Category') },
  { label: msg('Price'), align: 'right' },
  { label: msg('Stock'), align: 'right' },
  { label: msg('Status') },
];
export function AdminProductsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const products = useAdminProducts(filters);
  const categories = useAdminCategories();
  const searchId = useId();
  // The products ticked for a bulk change (decision 075), on this page of the list.
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((s) => s !== id)));
  // Decision 075: the catalogue's files are for admins.
  const isAdmin = hasRole(useAuth().user?.role, 'admin');

  /** Changes some filters (and goes back to page 1 unless the page is what changed). */
  function update(changes: Record<string, string | null>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
    setSelected([]);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    update({ q: typeof value === 'string' ? value.trim() : null });
  }

  const total = products.data?.total ?? null;
  const pages = total === null ? 1 : Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE));

  return (
    <ConsolePage
      title={t('Products')}
      lead={
        total === null
          ? t('Your catalogue')
          : t('{total, plural, one {{total} product found} other {{total} products found}}', {
              total,
            })
      }
      actions={
        <>
          {isAdmin && (
            <Link to="/admin/products/import" className={buttonClass({ variant: 'secondary' })}>
              <FileUp className="size-4" aria-hidden="true" />
              {t('Import or export CSV')}
            </Link>
          )}
          <Link to="/admin/products/new" className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            {t('New product')}
          </Link>
        </>
      }
    >
      <FilterDisclosure className="mb-4">
        <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to happy-dom and older browsers */}
          <form
            role="search"
            onSubmit={onSearch}
            className="flex min-w-0 basis-full items-end gap-2 sm:min-w-64 sm:basis-auto sm:flex-1"
          >
            <TextField
              id={searchId}
              label={t('Search products')}
              className="flex-1"
              name="q"
              type="search"
              key={filters.search ?? ''}
              defaultValue={filters.search ?? ''}
              placeholder={t('Name, slug or words')}
            />
            <Button type="submit" variant="secondary">
              <Search className="size-4" aria-hidden="true" />
              {t('Search')}
            </Button>
          </form>
          <ChoiceField
            id={`${searchId}-category`}
            label={t('Category')}
            value={filters.categoryId ?? ''}
            onChange={(e) => update({ category: e.target.value })}
            none={t('All categories')}
            choices={categories.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
          />
          <ChoiceField
            id={`${searchId}-status`}
            label={t('Status')}
            value={filters.status}
            onChange={(e) =>
              update({ status: e.target.value === 'active' ? null : e.target.value })
            }
            choices={[
              { value: 'active', label: t('On sale') },
              { value: 'archived', label: t('Archived') },
              { value: 'all', label: t('All') },
            ]}
          />
          <FilterCheckbox
            label={t('Low stock (≤ {threshold})', { threshold: LOW_STOCK_THRESHOLD })}
            checked={filters.lowStock}
            onChange={(e) => update({ low: e.target.checked ? '1' : null })}
          />
          <FilterCheckbox
            label={t('Featured')}
            checked={filters.featured}
            onChange={(e) => update({ featured: e.target.checked ? '1' : null })}
          />
        </div>
      </FilterDisclosure>

      <BulkActions selected={selected} onDone={() => setSelected([])} />

      <QueryState
        query={products}
        errorMessage={t('Failed to load products.')}
        loading={<ListSkeleton label={t('Loading products')} rows={6} row="h-16 w-full" />}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={PackageSearch}
            title={t('No products match')}
            description={t('Try other words or fewer filters.')}
          />
        }
      >
        {(page) => (
          <>
            <label className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-800">
              <input
                type="checkbox"
                checked={page.items.length > 0 && page.items.every((p) => selected.includes(p.id))}
                onChange={(e) => setSelected(e.target.checked ? page.items.map((p) => p.id) : [])}
                className="size-4 accent-brand-700"
              />
              {t('Choose every product on this page')}
            </label>
            <DataTable
              caption={t('Products, page {page} of {pages}', { page: filters.page, pages })}
              columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
              minWidth="min-w-[48rem]"
            >
              {page.items.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  chosen={selected.includes(product.id)}
                  onChoose={(on) => toggle(product.id, on)}
                />
              ))}
            </DataTable>
            <nav aria-label={t('Pages')} className="mt-4 flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => update({ page: String(filters.page - 1) })}
              >
                {t('Previous')}
              </Button>
              <p className="text-sm text-stone-700" aria-live="polite">
                {t('Page {page} of {pages}', { page: filters.page, pages })}
              </p>
              <Button
                variant="secondary"
                disabled={filters.page >= pages}
                onClick={() => update({ page: String(filters.page + 1) })}
              >
                {t('Next')}
              </Button>
            </nav>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function ProductRow({
  product,
  chosen,
  onChoose,
}: {
  product: AdminProduct;
  chosen: boolean;
  onChoose: (on: boolean) => void;
}) {
  const t = useT();
  const low = product.stock <= LOW_STOCK_THRESHOLD;
  return (
    <tr>
      <td className="px-4 py-2">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
          aria-label={t('Choose {name}', { name: product.name })}
          className="size-4 accent-brand-700"
        />
      </td>
      <td className="px-4 py-2">
        <div className="flex items-center gap-3">
          <ProductImage
            src={product.image}
            alt=""
            sizes="48px"
            className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
          />
          <div className="min-w-0">
            <Link
              to={`/admin/products/${product.id}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {product.name}
            </Link>
            <p className="truncate text-xs text-stone-600">{product.slug}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-2 text-stone-700">{product.category ?? '—'}</td>
      <td className="px-4 py-2 text-right tabular-nums">
        {formatINR(fromPaise(product.pricePaise))}
      </td>
      <td className="px-4 py-2 text-right tabular-nums">
        {product.stock}
        {low && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {product.stock === 0 ? t('Out of stock') : t('Low stock')}
          </span>
        )}
      </td>
      <td className="px-4 py-2">
        {product.archived ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {t('Archived')}
          </span>
        ) : (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {product.featured ? t('On sale · Featured') : t('On sale')}
          </span>
        )}
      </td>
    </tr>
  );
}
