// The listing's wishlist and cart controls (SPEC §2 Shop: heart, Add to Cart or stepper, Buy
// Now). They belong to the wishlist and cart features, which own that state and its rules and
// are reused on /wish; the product card keeps importing them from here.
export { BuyNowButton } from '../cart/buy-now-button';
export { CartControls } from '../cart/cart-controls';
export { WishlistHeart } from '../wishlist/wishlist-heart';
