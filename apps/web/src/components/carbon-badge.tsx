import { type BadgeTone, formatKg, productBadge } from '@harit/core/carbon';
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
export const TONE_CLASS: Record<BadgeTone, string> = {
  saving: 'bg-green-50 text-green-800 ring-green-700/25',
  increase: 'bg-red-50 text-red-800 ring-red-700/25',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-500/25',
};

const TONE_ICON = { saving: Leaf, increase: TrendingUp, neutral: Minus } as const;

/** The words around the figure, so colour is never the only signal. */
export function netWords(t: typeof translate, tone: BadgeTone, net: number): string {
  const amount = formatKg(Math.abs(net));
  if (tone === 'saving') return t('Saves {amount}', { amount });
  if (tone === 'increase') return t('Adds {amount}', { amount });
  return amount;
}

interface CarbonBadgeProps {
  productName: string;
  size?: CarbonBadgeSize;
  className?: string;
}

/** Net carbon impact of a product from core's keyword table; hidden when |net| < 0.1 kg. */
export function CarbonBadge({ productName, size = 'sm', className = '' }: CarbonBadgeProps) {
  const t = useT();
  const badge = productBadge(productName);
  if (badge.hidden) return null;
  const Icon = TONE_ICON[badge.tone];
  return (
    <span
      data-testid="carbon-badge"
      data-tone={badge.tone}
      data-size={size}
      className={`inline-flex w-fit items-center rounded-full font-medium whitespace-nowrap ring-1 ring-inset ${SIZE[size].box} ${TONE_CLASS[badge.tone]} ${className}`}
    >
      <Icon className={`${SIZE[size].icon} shrink-0`} aria-hidden="true" />
      {netWords(t, badge.tone, badge.net)}
    </span>
  );
}
