import { type StockLevel, stockStatus } from '@harit/core/stock';
import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';

const LOOK: Record<StockLevel, { className: string; Icon: typeof CheckCircle2 }> = {
  'in-stock': { className: 'text-green-800', Icon: CheckCircle2 },
  low: { className: 'text-amber-800', Icon: CircleAlert },
  'out-of-stock': { className: 'text-red-700', Icon: CircleX },
};

/** Issue 14: "In stock", "Only N left" at 5 or fewer, "Out of stock"; words, not colour alone. */
export function StockState({ stock }: { stock: number }) {
  const { level, label } = stockStatus(stock);
  const { className, Icon } = LOOK[level];
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
