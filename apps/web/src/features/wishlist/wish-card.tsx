import type { Product } from '@harit/core/types';
import { Heart } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { CarbonTooltip } from '../../components/carbon-tooltip';
import { ProductImage } from '../../components/product-image';
import { PercentOffBadge, ProductPrice } from '../../components/product-price';
import { Stars } from '../../components/stars';
import { useT } from '../../lib/i18n';
import { productPath } from '../../lib/product-path';
import { useRemoveFromWishlist } from './api/remove-from-wishlist';

/** SPEC §9: the description preview is 50 characters. */
export const DESCRIPTION_PREVIEW = 50;

/** SPEC §2: the first 50 characters, with an ellipsis when there is more. */
export function previewDescription(text: string): { preview: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= DESCRIPTION_PREVIEW) return { preview: text, truncated: false };
  return { preview: `${chars.slice(0, DESCRIPTION_PREVIEW).join('').trimEnd()}…`, truncated: true };
}

/**
 * SPEC §2 wishlist card: remove-heart, percent-off badge, image, name, description cut at 50
 * characters with Read More / Read Less, the carbon tooltip for the product's name, price,
 * struck MRP, percent off, stars, and at the foot `actions`: the cart controls and Buy Now, which
 * belong to the cart feature and are composed in by app/routes/wish.tsx (decision 015).
 */
export function WishCard({ product, actions }: { product: Product; actions?: ReactNode }) {
  const t = useT();
  const { mutate: remove } = useRemoveFromWishlist();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const { preview, truncated } = previewDescription(product.description);

  return (
    <article
      data-testid="wish-card"
      className="@container flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="relative aspect-square bg-brand-50">
        {/* Image and name open the product page; the name's link is the tab stop. */}
        <Link to={productPath(product.slug)} tabIndex={-1}>
          <ProductImage src={product.image} alt={product.name} className="size-full object-cover" />
        </Link>
        <PercentOffBadge product={product} />
        <button
          type="button"
          aria-label={t('Remove {name} from wishlist', { name: product.name })}
          title={t('Remove from wishlist')}
          onClick={() => remove({ productId: product._id })}
          className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-red-600 shadow-sm ring-1 ring-stone-200 backdrop-blur transition hover:bg-white"
        >
          <Heart className="size-5 fill-current" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="leading-snug font-semibold text-stone-900">
          <Link to={productPath(product.slug)} className="hover:text-brand-800 hover:underline">
            {product.name}
          </Link>
        </h2>
        <p id={descriptionId} className="text-sm text-stone-600">
          {expanded ? product.description : preview}
          {truncated && (
            <>
              {' '}
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((open) => !open)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {expanded ? t('Read Less') : t('Read More')}
              </button>
            </>
          )}
        </p>
        <CarbonTooltip carbon={product.carbon} className="w-fit" />
        <ProductPrice product={product} showPercentOff />
        <Stars rating={product.rating} ratingCount={product.ratingCount} />
        {actions && <div className="mt-auto grid gap-2 pt-2 @[15rem]:grid-cols-2">{actions}</div>}
      </div>
    </article>
  );
}
