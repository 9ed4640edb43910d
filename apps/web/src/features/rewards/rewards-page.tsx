import { formatIndianNumber } from '@harit/core/indian-number';
import type { RewardEntry } from '@harit/core/types';
import { Award, Leaf, RotateCcw, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { IconItem } from '../../components/icon-item';
import { Page } from '../../components/page';
import { Panel } from '../../components/panel';
import { LoadingState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { type translate, useLanguage, useT } from '../../lib/i18n';
import { formatIstDate } from '../../lib/ist-format';
import { UserQueryState } from '../../lib/require-user';
import { useRewards } from './api/get-rewards';

function HowPointsWork({ perKg }: { perKg: number }) {
  const t = useT();
  return (
    <section
      aria-labelledby="how-heading"
      className="rounded-2xl bg-brand-50 p-5 text-brand-950 sm:p-6"
    >
      <h2 id="how-heading" className="text-lg font-semibold">
        {t('How green points work')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        <IconItem icon={Leaf}>
          {t('Earn')}{' '}
          <strong>{t('{perKg} points for every kg of CO2e', { perKg: String(perKg) })}</strong>{' '}
          {t(
            'an order saves, by each product’s carbon figure (its page says how we worked it out), rounded down to whole points, once the order is delivered.',
          )}
        </IconItem>
        <IconItem icon={RotateCcw}>
          {t(
            'Cancelling an order, or a refund for returned units, takes their points back; the ledger shows both lines.',
          )}
        </IconItem>
        <IconItem icon={ShoppingBag}>
          {t('Your savings also count towards the')}{' '}
          <Link to="/carbon-tracker" className="font-semibold underline">
            {t('Carbon Tracker')}
          </Link>
          .
        </IconItem>
      </ul>
    </section>
  );
}

/**
 * What an entry is for, in the page's language, from its kind and order number (decision 077):
 * the stored reason is English text, kept only for entries that have neither (older rows).
 */
function ledgerReason(t: typeof translate, entry: RewardEntry): string {
  const number = entry.orderNumber;
  if (!number) return t(entry.reason);
  if (entry.reversal === 'cancelled') return t('Order #{number} cancelled', { number });
  if (entry.reversal === 'returned') return t('Order #{number}: units returned', { number });
  if (entry.savedKg !== null) {
    return t('Order #{number}: {kg} kg CO2e saved', { number, kg: entry.savedKg.toFixed(1) });
  }
  return t(entry.reason);
}

function Ledger({ entries }: { entries: RewardEntry[] }) {
  const t = useT();
  const language = useLanguage();
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Award}
        title={t('No green points yet')}
        description={t('Buy eco-friendly products to earn your first points.')}
        action={<EmptyStateLink to="/shop">{t('Shop eco-friendly')}</EmptyStateLink>}
      />
    );
  }
  return (
    <ul className="divide-y divide-stone-200" aria-label={t('Points ledger')}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-stone-900">{ledgerReason(t, entry)}</p>
            <p className="text-sm text-stone-600">
              {formatIstDate(entry.createdAt, language)}
              {entry.reversal && (
                <span data-testid="points-reversal" className="font-medium text-amber-900">
                  {' · '}
                  {entry.reversal === 'cancelled'
                    ? t('Taken back: the order was cancelled')
                    : t('Taken back: units were returned')}
                </span>
              )}
              {entry.orderNumber && (
                <>
                  {' · '}
                  <Link
                    to={`/orders/${entry.orderNumber}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('Order #{number}', { number: entry.orderNumber })}
                  </Link>
                </>
              )}
            </p>
          </div>
          <p
            className={`shrink-0 font-semibold ${entry.points >= 0 ? 'text-brand-700' : 'text-red-700'}`}
          >
            {entry.points >= 0 ? '+' : '−'}
            {formatIndianNumber(Math.abs(entry.points))}
            <span className="sr-only">{` ${t('points')}`}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function RewardsSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading your rewards…')} className="space-y-4">
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </LoadingState>
  );
}

/** /rewards (DESIGN.md §6.3): the green-points balance, how points are earned, the ledger. */
export function RewardsPage() {
  const t = useT();
  const rewards = useRewards();

  return (
    <Page title={t('Rewards')} eyebrow={t('Green points')}>
      <UserQueryState
        prompt={t('Please sign in to view your rewards')}
        query={rewards}
        loading={<RewardsSkeleton />}
        errorMessage={t('Failed to load rewards.')}
      >
        {({ balance, pointsPerKgSaved, entries }) => (
          // grid-cols-1 (minmax(0, 1fr)), not an auto column: a long ledger reason, truncated,
          // otherwise widens the column past a 390 px phone.
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-1">
              <Panel
                title={t('Your balance')}
                headingClassName="text-sm font-semibold text-stone-700"
              >
                <p className="mt-2 flex items-baseline gap-2">
                  <span
                    data-testid="points-balance"
                    className="text-4xl font-bold tracking-tight text-brand-800"
                  >
                    {formatIndianNumber(balance)}
                  </span>
                  <span className="text-stone-600">{t('green points')}</span>
                </p>
              </Panel>
              <HowPointsWork perKg={pointsPerKgSaved} />
            </div>
            <Panel
              title={t('Points history')}
              className="lg:col-span-2"
              headingClassName="mb-2 text-lg font-semibold text-stone-900"
            >
              <Ledger entries={entries} />
            </Panel>
          </div>
        )}
      </UserQueryState>
    </Page>
  );
}
