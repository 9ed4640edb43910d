import type { Product } from '@harit/core/types';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

const linkClass = 'text-brand-800 underline-offset-2 hover:underline';

/** Home › Category › Product; the category links to the shop filtered by it (SPEC §2). */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const t = useT();
  const separator = <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />;
  return (
    <nav aria-label={t('Breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-stone-600">
        <li>
          <Link to="/" className={linkClass}>
            {t('Home')}
          </Link>
        </li>
        {product.category && (
          <li className="flex items-center gap-1.5">
            {separator}
            <Link
              to={`/shop?category=${encodeURIComponent(product.category)}`}
              className={linkClass}
            >
              {product.category}
            </Link>
          </li>
        )}
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" className="min-w-0 break-words text-stone-800">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
