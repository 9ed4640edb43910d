import type { Review } from '@harit/core/types';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDate } from '../../../lib/ist-format';

/** One review. Its words are plain text: React shows them as text, never as HTML. */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <article className="border-stone-200 border-b py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className="flex"
          role="img"
          aria-label={t('Rated {stars, plural, one {# star} other {# stars}} out of 5', {
            stars: review.rating,
          })}
        >
          {[1, 2, 3, 4, 5].map((i) => (
            // Drawn by index.css (.rating-star), as the product's own stars are.
            <span key={i} data-filled={i <= review.rating} className="rating-star" />
          ))}
        </span>
        {review.title && <h3 className="font-semibold text-stone-900">{review.title}</h3>}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {review.authorName} · {formatIstDate(review.createdAt, language)}
        {review.verifiedPurchase && (
          <span className="ml-2 inline-flex items-center gap-1 font-medium text-brand-800">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('Verified purchase')}
          </span>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.text}</p>
      {actions && <div className="mt-3 flex gap-3">{actions}</div>}
    </article>
  );
}
