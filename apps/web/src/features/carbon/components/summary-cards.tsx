import type { CarbonSummary } from '@harit/core/types';
import { Factory, Leaf, type LucideIcon, Pencil, ShoppingBag, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/i18n';
import { goalFigure, kgFigure } from '../carbon-format';
import { GoalForm } from './goal-form';

const KG = 'kg CO2e';

type CardId = 'monthly-emissions' | 'emissions-saved' | 'eco-products' | 'carbon-goal';

/** Each card's icon, its colours and the unit of its figure, by its figure's test id. */
const LOOKS: Record<CardId, { icon: LucideIcon; tone: string; unit?: string }> = {
  'monthly-emissions': { icon: Factory, tone: 'bg-red-50 text-red-700', unit: KG },
  'emissions-saved': { icon: Leaf, tone: 'bg-brand-50 text-brand-700', unit: KG },
  'eco-products': { icon: ShoppingBag, tone: 'bg-haldi-100 text-haldi-800' },
  'carbon-goal': { icon: Target, tone: 'bg-sky-50 text-sky-700', unit: KG },
};

interface CardProps {
  id: CardId;
  title: string;
  value: string;
  /** A line under the figure saying what it counts. */
  note?: string;
  children?: ReactNode;
}

function Card({ id, title, value, note, children }: CardProps) {
  const { icon: Icon, tone, unit } = LOOKS[id];
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <span className={`rounded-full p-2.5 ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-sm font-semibold text-stone-700">{title}</h2>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-stone-900">
        <span data-testid={id}>{value}</span>
        {unit && <span className="ml-1.5 text-base font-medium text-stone-600">{unit}</span>}
      </p>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
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
        id="monthly-emissions"
        title={t('Monthly Emissions')}
        value={kgFigure(summary.monthlyEmissions)}
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
        id="emissions-saved"
        title={t('Emissions Saved')}
        value={kgFigure(summary.savedEmissions)}
        note={t('this month, by eco-friendly choices')}
      />
      <Card
        id="eco-products"
        title={t('Eco Products this month')}
        value={String(summary.ecoProductsPurchased)}
        note={t('eco-friendly items bought')}
      />
      <Card
        id="carbon-goal"
        title={t('Carbon Goal')}
        value={goalFigure(summary.carbonGoal)}
        note={t('monthly target')}
      >
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
