import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Page } from '../../components/page';
import { Panel } from '../../components/panel';
import { LoadingState, QueryState } from '../../components/query-state';
import { Repeat, Skeleton } from '../../components/skeleton';
import { useAuth } from '../../lib/auth';
import { msg, useT } from '../../lib/i18n';
import { UserQueryState } from '../../lib/require-user';
import { RECENT_ENTRIES, useRecentCarbonEntries } from './api/get-carbon-entries';
import { useCarbonSummary } from './api/get-carbon-summary';
import { useCarbonTrend } from './api/get-carbon-trend';
import { ActivityForm } from './components/activity-form';
import { GoalProgress } from './components/goal-progress';
import { MAX_SHOWN, RecentEntries } from './components/recent-entries';
import { ReversalNote } from './components/reversal-note';
import { SummaryCards, SummaryCardsSkeleton } from './components/summary-cards';

// recharts is the heaviest library here: load it after the cards, only on this page.
const TrendChart = lazy(() =>
  import('./components/trend-chart').then((m) => ({ default: m.TrendChart })),
);

/** SPEC §8: the tracker's load-error text. */
export const LOAD_ERROR = msg('Failed to load demo data.');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} headingClassName="mb-4 text-lg font-semibold text-stone-900">
      {children}
    </Panel>
  );
}

function TrendSection() {
  const t = useT();
  const trend = useCarbonTrend();
  const chartSkeleton = <Skeleton className="h-72 w-full" />;
  return (
    <Section title={t('Emissions vs savings, last 12 months')}>
      <QueryState query={trend} loading={chartSkeleton} errorMessage={t(LOAD_ERROR)}>
        {(months) => (
          <Suspense fallback={chartSkeleton}>
            <TrendChart months={months} />
          </Suspense>
        )}
      </QueryState>
    </Section>
  );
}

function EntriesSection() {
  const t = useT();
  const [limit, setLimit] = useState(RECENT_ENTRIES);
  const entries = useRecentCarbonEntries(limit);
  return (
    <Section title={t('Recent entries')}>
      <QueryState
        query={entries}
        loading={
          <LoadingState label={t('Loading recent entries…')} className="space-y-3">
            <Repeat count={4}>
              <Skeleton className="h-12 w-full" />
            </Repeat>
          </LoadingState>
        }
        errorMessage={t(LOAD_ERROR)}
      >
        {(page) => (
          <RecentEntries
            entries={page.entries}
            total={page.total}
            onShowMore={() => setLimit((n) => Math.min(MAX_SHOWN, n + RECENT_ENTRIES))}
            loadingMore={entries.isFetching}
          />
        )}
      </QueryState>
    </Section>
  );
}

function TrackerSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading your carbon tracker…')} className="space-y-6">
      <SummaryCardsSkeleton />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </LoadingState>
  );
}

/** SPEC §2 Carbon Tracker (/carbon-tracker), from real data (DESIGN.md §6.2). */
export function CarbonTrackerPage() {
  const t = useT();
  const { user } = useAuth();
  const summary = useCarbonSummary();

  useEffect(() => {
    // SPEC §8: 'Carbon tracking unavailable' is logged only.
    if (summary.isError) console.warn('Carbon tracking unavailable', summary.error);
  }, [summary.isError, summary.error]);

  return (
    <Page
      title={t('Carbon Footprint Tracker')}
      eyebrow={t('Your impact')}
      lead={
        user && (
          <p className="mt-2 max-w-2xl text-stone-600">
            {t(
              'Your purchases and the activities you log, this calendar month (India Standard Time), in kg of CO2 equivalent.',
            )}
          </p>
        )
      }
    >
      <UserQueryState
        prompt={t('Please sign in to view your Carbon Tracker')}
        query={summary}
        loading={<TrackerSkeleton />}
        errorMessage={t(LOAD_ERROR)}
      >
        {(s) => (
          <div className="space-y-6">
            <SummaryCards summary={s} />
            <ReversalNote reversed={s.reversed} />
            <GoalProgress
              monthlyEmissions={s.monthlyEmissions}
              shoppingEmissions={s.shoppingEmissions}
              goal={s.carbonGoal}
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title={t('Log an activity')}>
                <ActivityForm />
              </Section>
              <TrendSection />
            </div>
            <EntriesSection />
          </div>
        )}
      </UserQueryState>
    </Page>
  );
}
