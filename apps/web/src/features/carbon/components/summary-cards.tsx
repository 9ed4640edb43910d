import type { CarbonSummary } from '@harit/core/types';
import { Factory, Leaf, type LucideIcon, Pencil, ShoppingBag, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/i18n';
import { goalFigure, kgFigure } from '../carbon-format';
import { GoalForm } from './goal-form';

interface CardProps {
  icon: LucideIcon;
  title: string;
  value: string;
  unit?: string;
  testId: string;
  children?: ReactNode;
  tone: string;
}

function Card({ icon: Icon, title, value, unit, testId, children, tone }: CardProps) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <span className={`rounded-full p-2.5 ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-sm font-semibold text-stone-700">{title}</h2>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-stone-900">
        <span data-testid={testId}>{value}</span>
        {unit && <span className="ml-1.5 text-base font-medium text-stone-600">{unit}</span>}
      </p>
      {children}
    </li>
  );
}

/** SPEC §2: the four cards, from the SPEC §3 carbon summary. */
export function SummaryCards({ summary }: { summary: CarbonSummary }) {
  const t = useT();
  const [editingGoal, setEditingGoal] = useState(false);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card
        icon={Factory}
        title={t('Monthly Emissions')}
        value={kgFigure(summary.monthlyEmissions)}
        unit="kg CO2e"
        testId="monthly-emissions"
        tone="bg-red-50 text-red-700"
      >
        <dl className="mt-2 space-y-0.5 text-sm text-stone-600">
          <div className="flex gap-1">
            <dt>{t('From shopping:')}</dt>
            <dd data-testid="shopping-emissions">{kgFigure(summary.shoppingEmissions)} kg</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('All-time total:')}</dt>
            <dd data-testid="total-emissions">{kgFigure(summary.totalEmissions)} kg</dd>
          </div>
        </dl>
      </Card>
      <Card
        icon={Leaf}
        title={t('Emissions Saved')}
        value={kgFigure(summary.savedEmissions)}
        unit="kg CO2e"
        testId="emissions-saved"
        tone="bg-brand-50 text-brand-700"
      >
        <p className="mt-2 text-sm text-stone-600">{t('this month, by eco-friendly choices')}</p>
      </Card>
      <Card
        icon={ShoppingBag}
        title={t('Eco Products this month')}
        value={String(summary.ecoProductsPurchased)}
        testId="eco-products"
        tone="bg-haldi-100 text-haldi-800"
      >
        <p className="mt-2 text-sm text-stone-600">{t('eco-friendly items bought')}</p>
      </Card>
      <Card
        icon={Target}
        title={t('Carbon Goal')}
        value={goalFigure(summary.carbonGoal)}
        unit="kg CO2e"
        testId="carbon-goal"
        tone="bg-sky-50 text-sky-700"
      >
        <p className="mt-2 text-sm text-stone-600">{t('monthly target')}</p>
        {editingGoal ? (
          <GoalForm goal={summary.carbonGoal} onDone={() => setEditingGoal(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setEditingGoal(true)}
            className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            {t('Edit goal')}
          </button>
        )}
      </Card>
    </ul>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="summary-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="mt-4 h-8 w-28" />
          <Skeleton className="mt-3 h-4 w-40" />
        </div>
      ))}
    </div>
  );
}
