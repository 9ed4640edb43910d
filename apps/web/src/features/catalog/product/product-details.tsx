import type { Product } from '@harit/core/types';
import type { ReactNode } from 'react';
import { CarbonBadge } from '../../../components/carbon-badge';
import { GstNote } from '../../../components/gst-note';
import { PercentOffBadge, ProductPrice } from '../../../components/product-price';
import { Skeleton } from '../../../components/skeleton';
import { Stars } from '../../../components/stars';
import { useT } from '../../../lib/i18n';
import { HydrateLater } from '../../../runtime/hydrate-later';
import { BackInStock } from './back-in-stock';
import { CarbonLabel } from './carbon-label';
import { DeliveryEstimate } from './delivery-estimate';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductGallery } from './product-gallery';
import { StockState } from './stock-state';

interface ProductDetailsProps {
  product: Product;
  /** Over the image's top-right corner: the wishlist heart, composed in by app/routes. */
  corner?: ReactNode;
  /** Under the price: the cart controls and Buy Now, composed in by app/routes. */
  actions?: ReactNode;
  /**
   * The delivery estimate, composed in by app/routes, which knows the header's chosen place; left
   * out, the estimate starts empty. A slot rather than the PIN (decision 086): the chosen place
   * is read from the browser's storage after the page hydrates, and that first read re-renders
   * only the estimate, not this whole body with every part not yet hydrated under it.
   */
  delivery?: ReactNode;
}

/**
 * The product page body (decision 018): breadcrumb, image with lightbox, name, price, MRP, percent off,
 * stars, stock, the buying controls, delivery, the full description and the carbon label.
 * The heart and the cart buttons belong to other features, so they come in as slots (decision 015).
 */
export function ProductDetails({ product, corner, actions, delivery }: ProductDetailsProps) {
  const t = useT();
  return (
    <>
      <ProductBreadcrumb product={product} />
      {/* The name, price and stock hydrate with the page; the controls around them each in a
          task of their own after it (decision 045). */}
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <HydrateLater>
          <ProductGallery
            images={product.images ?? [product.image]}
            name={product.name}
            overlay={
              <>
                <PercentOffBadge product={product} />
                {corner && <div className="absolute top-3 right-3">{corner}</div>}
              </>
            }
          />
        </HydrateLater>
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
            {product.name}
          </h1>
          <CarbonBadge netKgPerUnit={product.carbon.netKgPerUnit} size="md" />
          <Stars rating={product.rating} ratingCount={product.ratingCount} />
          <div>
            <ProductPrice product={product} showPercentOff />
            <GstNote className="mt-1" />
          </div>
          <StockState stock={product.stock} />
          {product.stock === 0 && (
            <HydrateLater>
              <BackInStock productId={product._id} />
            </HydrateLater>
          )}
          {actions && (
            <HydrateLater className="grid max-w-md gap-3 xs:grid-cols-2">{actions}</HydrateLater>
          )}
          <HydrateLater>{delivery ?? <DeliveryEstimate />}</HydrateLater>
        </div>
      </div>
      <div className="mt-10 grid gap-8 md:grid-cols-2 lg:gap-12">
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-xl font-semibold text-stone-900">
            {t('About this product')}
          </h2>
          <p className="mt-3 whitespace-pre-line text-stone-700">{product.description}</p>
          {product.sku && (
            <p className="mt-3 text-sm text-stone-600">{t('SKU: {sku}', { sku: product.sku })}</p>
          )}
        </section>
        <HydrateLater>
          <CarbonLabel carbon={product.carbon} />
        </HydrateLater>
      </div>
    </>
  );
}

/** The page's shape while the product loads. */
export function ProductDetailsSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-7 w-1/2" />
        <div className="grid max-w-md grid-cols-2 gap-3">
          <Skeleton className="h-10 rounded-full" />
          <Skeleton className="h-10 rounded-full" />
        </div>
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    </div>
  );
}
