import type { ReviewRating } from '@harit/core/types';
import { useT } from '../../../lib/i18n';

const STARS_HIGH_FIRST: ReviewRating[] = [5, 4, 3, 2, 1];

/**
 * How many reviews gave each number of stars, as bars with their counts: a named figure (not a
 * named list), each bar an SVG rectangle as wide as its share (not an inline style), as
 * html-validate's recommended rules ask (decision 071).
 */
export function RatingHistogram({
  histogram,
  total,
}: {
  histogram: Record<ReviewRating, number>;
  total: number;
}) {
  const t = useT();
  return (
    <figure aria-label={t('Reviews by stars')} className="w-full max-w-xs">
      <ul className="space-y-1.5">
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
              <svg
                aria-hidden="true"
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-stone-200"
              >
                {/* rx = half the bar's 10 px height: the rounded ends of the bar before. */}
                <rect width={`${share}%`} height="100%" rx="5" className="fill-haldi-500" />
              </svg>
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
