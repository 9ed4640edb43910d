import {
  ACTIVITY_FACTORS,
  formatActivityQuantity,
  isActivityKind,
} from '@harit/core/carbon-factors';
import type { CarbonEntry } from '@harit/core/types';
import { Activity, Loader2, ShoppingBag, Trash2 } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteActivity } from '../api/delete-activity';
import { entryDate, kgFigure } from '../carbon-format';

function quantityText(entry: CarbonEntry): string | null {
  if (entry.quantity === null) return null;
  if (entry.source === 'activity' && entry.activity && isActivityKind(entry.activity)) {
    return formatActivityQuantity(entry.activity, entry.quantity);
  }
  // Units bought, those since cancelled or returned included (their line says so).
  return entry.unit === 'item' ? `× ${entry.quantity + (entry.reversal?.units ?? 0)}` : null;
}

/**
 * An activity's entry is described by its factor's English label (the server stores it), which
 * the catalogue translates as the activity form does; a purchase's is the product's name.
 */
function describe(entry: CarbonEntry, t: ReturnType<typeof useT>): string {
  const kind = entry.activity;
  if (kind && isActivityKind(kind) && entry.description === ACTIVITY_FACTORS[kind].label)
    return t(entry.description);
  return entry.description;
}

/** "21.4 kg saved" / "+0.5 kg emitted": a saving in words, never a minus sign (decision 069). */
function Figure({ kg }: { kg: number }) {
  const t = useT();
  if (kg < 0) return <>{t('{kg} saved', { kg: `${kgFigure(Math.abs(kg))} kg` })}</>;
  return (
    <>
      +{kgFigure(kg)} kg
      <span className="sr-only">{` ${t('emitted')}`}</span>
    </>
  );
}

/**
 * A purchase's reversal (decision 077): when and why part or all of it stopped counting, and
 * how much.
 */
function ReversalLine({ reversal }: { reversal: NonNullable<CarbonEntry['reversal']> }) {
  const t = useT();
  const language = useLanguage();
  const date = entryDate(reversal.at, language);
  return (
    <p data-testid="entry-reversal" className="text-sm break-words text-amber-900">
      {reversal.reason === 'cancelled'
        ? t('Order cancelled on {date}:', { date })
        : t('{units, plural, one {# unit returned} other {# units returned}} on {date}:', {
            units: reversal.units,
            date,
          })}{' '}
      <Figure kg={reversal.kgCo2e} /> {t('no longer counted')}
    </p>
  );
}

function EntryRow({ entry }: { entry: CarbonEntry }) {
  const t = useT();
  const description = describe(entry, t);
  const language = useLanguage();
  const remove = useDeleteActivity();
  const saved = entry.kgCo2e < 0;
  const Icon = entry.source === 'purchase' ? ShoppingBag : Activity;
  const date = entryDate(entry.occurredAt, language);
  const quantity = quantityText(entry);
  const wholeReversed = entry.reversal !== null && entry.kgCo2e === 0;

  const onDelete = () =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(t('Deleted {description}', { description })),
      onError: (error) => toast.error(t(error.message)),
    });

  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={`shrink-0 rounded-full p-2 ${saved ? 'bg-brand-50 text-brand-700' : 'bg-stone-100 text-stone-600'}`}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-stone-900">
          {description}
          {quantity && <span className="font-normal text-stone-600"> · {quantity}</span>}
        </p>
        <p className="text-sm break-words text-stone-600">
          {date}
          {entry.orderNumber && ` · ${t('Order #{number}', { number: entry.orderNumber })}`}
          {entry.note && entry.note !== entry.description && ` · ${entry.note}`}
        </p>
        {entry.reversal && <ReversalLine reversal={entry.reversal} />}
      </div>
      <p
        className={`shrink-0 text-right text-sm font-semibold ${saved ? 'text-brand-700' : 'text-red-700'}`}
      >
        {wholeReversed ? (
          // Nothing of it counts now: what it counted, struck through.
          <del className="text-stone-500" data-testid="entry-reversed-figure">
            <Figure kg={entry.reversal!.kgCo2e} />
            <span className="sr-only">{` ${t('no longer counted')}`}</span>
          </del>
        ) : (
          <Figure kg={entry.kgCo2e} />
        )}
      </p>
      {entry.source === 'activity' ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={t('Delete {description} on {date}', { description, date })}
          className="shrink-0 rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          {remove.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : (
        <span className="w-8 shrink-0" aria-hidden="true" />
      )}
    </li>
  );
}

/** The API's largest page (GET /api/carbon/entries?limit=100). */
export const MAX_SHOWN = 100;

interface RecentEntriesProps {
  entries: CarbonEntry[];
  /** How many there are in all; a Show more button appears while some are not shown. */
  total: number;
  onShowMore: () => void;
  loadingMore: boolean;
}

/** The newest purchases and activities; activities can be deleted (purchases follow orders). */
export function RecentEntries({ entries, total, onShowMore, loadingMore }: RecentEntriesProps) {
  const t = useT();
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Activity}
        title={t('Nothing recorded yet')}
        description={t(
          'Log a journey or your electricity use above, or buy eco-friendly products: they appear here.',
        )}
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-stone-200" aria-label={t('Recent entries')}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {total > entries.length && entries.length < MAX_SHOWN && (
        <button
          type="button"
          onClick={onShowMore}
          disabled={loadingMore}
          className="mt-3 inline-flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {loadingMore && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t('Show more ({shown} of {total})', { shown: entries.length, total })}
        </button>
      )}
    </>
  );
}
