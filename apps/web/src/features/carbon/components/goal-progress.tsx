import { type GoalColour, goalProgress } from '@harit/core/carbon';
import { Link } from 'react-router';
import { msg, useT } from '../../../lib/i18n';
import { goalFigure, kgFigure } from '../carbon-format';

// SPEC §4: green below 50 % of the goal, yellow below 80 %, red otherwise (core goalProgress).
const BAR_CLASS: Record<GoalColour, string> = {
  green: 'bg-brand-600',
  yellow: 'bg-haldi-500',
  red: 'bg-red-600',
};
/** Colour is never the only signal: each band also has words. */
const BAND_WORDS: Record<GoalColour, string> = {
  green: msg('On track'),
  yellow: msg('Getting close'),
  red: msg('Near or over the goal'),
};
const BAND_TEXT_CLASS: Record<GoalColour, string> = {
  green: 'text-brand-800',
  yellow: 'text-haldi-800',
  red: 'text-red-700',
};

interface Suggestion {
  category: string;
  label: string;
  why: string;
}

const HOME_AND_FOOD: Suggestion[] = [
  { category: 'Solar', label: msg('Solar products'), why: msg('cut grid electricity') },
  { category: 'Organic', label: msg('Organic food'), why: msg('lower-impact groceries') },
];
const SHOPPING: Suggestion[] = [
  {
    category: 'Zero Waste',
    label: msg('Zero Waste essentials'),
    why: msg('replace single-use items'),
  },
  { category: 'Reusable', label: msg('Reusables'), why: msg('buy once, use for years') },
];

/** Eco-friendly alternatives for the biggest part of this month's emissions first. */
export function suggestionsFor(monthlyEmissions: number, shoppingEmissions: number): Suggestion[] {
  const mostlyShopping = monthlyEmissions > 0 && shoppingEmissions * 2 >= monthlyEmissions;
  return mostlyShopping ? [...SHOPPING, ...HOME_AND_FOOD] : [...HOME_AND_FOOD, ...SHOPPING];
}

interface GoalProgressProps {
  monthlyEmissions: number;
  shoppingEmissions: number;
  goal: number;
}

/** SPEC §2 "Monthly Carbon Goal Progress": the bar and its line. */
export function GoalProgress({ monthlyEmissions, shoppingEmissions, goal }: GoalProgressProps) {
  const t = useT();
  const progress = goalProgress(monthlyEmissions, goal);
  const percent = Math.round(progress.percent);
  const over = progress.over > 0;

  return (
    <section
      aria-labelledby="goal-progress-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="goal-progress-heading" className="text-lg font-semibold text-stone-900">
          {t('Monthly Carbon Goal Progress')}
        </h2>
        <p className={`text-sm font-semibold ${BAND_TEXT_CLASS[progress.colour]}`}>
          {t(BAND_WORDS[progress.colour])} ·{' '}
          {t('{percent}% of {goal} kg', { percent, goal: goalFigure(goal) })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="goal-progress-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.width)}
        aria-valuetext={t('{percent}% of your monthly goal: {band}', {
          percent,
          band: t(BAND_WORDS[progress.colour]),
        })}
        data-colour={progress.colour}
        className="mt-4 h-4 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          data-testid="goal-bar-fill"
          className={`h-full rounded-full transition-[width] duration-500 ${BAR_CLASS[progress.colour]}`}
          style={{ width: `${progress.width}%` }}
        />
      </div>
      <p className="mt-3 text-stone-700" data-testid="goal-line">
        {over
          ? t("You're {kg} kg over your goal.", { kg: kgFigure(progress.over) })
          : progress.under > 0
            ? t("You're {kg} kg under your monthly goal", { kg: kgFigure(progress.under) })
            : t("You've reached your monthly goal.")}
      </p>
      {over && (
        <div className="mt-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-950">
          <p className="font-semibold">{t('Try eco-friendly alternatives:')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestionsFor(monthlyEmissions, shoppingEmissions).map((s) => (
              <li key={s.category}>
                <Link
                  to={`/shop?category=${encodeURIComponent(s.category)}`}
                  className="inline-flex rounded-full bg-white px-3 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {t(s.label)}
                  <span className="sr-only">{` (${t(s.why)})`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
