import type { Product } from '@harit/core/types';
import { ArrowRight, PackageSearch } from 'lucide-react';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Carousel, PRODUCTS_AUTOPLAY_MS } from '../../../components/carousel';
import { EmptyState } from '../../../components/empty-state';
import { ProductCardSkeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useFeaturedProducts } from '../api/get-featured-products';
import { SectionHeading } from './section-heading';

/**
 * SPEC §2 Featured Products carousel. `renderProduct` draws each card: the home route passes the
 * card with the wishlist and cart controls, which catalog may not import itself (decision 015).
 */
export function FeaturedProducts({
  renderProduct,
}: {
  /** `index`: the card's place; the first card's picture is the phone's largest paint (decision 037). */
  renderProduct: (product: Product, index: number) => ReactNode;
}) {
  const t = useT();
  const { data, isPending, error } = useFeaturedProducts();

  // SPEC §8: home page fetch errors are only logged; the section then reads as empty.
  useEffect(() => {
    if (error) console.error('Failed to fetch featured products', error);
  }, [error]);

  return (
    <section aria-labelledby="featured-title">
      <SectionHeading id="featured-title" title={t('Featured Products')}>
        <TextLink to="/shop" iconEnd={ArrowRight} className="text-sm">
          {t('View all products')}
        </TextLink>
      </SectionHeading>
      {isPending ? (
        <div aria-busy="true" className="grid gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          <span className="sr-only">{t('Loading featured products…')}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={i > 0 ? 'hidden xs:block' : undefined}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      ) : data && data.length > 0 ? (
        <Carousel label={t('Featured Products')} autoplayDelay={PRODUCTS_AUTOPLAY_MS}>
          {data.map((product, index) => (
            <Fragment key={product._id}>{renderProduct(product, index)}</Fragment>
          ))}
        </Carousel>
      ) : (
        <EmptyState icon={PackageSearch} title={t('No featured products available.')} />
      )}
    </section>
  );
}
