// SPEC §2 Shop: every product card carries the wishlist heart, Add to Cart (or the stepper) and
// Buy Now. Those controls belong to the wishlist and cart features, which own that state and its
// rules; the card belongs to catalog. Only the app layer may join features (decision 015), so
// the shop, the home carousels and /wish compose them here.
import type { Product } from '@harit/core/types';
import type { ComponentProps } from 'react';
import { BuyNowButton } from '../../features/cart/buy-now-button';
import { CartControls } from '../../features/cart/cart-controls';
import { ProductCard } from '../../features/catalog/product-card';
import { WishlistHeart } from '../../features/wishlist/wishlist-heart';

/** Add to Cart (or the stepper) and Buy Now, as the foot of a product or wishlist card. */
export function PurchaseActions({ product }: { product: Product }) {
  return (
    <>
      <CartControls product={product} />
      <BuyNowButton product={product} />
    </>
  );
}

type ShopProductCardProps = Omit<ComponentProps<typeof ProductCard>, 'corner' | 'actions'>;

export function ShopProductCard(props: ShopProductCardProps) {
  return (
    <ProductCard
      {...props}
      corner={<WishlistHeart product={props.product} />}
      actions={<PurchaseActions product={props.product} />}
    />
  );
}
