import { Star } from 'lucide-react';
import { type translate, useT } from '../../../lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** "1 star", "4 stars". */
export const starLabel = (t: typeof translate, stars: number) =>
  t('{stars, plural, one {# star} other {# stars}}', { stars });

/**
 * Choosing 1–5 stars: five native radio buttons in a labelled group, so Tab reaches the group
 * and the arrow keys change the rating as in any radio group; the stars are their labels.
 */
export function StarInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  /** Already translated. */
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-semibold text-stone-800">
        {t('Your rating')}
      </legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={id}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">{starLabel(t, stars)}</span>
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={`size-7 ${value !== undefined && stars <= value ? 'fill-haldi-500 text-haldi-500' : 'fill-stone-100 text-stone-400'}`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
