import { type CarbonTone, carbonAmount, carbonFigure } from '@harit/core/carbon-figure';
import { Leaf, Minus, TrendingUp } from 'lucide-react';
import { type translate, useT } from '../lib/i18n';

export type CarbonBadgeSize = 'xs' | 'sm' | 'md' | 'lg';

const SIZE: Record<CarbonBadgeSize, { box: string; icon: string }> = {
  xs: { box: 'gap-1 px-1.5 py-0.5 text-[0.6875rem]', icon: 'size-3' },
  sm: { box: 'gap-1 px-2 py-0.5 text-xs', icon: 'size-3.5' },
  md: { box: 'gap-1.5 px-2.5 py-1 text-sm', icon: 'size-4' },
  lg: { box: 'gap-2 px-3 py-1.5 text-base', icon: 'size-5' },
};

// SPEC §2: green for a net saving, red for a net increase, neutral otherwise.
export const TONE_CLASS: Record<CarbonTone, string> = {
  saving: 'bg-green-50 text-green-800 ring-green-700/25',
  increase: 'bg-red-50 text-red-800 ring-red-700/25',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-500/25',
};

const TONE_ICON = { saving: Leaf, increase: TrendingUp, neutral: Minus } as const;

/**
 * The one way a product's figure is written (decision 069, SPEC §2): "Saves 7.3 kg CO2",
 * "Adds 0.6 kg CO2", one decimal, never a minus sign; `units` of it for an order line.
 */
export function figureWords(t: typeof translate, netKgPerUnit: number, units = 1): string {
  const figure = carbonFigure(netKgPerUnit, units);
  const amount = carbonAmount(figure.kg);
  if (figure.tone === 'saving') return t('Saves {amount}', { amount });
  if (figure.tone === 'increase') return t('Adds {amount}', { amount });
  return amount;
}

interface CarbonBadgeProps {
  /** The product's carbon record figure, kg CO2e per unit, negative saves. */
  netKgPerUnit: number;
  size?: CarbonBadgeSize;
  className?: string;
}

/** A product's net carbon impact from its carbon record; hidden when |net| < 0.1 kg. */
export function CarbonBadge({ netKgPerUnit, size = 'sm', className = '' }: CarbonBadgeProps) {
  const t = useT();
  const figure = carbonFigure(netKgPerUnit);
  if (figure.hidden) return null;
  const Icon = TONE_ICON[figure.tone];
  return (
    <span
      data-testid="carbon-badge"
      data-tone={figure.tone}
      data-size={size}
      className={`inline-flex w-fit items-center rounded-full font-medium whitespace-nowrap ring-1 ring-inset ${SIZE[size].box} ${TONE_CLASS[figure.tone]} ${className}`}
    >
      <Icon className={`${SIZE[size].icon} shrink-0`} aria-hidden="true" />
      {figureWords(t, netKgPerUnit)}
    </span>
  );
}
