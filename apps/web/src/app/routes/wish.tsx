import type { WishlistEntry } from '@harit/core/types';
import { Heart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { ProductCardSkeleton, Repeat } from '../../components/skeleton';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { WishCard } from '../../features/wishlist/wish-card';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { UserQueryState } from '../../lib/require-user';
import { PurchaseActions } from './shop-product-card';

/** SPEC §2: six skeleton cards while the wishlist loads. */
const SKELETON_COUNT = 6;

// Two compact cards a row on a phone.
const gridClass = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 sm:gap-6';

/** SPEC §2: only entries in the ?category (name or slug, any case), when one is given. */
export function inCategory(entries: readonly WishlistEntry[], category: string | undefined) {
  const wanted = category?.trim().toLowerCase();
  if (!wanted) return [...entries];
  return entries.filter(
    ({ product }) =>
      product.category?.toLowerCase() === wanted || product.categorySlug?.toLowerCase() === wanted,
  );
}

function WishlistSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading your wishlist…')}>
      <div className={gridClass}>
        <Repeat count={SKELETON_COUNT}>
          <ProductCardSkeleton />
        </Repeat>
      </div>
    </LoadingState>
  );
}

/** SPEC §2 Wishlist (/wish): the wishlist feature's cards with the cart's buttons on them. */
export function WishPage() {
  const t = useT();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const wishlist = useWishlist();
  const entries = inCategory(wishlist.data ?? [], params.get('category') ?? undefined);

  return (
    <Page
      title={t('Your Wishlist')}
      lead={
        user &&
        wishlist.isSuccess && (
          <p className="mt-2 text-stone-600" data-testid="wishlist-count">
            {/* `shown` rather than #: the figure stays ungrouped, as it always read. */}
            {t('{count, plural, one {1 item in wishlist} other {{shown} items in wishlist}}', {
              count: entries.length,
              shown: String(entries.length),
            })}
          </p>
        )
      }
      aside={
        <Link
          to="/shop"
          className="rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 transition hover:bg-brand-50"
        >
          {t('Continue Shopping')}
        </Link>
      }
    >
      <UserQueryState
        prompt={t('Please sign in to view your wishlist')}
        query={wishlist}
        loading={<WishlistSkeleton />}
        errorMessage={t('Failed to fetch wishlist.')}
        // SPEC §2: Try Again reloads the page.
        onRetry={() => window.location.reload()}
        isEmpty={() => entries.length === 0}
        empty={
          <EmptyState
            icon={Heart}
            title={t('Your wishlist is empty')}
            description={t('Tap the heart on a product to save it here for later.')}
            action={<EmptyStateLink to="/shop">{t('Start Shopping')}</EmptyStateLink>}
          />
        }
      >
        {() => (
          <ul className={gridClass}>
            {entries.map(({ product }) => (
              <li key={product._id}>
                <WishCard product={product} actions={<PurchaseActions product={product} />} />
              </li>
            ))}
          </ul>
        )}
      </UserQueryState>
    </Page>
  );
}
