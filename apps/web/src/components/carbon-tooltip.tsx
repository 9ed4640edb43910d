import { formatKg, tooltipImpact } from '@harit/core/carbon';
import { Info, Leaf } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { withElements } from '../lib/rich-message';
import { netWords, TONE_CLASS } from './carbon-badge';

interface CarbonTooltipProps {
  productName: string;
  className?: string;
}

/**
 * SPEC §2 / §9 tooltip variant: the figure for a product, with a tooltip explaining what it saves
 * against what it emits. Opens on hover and on keyboard focus, closes on Escape.
 */
export function CarbonTooltip({ productName, className = '' }: CarbonTooltipProps) {
  const t = useT();
  const impact = tooltipImpact(productName);
  const saves = withElements({ amount: <strong>{formatKg(impact.savings)}</strong> });
  const emits = withElements({ amount: <strong>{formatKg(impact.emissions)}</strong> });
  const [open, setOpen] = useState(false);
  const tooltipId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what focus on the button does
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-describedby={tooltipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASS[impact.tone]}`}
      >
        <Leaf className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{t('Carbon impact:')} </span>
        {netWords(t, impact.tone, impact.net)}
        <Info className="size-3.5" aria-hidden="true" />
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        hidden={!open}
        className="absolute bottom-full left-0 z-30 mb-2 w-64 rounded-xl bg-stone-900 p-3 text-left text-xs leading-relaxed text-white shadow-lg"
      >
        <span className="block">
          {saves.render(
            t('Saves {amount} compared with a conventional alternative.', saves.values),
          )}
        </span>
        <span className="block">
          {emits.render(t('Making and delivering it emits {amount}.', emits.values))}
        </span>
        <span className="mt-1 block border-t border-white/20 pt-1">
          {t('Net: {amount} (estimate from the product type)', {
            amount: netWords(t, impact.tone, impact.net),
          })}
        </span>
      </span>
    </span>
  );
}
