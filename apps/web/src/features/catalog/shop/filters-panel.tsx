import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { controlClass } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import {
  countNarrowingFilters,
  MIN_DISCOUNTS,
  MIN_RATINGS,
  type ProductFilters,
  shopHref,
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
  value,
  label,
  checked,
  onSelect,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** One radio group: "any", then each of `choices`; choosing one sets the filter at once (labels translated by the caller). */
function ChoiceGroup<T extends number>({
  legend,
  name,
  anyLabel,
  choices,
  label,
  value,
  onSelect,
}: {
  legend: string;
  name: string;
  anyLabel: string;
  choices: readonly T[];
  label: (choice: T) => string;
  value: T | undefined;
  onSelect: (choice: T | undefined) => void;
}) {
  return (
    <Group legend={legend}>
      <Choice
        name={name}
        value=""
        label={anyLabel}
        checked={!value}
        onSelect={() => onSelect(undefined)}
      />
      {choices.map((choice) => (
        <Choice
          key={choice}
          name={name}
          value={String(choice)}
          label={label(choice)}
          checked={value === choice}
          onSelect={() => onSelect(choice)}
        />
      ))}
    </Group>
  );
}

function readRupees(form: FormData, name: string): number | undefined {
  const value = String(form.get(name) ?? '').trim();
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The /shop filters (decision 016): price range, rating, in stock only, discount. Each choice changes the URL
 * at once (a new history entry, so Back undoes it); the price range waits for Apply.
 */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const t = useT();
  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      ...filters,
      minPrice: readRupees(form, 'minPrice'),
      maxPrice: readRupees(form, 'maxPrice'),
    });
  };
  return (
    // One GET form (decision 060): without JavaScript the shopper picks, then Apply asks for
    // /shop with the whole view; with it, each choice applies at once and Apply sets the prices.
    <form action="/shop" method="get" onSubmit={applyPrices} className="grid gap-6">
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.search && <input type="hidden" name="search" value={filters.search} />}
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
      <Group legend={t('Price (₹)')}>
        <div
          // A new key when the URL's range changes (Back, Clear) resets the boxes to it.
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="grid min-w-0 flex-1 basis-20 gap-1 text-xs text-stone-600">
            {t('Min')}
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
            {t('Max')}
            <input
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={filters.maxPrice}
              placeholder={t('Any')}
              className={`${controlClass} h-10`}
            />
          </label>
          <Button type="submit" size="sm">
            {t('Apply')}
          </Button>
        </div>
      </Group>
      <ChoiceGroup
        legend={t('Customer rating')}
        name="minRating"
        anyLabel={t('Any rating')}
        choices={MIN_RATINGS}
        label={(rating) => t('{rating}★ & up', { rating })}
        value={filters.minRating}
        onSelect={(minRating) => onChange({ ...filters, minRating })}
      />
      <ChoiceGroup
        legend={t('Discount')}
        name="minDiscount"
        anyLabel={t('Any discount')}
        choices={MIN_DISCOUNTS}
        label={(discount) => t('{discount}% off or more', { discount })}
        value={filters.minDiscount}
        onSelect={(minDiscount) => onChange({ ...filters, minDiscount })}
      />
      <Group legend={t('Availability')}>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            name="inStock"
            value="true"
            checked={filters.inStock ?? false}
            onChange={(event) =>
              onChange({ ...filters, inStock: event.target.checked || undefined })
            }
            className="size-4 accent-brand-700"
          />
          {t('In stock only')}
        </label>
      </Group>
      {countNarrowingFilters(filters) > 0 && (
        <Link
          to={shopHref({ category: filters.category, search: filters.search, sort: filters.sort })}
          className="justify-self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t('Clear filters')}
        </Link>
      )}
    </form>
  );
}
