import { formatIndianNumber } from '@harit/core/indian-number';
import { useT } from '../lib/i18n';

interface StarsProps {
  rating: number;
  ratingCount: number;
  className?: string;
}

/** SPEC §9: five stars, filled up to the floor of the rating, with rating and ratingCount. */
export function Stars({ rating, ratingCount, className = '' }: StarsProps) {
  const t = useT();
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  const shown = rating.toFixed(1);
  return (
    // Wraps: in a two-column card at 390 px the stars, rating and a count like (4,800) are wider
    // than the card, and the card's overflow-hidden cut the count's closing bracket off.
    <div className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm ${className}`}>
      <span className="sr-only">
        {t('Rated {rating} out of 5 from {count} ratings', {
          rating: shown,
          count: formatIndianNumber(ratingCount),
        })}
      </span>
      <span aria-hidden="true" className="flex" data-testid="stars">
        {[0, 1, 2, 3, 4].map((i) => (
          // index.css draws each star (.rating-star): an element, not an <svg> of its own.
          <span key={i} data-filled={i < filled} className="rating-star" />
        ))}
      </span>
      <span aria-hidden="true" className="font-medium text-stone-800">
        {shown}
      </span>
      <span aria-hidden="true" className="text-stone-600">
        ({formatIndianNumber(ratingCount)})
      </span>
    </div>
  );
}
