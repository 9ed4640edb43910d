import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMoreButton } from '../../components/load-more-button';
import { ProductCardSkeleton, Repeat } from '../../components/skeleton';
import { findCategory, useCategories } from '../../features/catalog/api/get-categories';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/category-filter';
import { ApiError } from '../../lib/api-client';
import { ShopProductCard } from './shop-product-card';

/** SPEC §2: eight skeleton cards while the list loads. */
const SKELETON_COUNT = 8;

const gridClass = 'grid gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 sm:gap-6';

export function ShopPage() {
  const [params] = useSearchParams();
  const category = params.get('category')?.trim() || undefined;
  const search = params.get('search')?.trim() || undefined;

  const { data: categories } = useCategories();
  const products = useProducts({ category, search });

  // SPEC §2: the list reloads when category or search changes, and the page goes back to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not inputs
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [category, search]);

  const categoryName = category
    ? (findCategory(categories, category)?.name ?? category)
    : undefined;
  const heading = search
    ? `Results for "${search}"${categoryName ? ` in ${categoryName}` : ''}`
    : (categoryName ?? 'All Products');

  // A search the server refuses (too long, or with control characters, from an edited URL)
  // gets the server's own sentence, e.g. "Search must be at most 200 characters." (issue 12, item 12).
  const refusal =
    products.error instanceof ApiError && products.error.status === 400
      ? products.error.message
      : undefined;

  const list = products.data?.items ?? [];
  const total = products.data?.total ?? list.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{`${heading} · Harit`}</title>
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Shop</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-stone-900 sm:text-4xl">
          {heading}
        </h1>
        {products.isSuccess && list.length > 0 && (
          <p className="mt-2 text-stone-600">{total === 1 ? '1 product' : `${total} products`}</p>
        )}
      </header>

      <CategoryFilter categories={categories} current={categoryName} search={search} />

      {products.isPending ? (
        <div aria-busy="true" className={gridClass}>
          <span className="sr-only">Loading products…</span>
          <Repeat count={SKELETON_COUNT}>
            <ProductCardSkeleton />
          </Repeat>
        </div>
      ) : products.isError ? (
        <ErrorState message={refusal ?? 'Failed to fetch products.'} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={search ? `No products found for "${search}"` : 'No products available.'}
          action={
            (search || category) && <EmptyStateLink to="/shop">Browse all products</EmptyStateLink>
          }
        />
      ) : (
        <>
          <ul className={gridClass}>
            {list.map((product, index) => (
              <li key={product._id}>
                <ShopProductCard product={product} eagerImage={index < 4} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            query={products}
            label="Load more products"
            busyLabel="Loading…"
            errorMessage="Failed to fetch products."
            className="mt-10"
          />
        </>
      )}
    </div>
  );
}
