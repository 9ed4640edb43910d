import type { CheckoutItem, Product } from '@harit/core/types';
import { Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAfterSession } from '../../lib/after-session';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';

/** SPEC §2: signed in, Buy Now goes to /checkout with this one item, quantity 1; else /login. */
export function BuyNowButton({ product }: { product: Product }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const buy = useAfterSession(() => {
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
      carbonKgPerUnit: product.carbon.netKgPerUnit,
      gstRate: product.gstRate,
    };
    navigate('/checkout', { state: { items: [item] } });
  });
  return (
    <button
      type="button"
      onClick={buy}
      className="flex h-10 items-center justify-center gap-1.5 rounded-full bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white transition hover:bg-brand-800"
    >
      <Zap className="size-4 shrink-0" aria-hidden="true" />
      {t('Buy Now')}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
