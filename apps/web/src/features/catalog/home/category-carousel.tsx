import { LayoutGrid } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Carousel, PRODUCTS_AUTOPLAY_MS } from '../../../components/carousel';
import { EmptyState } from '../../../components/empty-state';
import { ProductImage } from '../../../components/product-image';
import { Skeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { SectionHeading } from './section-heading';

export function CategoryCarousel() {
  const t = useT();
  const { data, isPending, error } = useCategories();

  // SPEC §8: home page fetch errors are only logged; the section then reads as empty.
  useEffect(() => {
    if (error) console.error('Failed to fetch categories', error);
  }, [error]);

  return (
    <section aria-labelledby="categories-title">
      <SectionHeading id="categories-title" title={t('Shop by Category')} />
      {isPending ? (
        <div aria-busy="true" className="grid gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          <span className="sr-only">{t('Loading categories…')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton
              key={i}
              className={`aspect-[10/8] rounded-2xl ${i > 0 ? 'hidden xs:block' : ''}`}
            />
          ))}
        </div>
      ) : data && data.length > 0 ? (
        <Carousel label={t('Shop by Category')} autoplayDelay={PRODUCTS_AUTOPLAY_MS}>
          {data.map((category) => (
            // SPEC §2: each category links to /shop?category={name}.
            <Link
              key={category._id}
              to={`/shop?category=${encodeURIComponent(category.name)}`}
              className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
            >
              <div className="aspect-[10/7] overflow-hidden bg-brand-50">
                <ProductImage
                  src={category.image}
                  alt=""
                  className="size-full object-cover object-top transition duration-300 group-hover:scale-105"
                />
              </div>
              <span className="block px-4 py-3 text-center font-semibold text-stone-900 group-hover:text-brand-800">
                {category.name}
              </span>
            </Link>
          ))}
        </Carousel>
      ) : (
        <EmptyState icon={LayoutGrid} title={t('No categories available.')} />
      )}
    </section>
  );
}
