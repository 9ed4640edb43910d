import { PRODUCT_SORTS, type ProductSort } from '@harit/core/limits';
import { controlClass } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';
import { type ProductFilters, SORT_LABELS } from './shop-filters';

interface SortSelectProps {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

/** The shop's order (issue 14). Without a search, the default order is the shop's own: "Featured". */
export function SortSelect({ filters, onChange }: SortSelectProps) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-2">
      {/* On a phone the label is read, not shown, so Filters and the order share one row. */}
      <label
        htmlFor="shop-sort"
        className="sr-only text-sm font-semibold whitespace-nowrap text-stone-800 sm:not-sr-only"
      >
        {t('Sort by')}
      </label>
      <select
        id="shop-sort"
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
    </div>
  );
}
