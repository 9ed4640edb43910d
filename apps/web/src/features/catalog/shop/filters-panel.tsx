import type { FormEvent, ReactNode } from 'react';
import { controlClass } from '../../../components/form/form-field';
import {
  countNarrowingFilters,
  MIN_DISCOUNTS,
  MIN_RATINGS,
  type MinDiscount,
  type MinRating,
  type ProductFilters,
} from './shop-filters';

interface FiltersPanelProps {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="grid gap-1.5">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  label,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

function readRupees(form: FormData, name: string): number | undefined {
  const value = String(form.get(name) ?? '').trim();
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Issue 14's filters: price range, rating, in stock only, discount. Each choice changes the URL
 * at once (a new history entry, so Back undoes it); the price range waits for Apply.
 */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      ...filters,
      minPrice: readRupees(form, 'minPrice'),
      maxPrice: readRupees(form, 'maxPrice'),
    });
  };
  const setRating = (minRating: MinRating | undefined) => onChange({ ...filters, minRating });
  const setDiscount = (minDiscount: MinDiscount | undefined) =>
    onChange({ ...filters, minDiscount });

  return (
    <div className="grid gap-6">
      <Group legend="Price (₹)">
        <form
          // A new key when the URL's range changes (Back, Clear) resets the boxes to it.
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          onSubmit={applyPrices}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="grid min-w-0 flex-1 basis-20 gap-1 text-xs text-stone-600">
            Min
            <input
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={filters.minPrice}
              placeholder="0"
              className={`${controlClass} h-10`}
            />
          </label>
          <label className="grid min-w-0 flex-1 basis-20 gap-1 text-xs text-stone-600">
            Max
            <input
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={filters.maxPrice}
              placeholder="Any"
              className={`${controlClass} h-10`}
            />
          </label>
          <button
            type="submit"
            className="h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white transition hover:bg-brand-800"
          >
            Apply
          </button>
        </form>
      </Group>
      <Group legend="Customer rating">
        <Choice
          name="minRating"
          label="Any rating"
          checked={!filters.minRating}
          onSelect={() => setRating(undefined)}
        />
        {MIN_RATINGS.map((rating) => (
          <Choice
            key={rating}
            name="minRating"
            label={`${rating}★ & up`}
            checked={filters.minRating === rating}
            onSelect={() => setRating(rating)}
          />
        ))}
      </Group>
      <Group legend="Discount">
        <Choice
          name="minDiscount"
          label="Any discount"
          checked={!filters.minDiscount}
          onSelect={() => setDiscount(undefined)}
        />
        {MIN_DISCOUNTS.map((discount) => (
          <Choice
            key={discount}
            name="minDiscount"
            label={`${discount}% off or more`}
            checked={filters.minDiscount === discount}
            onSelect={() => setDiscount(discount)}
          />
        ))}
      </Group>
      <Group legend="Availability">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            checked={filters.inStock ?? false}
            onChange={(event) =>
              onChange({ ...filters, inStock: event.target.checked || undefined })
            }
            className="size-4 accent-brand-700"
          />
          In stock only
        </label>
      </Group>
      {countNarrowingFilters(filters) > 0 && (
        <button
          type="button"
          onClick={() =>
            onChange({ category: filters.category, search: filters.search, sort: filters.sort })
          }
          className="justify-self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
