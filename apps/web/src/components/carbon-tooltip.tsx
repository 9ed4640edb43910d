import { carbonAmount, carbonFigure } from '@harit/core/carbon-figure';
import type { ProductCarbon } from '@harit/core/carbon-record';
import { Info, Leaf } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { withElements } from '../lib/rich-message';
import { figureWords, TONE_CLASS } from './carbon-badge';

interface CarbonTooltipProps {
  carbon: ProductCarbon;
  className?: string;
}

/**
 * SPEC §2 / §9 tooltip variant: the product's figure from its carbon record (decision 069), with
 * a tooltip saying what it weighs against what. Opens on hover and on keyboard focus, closes on
 * Escape.
 */
export function CarbonTooltip({ carbon, className = '' }: CarbonTooltipProps) {
  const t = useT();
  const figure = carbonFigure(carbon.netKgPerUnit);
  const own = withElements({
    amount: <strong>{carbonAmount(carbon.footprint.overUseKg)}</strong>,
  });
  const replaced = withElements({
    amount: <strong>{carbonAmount(carbon.alternative.overUseKg)}</strong>,
  });
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
        data-testid="carbon-tooltip"
        data-tone={figure.tone}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASS[figure.tone]}`}
      >
        <Leaf className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{t('Carbon impact:')} </span>
        {figureWords(t, carbon.netKgPerUnit)}
        <Info className="size-3.5" aria-hidden="true" />
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        hidden={!open}
        className="absolute bottom-full left-0 z-30 mb-2 w-64 rounded-xl bg-stone-900 p-3 text-left text-xs leading-relaxed text-white shadow-lg"
      >
        <span className="block">
          {own.render(
            t('Making it and using it over {use}: {amount}.', {
              ...own.values,
              use: t(carbon.use),
            }),
          )}
        </span>
        <span className="block">
          {replaced.render(
            t('What it replaces, {alternative}: {amount}.', {
              ...replaced.values,
              alternative: carbon.alternative.name,
            }),
          )}
        </span>
        <span className="mt-1 block border-t border-white/20 pt-1">
          {t('Net: {amount} (from its carbon record)', {
            amount: figureWords(t, carbon.netKgPerUnit),
          })}
        </span>
      </span>
    </span>
  );
}
