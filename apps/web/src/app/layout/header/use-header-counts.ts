import { cartTotals } from '@harit/core/money';
import { useCart } from '../../../features/cart/api/get-cart';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';

/**
 * Counts shown on the header's wishlist and cart icons: products saved, and units in the cart
 * (the same count the cart's Subtotal line shows). Nothing while signed out or loading.
 */
export function useHeaderCounts(): { wishlist?: number; cart?: number } {
  const wishlist = useWishlist();
  const cart = useCart();
  return {
    wishlist: wishlist.data?.length,
    cart: cart.data ? cartTotals(cart.data).itemCount : undefined,
  };
}
