import { type StockLevel, stockStatus } from '@harit/core/stock';
import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const LOOK: Record<StockLevel, { className: string; Icon: typeof CheckCircle2 }> = {
  'in-stock': { className: 'text-green-800', Icon: CheckCircle2 },
  low: { className: 'text-amber-800', Icon: CircleAlert },
  'out-of-stock': { className: 'text-red-700', Icon: CircleX },
};

/** "In stock", "Only N left" at 5 or fewer, "Out of stock"; words, not colour alone. */
export function StockState({ stock }: { stock: number }) {
  const t = useT();
  const { level } = stockStatus(stock);
  const { className, Icon } = LOOK[level];
  // core's label in words of the page's language (the same English for each level).
  const label =
    level === 'out-of-stock'
      ? t('Out of stock')
      : level === 'low'
        ? t('Only {stock} left', { stock })
        : t('In stock');
  return (
    <p
      data-testid="stock-state"
      data-level={level}
      className={`flex items-center gap-1.5 font-semibold ${className}`}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {label}
    </p>
  );
}
