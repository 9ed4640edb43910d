import { shopHead } from '@harit/core/findable';
import { formatIndianNumber } from '@harit/core/indian-number';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMoreButton } from '../../components/load-more-button';
import { PageHead } from '../../components/page-head';
import { ProductCardSkeleton, Repeat } from '../../components/skeleton';
import { findCategory, useCategories } from '../../features/catalog/api/get-categories';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/category-filter';
import { FiltersPanel } from '../../features/catalog/shop/filters-panel';
import {
  countNarrowingFilters,
  filtersFromParams,
  filtersToParams,
  type ProductFilters,
} from '../../features/catalog/shop/shop-filters';
import { SortSelect } from '../../features/catalog/shop/sort-select';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { withElements } from '../../lib/rich-message';
import { siteOrigin } from '../../lib/site-origin';
import { HydrateLater } from '../../runtime/hydrate-later';
import { ShopProductCard } from './shop-product-card';

/** SPEC §2: eight skeleton cards while the list loads. */
const SKELETON_COUNT = 8;

/** Two compact cards a row on a phone; the filters take a column from lg up. */
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4';
/** The cards a phone shows first (two rows of two): their pictures loaded at once. */
const FIRST_SCREEN_CARDS = 4;
/**
 * The cards laid out with the page's first layout: the first screen and the rows just below it.
 * A card left to `content-visibility: auto` within half a screen of the first one is laid out
 * right after the first paint instead, in a task of its own (four cards on a phone: 25–40 ms on
 * a fast CPU, decision 086); from the fifth row on, they wait until the shopper scrolls near.
 */
const LAID_OUT_AT_ONCE = 8;

export function ShopPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const { category, search } = filters;
  const view = filtersToParams(filters).toString();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const { data: categories } = useCategories();
  const products = useProducts(filters);

  // SPEC §2: the list reloads when category or search (and now sort or a filter) changes, and the
  // page goes back to the top. Not on arriving: Back to the shop keeps the scroll position that
  // ScrollRestoration brings back.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    window.scrollTo({ top: 0 });
  }, [view]);

  // Each change is a new history entry, so Back restores the view before it.
  const showView = (next: ProductFilters) => setParams(filtersToParams(next));
  const narrowing = countNarrowingFilters(filters);

  const found = category ? findCategory(categories, category) : undefined;
  const categoryName = category ? (found?.name ?? category) : undefined;
  // The address keeps the English name on a Hindi page: one shop view, two languages.
  const canonicalCategory = category ? (found?.englishName ?? found?.name ?? category) : undefined;
  const heading = search
    ? categoryName
      ? t('Results for "{search}" in {category}', { search, category: categoryName })
      : t('Results for "{search}"', { search })
    : (categoryName ?? t('All Products'));

  // A search the server refuses (too long, or with control characters, from an edited URL)
  // gets the server's own sentence, e.g. "Search must be at most 200 characters.".
  const refusal =
    products.error instanceof ApiError && products.error.status === 400
      ? t(products.error.message)
      : undefined;

  const list = products.data?.items ?? [];
  const total = products.data?.total ?? list.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        head={shopHead(siteOrigin(), {
          heading,
          description: categoryName
            ? t(
                'Shop {category} products at Harit: eco-friendly essentials with prices in rupees, delivered across India, each with its carbon footprint.',
                { category: categoryName },
              )
            : search
              ? t(
                  'Eco-friendly products at Harit matching "{search}", with prices in rupees and each product\'s carbon footprint.',
                  { search },
                )
              : t(
                  'Shop eco-friendly products at Harit — solar, organic and zero waste — with prices in rupees, delivered across India, each with its carbon footprint.',
                ),
          homeName: t('Home'),
          category: categoryName,
          search,
          canonicalCategory,
        })}
      />
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('Shop')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-stone-900 sm:text-4xl">
          {heading}
        </h1>
        {search && products.isSuccess && list.length > 0 && (
          <SearchNotes
            search={search}
            corrected={products.data.searchCorrected}
            partial={products.data.searchPartial ?? false}
          />
        )}
        {products.isSuccess && list.length > 0 && (
          <p className="mt-2 text-stone-600">
            {products.data.totalAtLeast
              ? t('{count}+ products', { count: formatIndianNumber(total) })
              : // `shown` rather than #: the figure stays ungrouped, as it always read.
                t('{total, plural, one {1 product} other {{shown} products}}', {
                  total,
                  shown: String(total),
                })}
          </p>
        )}
      </header>

      <CategoryFilter categories={categories} current={categoryName} filters={filters} />

      <div className="mb-6 flex items-center justify-between gap-3">
        {/* On a phone the filters fold away behind this button; from lg up they stand beside the grid. */}
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="shop-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-brand-50 lg:hidden"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {narrowing > 0 ? t('Filters ({count})', { count: narrowing }) : t('Filters')}
        </button>
        <div className="ml-auto min-w-0">
          <SortSelect filters={filters} onChange={showView} />
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:items-start lg:gap-8">
        <section
          id="shop-filters"
          aria-label={t('Filters')}
          className={`${filtersOpen ? 'mb-6' : 'hidden noscript:mb-6 noscript:block'} rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:sticky lg:top-24 lg:mb-0 lg:block`}
        >
          <FiltersPanel filters={filters} onChange={showView} />
        </section>
        <div className="min-w-0">
          {products.isPending ? (
            <div aria-busy="true" className={gridClass}>
              <span className="sr-only">{t('Loading products…')}</span>
              <Repeat count={SKELETON_COUNT}>
                <ProductCardSkeleton />
              </Repeat>
            </div>
          ) : products.isError ? (
            <ErrorState message={refusal ?? t('Failed to fetch products.')} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={
                search
                  ? t('No products found for "{search}"', { search })
                  : t('No products available.')
              }
              action={
                (search || category || narrowing > 0) && (
                  <EmptyStateLink to="/shop">{t('Browse all products')}</EmptyStateLink>
                )
              }
            />
          ) : (
            <>
              <ul className={gridClass}>
                {/* Each card hydrates after the page, one a task (decision 045); the cards
                    after the first screen are laid out when they come near it (decision 047). */}
                {list.map((product, index) => (
                  <HydrateLater
                    as="li"
                    key={product._id}
                    className={index < LAID_OUT_AT_ONCE ? undefined : 'below-first-screen'}
                  >
                    <ShopProductCard product={product} eagerImage={index < FIRST_SCREEN_CARDS} />
                  </HydrateLater>
                ))}
              </ul>
              <LoadMoreButton
                query={products}
                label={t('Load more products')}
                busyLabel={t('Loading…')}
                errorMessage={t('Failed to fetch products.')}
                className="mt-10"
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * What the results are for when they are not for the search as typed: its typos corrected
 * (decision 038's X-Search-Corrected), or no product matching every word and these matching most
 * of them (decision 060's X-Search-Partial).
 */
function SearchNotes({
  search,
  corrected,
  partial,
}: {
  search: string;
  corrected: string | undefined;
  partial: boolean;
}) {
  const t = useT();
  const rich = withElements({ corrected: <em className="font-semibold">{corrected}</em> });
  return (
    <div className="mt-2 grid gap-1 text-stone-700" data-testid="search-notes">
      {corrected && <p>{rich.render(t('Showing results for {corrected}', rich.values))}</p>}
      {partial && (
        <p>
          {t('No product matches every word of "{search}". These match most of them.', {
            search: corrected ?? search,
          })}
        </p>
      )}
    </div>
  );
}
