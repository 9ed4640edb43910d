import { formatINR, percentOffWithGst, unitPriceWithGst } from '@harit/core/money';
import type { Product } from '@harit/core/types';
import { useT } from '../lib/i18n';

/** The fields a price is shown from: the price before GST, its rate and the MRP. */
type Priced = Pick<Product, 'price' | 'mrp' | 'gstRate'>;

/**
 * SPEC §2: the percent-off badge on a card's image; nothing when the discount rounds to 0. On
 * the price with GST, as the MRP includes it (decision 082).
 */
export function PercentOffBadge({ product }: { product: Priced }) {
  const t = useT();
  const off = percentOffWithGst(product);
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

/**
 * SPEC §2: the price, the MRP struck through when higher, and (on /wish) the percent off. The
 * price is one unit with its GST, the total a shopper pays for it (decision 082): core's
 * unitPriceWithGst, the figure the API answers as `priceWithGst`.
 */
export function ProductPrice({
  product,
  showPercentOff = false,
}: {
  product: Priced;
  showPercentOff?: boolean;
}) {
  const t = useT();
  const price = unitPriceWithGst(product.price, product.gstRate);
  const off = percentOffWithGst(product);
  const showMrp = product.mrp !== null && product.mrp > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('Price')} </span>
      <span className="text-lg font-bold text-stone-900" data-testid="price">
        {formatINR(price)}
      </span>
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
