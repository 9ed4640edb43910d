// The listing's wishlist and cart controls, kept apart from the card so that the wishlist-and-cart
// feature (issue 5) can replace this file alone. Until then they only know SPEC §6: wishlist,
// cart and Buy Now need sign-in, and a signed-out visitor is sent to /login.
import type { CheckoutItem, Product } from '@harit/core/types';
import { Heart, ShoppingCart, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';

interface ActionProps {
  product: Product;
}

export function WishlistHeart({ product }: ActionProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label={`Add ${product.name} to wishlist`}
      aria-pressed={false}
      onClick={() => {
        if (!user) navigate('/login');
      }}
      className="flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow-sm ring-1 ring-stone-200 backdrop-blur transition hover:text-red-600"
    >
      <Heart className="size-5" aria-hidden="true" />
    </button>
  );
}

export function CartControls({ product }: ActionProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        if (!user) navigate('/login');
      }}
      className="flex h-10 items-center justify-center gap-1.5 rounded-full border border-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition hover:bg-brand-50"
    >
      <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
      Add to Cart
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}

/** SPEC §2: signed in, Buy Now goes to /checkout with this one item, quantity 1. */
export function BuyNowButton({ product }: ActionProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        if (!user) {
          navigate('/login');
          return;
        }
        const item: CheckoutItem = {
          productId: product._id,
          name: product.name,
          price: product.price,
          quantity: 1,
          image: product.image,
        };
        navigate('/checkout', { state: { items: [item] } });
      }}
      className="flex h-10 items-center justify-center gap-1.5 rounded-full bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white transition hover:bg-brand-800"
    >
      <Zap className="size-4 shrink-0" aria-hidden="true" />
      Buy Now
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
