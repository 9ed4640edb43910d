import type { Product } from '@harit/core/types';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAfterSession } from '../../lib/after-session';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useWishlist } from './api/get-wishlist';
import { useToggleWishlist } from './api/toggle-wishlist';

/**
 * SPEC §2 listing heart: toggles the product in the wishlist (filled when saved); a signed-out
 * visitor goes to /login. The label stays the same and aria-pressed says whether it is saved.
 */
export function WishlistHeart({ product }: { product: Product }) {
  const t = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const { mutate: toggle } = useToggleWishlist();
  const saved = Boolean(user && wishlist.data?.some((e) => e.productId === product._id));
  const press = useAfterSession(() => {
    if (!user) {
      navigate('/login');
      return;
    }
    toggle({ product });
  });

  return (
    <button
      type="button"
      aria-label={t('Save {name} to wishlist', { name: product.name })}
      aria-pressed={saved}
      title={saved ? t('Remove from wishlist') : t('Add to wishlist')}
      onClick={press}
      className={`flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 backdrop-blur transition hover:text-red-600 ${saved ? 'text-red-600' : 'text-stone-700'}`}
    >
      <Heart className={`size-5 ${saved ? 'fill-current' : ''}`} aria-hidden="true" />
    </button>
  );
}
