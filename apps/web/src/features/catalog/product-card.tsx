import type { Product } from '@harit/core/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CarbonBadge } from '../../components/carbon-badge';
import { ProductImage } from '../../components/product-image';
import { PercentOffBadge, ProductPrice } from '../../components/product-price';
import { Stars } from '../../components/stars';
import { useT } from '../../lib/i18n';
import { productPath } from '../../lib/product-path';

interface ProductCardProps {
  product: Product;
  /** h2 in a page-level grid, h3 inside a titled home section. */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  /** Over the image's top-right corner: the wishlist heart, composed in by app/routes. */
  corner?: ReactNode;
  /** At the foot of the card: the cart controls and Buy Now, composed in by app/routes. */
  actions?: ReactNode;
}

/**
 * SPEC §2 product card. The heart and the cart buttons belong to the wishlist and cart features,
 * so the card only leaves room for them (decision 015): app/routes/shop-product-card.tsx fills it.
 */
export function ProductCard({
  product,
  headingLevel = 2,
  eagerImage = false,
  corner,
  actions,
}: ProductCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productPath(product.slug);

  return (
    <article
      data-testid="product-card"
      className="@container flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
    >
      <div className="relative aspect-[10/7] overflow-hidden bg-brand-50">
        {/* The image and the name open the product page. The name's link is the tab
            stop; the image's repeats it for a pointer, so keyboard users meet one link per card. */}
        <Link to={href} tabIndex={-1}>
          <ProductImage
            src={product.image}
            alt={product.name}
            eager={eagerImage}
            className="size-full object-cover object-top"
          />
        </Link>
        <PercentOffBadge product={product} />
        {corner && (
          <div className="absolute top-2 right-2 @[14rem]:top-3 @[14rem]:right-3">{corner}</div>
        )}
        {/* Out-of-stock products stay listed, marked (Add to Cart is disabled too). */}
        {product.stock <= 0 && (
          <p className="absolute inset-x-0 bottom-0 bg-stone-900/75 py-1 text-center text-sm font-semibold text-white">
            {t('Out of stock')}
          </p>
        )}
      </div>
      {/* Compact below 14rem (two cards a row on a phone): tighter, no description. */}
      <div className="flex flex-1 flex-col gap-1.5 p-3 @[14rem]:gap-2 @[14rem]:p-4">
        <CarbonBadge netKgPerUnit={product.carbon.netKgPerUnit} size="xs" />
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold break-words text-stone-900 @[14rem]:text-base">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 hidden text-sm text-stone-600 @[14rem]:block">
          {product.description}
        </p>
        <Stars rating={product.rating} ratingCount={product.ratingCount} />
        <ProductPrice product={product} />
        {actions && <div className="mt-auto grid gap-2 pt-2 @[15rem]:grid-cols-2">{actions}</div>}
      </div>
    </article>
  );
}
