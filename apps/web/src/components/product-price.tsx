import { formatINR, percentOff } from '@harit/core/money';
import type { Product } from '@harit/core/types';
import { useT } from '../lib/i18n';

/** SPEC §2: the percent-off badge on a card's image; nothing when the discount rounds to 0. */
export function PercentOffBadge({ product }: { product: Product }) {
  const t = useT();
  const off = percentOff(product.price, product.mrp);
  if (off <= 0) return null;
  return (
    <span
      data-testid="percent-off"
      className="absolute top-3 left-3 rounded-full bg-haldi-300 px-2.5 py-1 text-xs font-bold text-stone-900"
    >
      {t('{off}% off', { off })}
    </span>
  );
}

/** SPEC §2: the price, the MRP struck through when higher, and (on /wish) the percent off. */
export function ProductPrice({
  product,
  showPercentOff = false,
}: {
  product: Product;
  showPercentOff?: boolean;
}) {
  const t = useT();
  const off = percentOff(product.price, product.mrp);
  const showMrp = product.mrp !== null && product.mrp > product.price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('Price')} </span>
      <span className="text-lg font-bold text-stone-900">{formatINR(product.price)}</span>
      {showMrp && (
        <s data-testid="mrp" className="text-sm text-stone-600">
          <span className="sr-only">MRP </span>
          {formatINR(product.mrp ?? 0)}
        </s>
      )}
      {showPercentOff && off > 0 && (
        <span className="text-sm font-semibold text-green-700">{t('{off}% off', { off })}</span>
      )}
    </p>
  );
}
