// The product page. Catalog draws the product; the wishlist heart and the cart
// controls belong to their own features, so this route composes them in (decision 015), and
// the reviews section is the reviews feature's.
import { productHead } from '@harit/core/findable';
import { useParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { LoadingState, QueryState } from '../../components/query-state';
import { isNotFound, useProduct } from '../../features/catalog/api/get-product';
import { DeliveryEstimate } from '../../features/catalog/product/delivery-estimate';
import {
  ProductDetails,
  ProductDetailsSkeleton,
} from '../../features/catalog/product/product-details';
import { RelatedProducts } from '../../features/catalog/product/related-products';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { WishlistHeart } from '../../features/wishlist/wishlist-heart';
import { useT } from '../../lib/i18n';
import { siteOrigin } from '../../lib/site-origin';
import { HydrateLater } from '../../runtime/hydrate-later';
import type { DeliveryLocation } from '../layout/header/delivery-location';
import { useShownLocation } from '../layout/header/shown-location';
import { NotFoundPage } from '../not-found-page';
import { PurchaseActions, ShopProductCard } from './shop-product-card';

/** The 6-digit PIN code in the header's chosen address ("… Bengaluru 560095"), if any. */
export function pinOf(location: DeliveryLocation | null): string | undefined {
  return location?.detail.match(/(?<!\d)[1-9]\d{5}(?!\d)/)?.[0];
}

/** The delivery estimate for the place "Deliver to" shows, estimated at once when it has a PIN. */
function ShownDeliveryEstimate() {
  const pin = pinOf(useShownLocation().location);
  return <DeliveryEstimate key={pin} initialPin={pin} />;
}

export function ProductPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const product = useProduct(slug);

  // An unknown slug or id is the 404 page, not an error to retry.
  if (isNotFound(product.error)) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {product.data && (
        <PageHead head={productHead(siteOrigin(), product.data, { homeName: t('Home') })} />
      )}
      <QueryState
        query={product}
        errorMessage={t('Failed to fetch product.')}
        loading={
          <LoadingState label={t('Loading product…')}>
            <ProductDetailsSkeleton />
          </LoadingState>
        }
      >
        {(item) => (
          <>
            <ProductDetails
              product={item}
              corner={<WishlistHeart product={item} />}
              actions={<PurchaseActions product={item} />}
              delivery={<ShownDeliveryEstimate />}
            />
            {/* Below the product: hydrated after it, each related card on its own (decision 045). */}
            <HydrateLater>
              <ProductReviews productId={item._id} />
            </HydrateLater>
            <RelatedProducts
              product={item}
              renderProduct={(related) => (
                <HydrateLater className="h-full">
                  <ShopProductCard product={related} headingLevel={3} />
                </HydrateLater>
              )}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
