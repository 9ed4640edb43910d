import type { Category } from '@harit/core/types';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { type ProductFilters, shopHref } from './shop/shop-filters';

interface CategoryFilterProps {
  categories: readonly Category[] | undefined;
  /** The current category's display name, if the page is filtered by one. */
  current: string | undefined;
  /** The rest of the view (search, sort, filters), kept when the category changes. */
  filters: ProductFilters;
}

/** Category chips above the grid; the search, sort and filters stay when the category changes. */
export function CategoryFilter({ categories, current, filters }: CategoryFilterProps) {
  const t = useT();
  if (!categories || categories.length === 0) return null;
  const chip =
    'inline-flex shrink-0 items-center rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ring-1 ring-inset transition';
  const idle = 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-50 hover:text-brand-800';
  const active = 'bg-brand-700 text-white ring-brand-700';
  const currentKey = current?.toLowerCase();
  return (
    <nav aria-label={t('Categories')} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link
            to={shopHref({ ...filters, category: undefined })}
            aria-current={currentKey ? undefined : 'page'}
            className={`${chip} ${currentKey ? idle : active}`}
          >
            {t('All')}
          </Link>
        </li>
        {categories.map((c) => {
          const isCurrent = c.name.toLowerCase() === currentKey;
          return (
            <li key={c._id}>
              <Link
                to={shopHref({ ...filters, category: c.name })}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${chip} ${isCurrent ? active : idle}`}
              >
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
