import type { ReviewRating } from '@harit/core/types';
import { useT } from '../../../lib/i18n';

const STARS_HIGH_FIRST: ReviewRating[] = [5, 4, 3, 2, 1];

/** How many reviews gave each number of stars, as bars with their counts. */
export function RatingHistogram({
  histogram,
  total,
}: {
  histogram: Record<ReviewRating, number>;
  total: number;
}) {
  const t = useT();
  return (
    <ul aria-label={t('Reviews by stars')} className="w-full max-w-xs space-y-1.5">
      {STARS_HIGH_FIRST.map((stars) => {
        const count = histogram[stars];
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
            <span className="sr-only">
              {/* `shown` rather than #: the figure stays ungrouped, as it always read. */}
              {t(
                '{stars, plural, one {# star} other {# stars}}: {count, plural, one {1 review} other {{shown} reviews}}',
                { stars, count, shown: String(count) },
              )}
            </span>
            <span aria-hidden="true" className="w-12 shrink-0">
              {t('{stars} star', { stars })}
            </span>
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
            >
              <span
                className="block h-full rounded-full bg-haldi-500"
                style={{ width: `${share}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
