import { PRODUCT_SORTS, type ProductSort } from '@harit/core/limits';
import { controlClass } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';
import { keptParams, type ProductFilters, SORT_LABELS } from './shop-filters';

interface SortSelectProps {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

/** The shop's order. Without a search, the default order is the shop's own: "Featured". */
export function SortSelect({ filters, onChange }: SortSelectProps) {
  const t = useT();
  return (
    // A GET form (decision 060): without JavaScript, Apply asks for /shop in this order with the
    // rest of the view kept; with it, each change applies at once and the button stays hidden.
    <form
      action="/shop"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="flex min-w-0 items-center gap-2"
    >
      {keptParams(filters, ['sort']).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* On a phone the label is read, not shown, so Filters and the order share one row. */}
      <label
        htmlFor="shop-sort"
        className="sr-only text-sm font-semibold whitespace-nowrap text-stone-800 sm:not-sr-only"
      >
        {t('Sort by')}
      </label>
      <select
        id="shop-sort"
        name="sort"
        value={filters.sort ?? 'relevance'}
        onChange={(event) => {
          const sort = event.target.value as ProductSort;
          onChange({ ...filters, sort: sort === 'relevance' ? undefined : sort });
        }}
        className={`${controlClass} w-auto min-w-0 pr-8`}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'relevance' && !filters.search ? t('Featured') : t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="hidden h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white noscript:inline-flex noscript:items-center"
      >
        {t('Sort')}
      </button>
    </form>
  );
}
