import type { Product } from '@harit/core/types';
import { type ReactNode, useEffect } from 'react';
import { ProductCardSkeleton, Repeat } from '../../../components/skeleton';
import { useT } from '../../../lib/i18n';
import { RELATED_PRODUCTS_LIMIT, useRelatedProducts } from '../api/get-related-products';
import { SectionHeading } from '../home/section-heading';

const gridClass = 'grid gap-4 xs:grid-cols-2 lg:grid-cols-4 sm:gap-6';

/**
 * Other products of the same category. `renderProduct` draws each card, with the
 * wishlist and cart controls the route composes in (decision 015). A suggestion list, so a
 * failure is logged and the section left out rather than shown as the page's error.
 */
export function RelatedProducts({
  product,
  renderProduct,
}: {
  product: Product;
  renderProduct: (product: Product) => ReactNode;
}) {
  const t = useT();
  const related = useRelatedProducts(product.slug);

  useEffect(() => {
    if (related.error) console.error('Failed to fetch related products', related.error);
  }, [related.error]);

  if (related.isError || related.data?.length === 0) return null;
  const title = product.category
    ? t('More from {category}', { category: product.category })
    : t('You may also like');
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <SectionHeading id="related-heading" title={title} />
      {related.isPending ? (
        <div aria-busy="true" className={gridClass}>
          <span className="sr-only">{t('Loading related products…')}</span>
          <Repeat count={RELATED_PRODUCTS_LIMIT}>
            <ProductCardSkeleton />
          </Repeat>
        </div>
      ) : (
        <ul className={gridClass}>
          {related.data.map((item) => (
            <li key={item._id}>{renderProduct(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
