import { Footprints, Heart, type LucideIcon, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useHeaderCounts } from './use-header-counts';

function IconLink({
  to,
  label,
  countedLabel,
  icon: Icon,
  count,
  className = '',
}: {
  to: string;
  label: string;
  /** The label with its count ("Cart, 4 items"), when there is one. */
  countedLabel?: string;
  icon: LucideIcon;
  count?: number;
  className?: string;
}) {
  const hasCount = count !== undefined && count > 0;
  return (
    <Link
      to={to}
      aria-label={hasCount && countedLabel ? countedLabel : label}
      title={label}
      className={`relative flex size-10 items-center justify-center rounded-full text-white transition hover:bg-white/10 ${className}`}
    >
      <Icon className="size-5" aria-hidden="true" />
      {hasCount && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-haldi-300 px-1 text-[0.6875rem] font-bold text-stone-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** SPEC §2: icons for the carbon tracker, the wishlist and the cart. */
export function HeaderIcons() {
  const t = useT();
  const counts = useHeaderCounts();
  return (
    <>
      <IconLink
        to="/carbon-tracker"
        label={t('Carbon tracker')}
        icon={Footprints}
        // Reachable on a 390 px phone too; only the narrowest screens (under 352 px,
        // where the header would overflow) leave it to the side menu's entry.
        className="hidden min-[22rem]:flex"
      />
      <IconLink
        to="/wish"
        label={t('Wishlist')}
        countedLabel={t('{count, plural, one {Wishlist, # item} other {Wishlist, # items}}', {
          count: counts.wishlist,
        })}
        icon={Heart}
        count={counts.wishlist}
      />
      <IconLink
        to="/cart"
        label={t('Cart')}
        countedLabel={t('{count, plural, one {Cart, # item} other {Cart, # items}}', {
          count: counts.cart,
        })}
        icon={ShoppingCart}
        count={counts.cart}
      />
    </>
  );
}
