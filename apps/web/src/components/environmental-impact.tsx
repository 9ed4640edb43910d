import { type EnvironmentalImpact, formatKg } from '@harit/core/carbon';
import { Leaf } from 'lucide-react';

interface EnvironmentalImpactBoxProps {
  /** From core's environmentalImpact(), or an order's carbonImpact: both one decimal. */
  impact: EnvironmentalImpact;
  title?: string;
  /** Its heading's level in the page's outline: 3 inside a panel (the default), 2 on its own. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** "4.2 kg CO2 saved" / "1.3 kg CO2 added" / "0.0 kg CO2": the net in words, not colour alone. */
export function netImpactText(net: number): string {
  if (net > 0) return `${formatKg(net)} saved`;
  if (net < 0) return `${formatKg(-net)} added`;
  return formatKg(0);
}

/**
 * SPEC §2 checkout's Environmental Impact box (and its recap on the confirmation and on orders):
 * CO2 saved, emissions, eco products and the net impact, one decimal (SPEC §9).
 */
export function EnvironmentalImpactBox({
  impact,
  title = 'Environmental Impact',
  headingLevel = 3,
  className = '',
}: EnvironmentalImpactBoxProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const netTone =
    impact.net > 0 ? 'text-brand-800' : impact.net < 0 ? 'text-red-700' : 'text-stone-700';
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-brand-200 bg-brand-50 p-4 ${className}`}
    >
      <Heading className="flex items-center gap-2 font-semibold text-brand-900">
        <Leaf className="size-4.5 shrink-0" aria-hidden="true" />
        {title}
      </Heading>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">CO2 saved</dt>
          <dd className="font-medium text-brand-800">{formatKg(impact.savings)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Emissions</dt>
          <dd className="font-medium text-stone-800">{formatKg(impact.emissions)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Eco products</dt>
          <dd className="font-medium text-stone-800">{impact.ecoProducts}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-1.5">
          <dt className="font-semibold text-stone-900">Net impact</dt>
          <dd className={`font-semibold ${netTone}`}>{netImpactText(impact.net)}</dd>
        </div>
      </dl>
    </section>
  );
}
