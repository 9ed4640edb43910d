import { formatINR, unitPriceWithGst } from '@harit/core/money';
import { LayoutGrid } from 'lucide-react';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/i18n';
import type { Suggestions } from '../api/get-suggestions';

/** One choice in the list: where it leads and what it says. */
export interface SuggestionOption {
  key: string;
  href: string;
  label: string;
}

/** The suggestions in list order: products first, then categories (the order arrow keys follow). */
export function suggestionOptions(suggestions: Suggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((p) => ({
      key: `product-${p._id}`,
      href: `/product/${encodeURIComponent(p.slug)}`,
      label: p.name,
    })),
    ...suggestions.categories.map((c) => ({
      key: `category-${c.slug}`,
      href: `/shop?category=${encodeURIComponent(c.name)}`,
      label: c.name,
    })),
  ];
}

interface SuggestionListProps {
  id: string;
  suggestions: Suggestions;
  /** Index into suggestionOptions(suggestions) of the highlighted choice; -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The listbox of the header search's combobox (WAI-ARIA APG combobox with listbox popup): focus
 * stays in the box, the highlighted option is its aria-activedescendant.
 */
export function SuggestionList({
  id,
  suggestions,
  activeIndex,
  optionId,
  onChoose,
}: SuggestionListProps) {
  const t = useT();
  const options = suggestionOptions(suggestions);
  const productCount = suggestions.products.length;
  const option = (index: number, content: React.ReactNode) => {
    const choice = options[index];
    if (!choice) return null;
    const active = index === activeIndex;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: focus stays in the box, which handles the keys
      // biome-ignore lint/a11y/useKeyWithClickEvents: the same choice by keyboard is Enter in the box
      <div
        key={choice.key}
        id={optionId(index)}
        role="option"
        aria-selected={active}
        // Keep focus in the box: the click, not the press, chooses.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(choice)}
        className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
      >
        {content}
      </div>
    );
  };

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('Suggestions')}
      className="on-light absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-2 text-stone-800 shadow-xl ring-1 ring-stone-200"
    >
      {productCount > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: APG listbox: options grouped under a label
        <div role="group" aria-label={t('Products')}>
          {suggestions.products.map((product, index) =>
            option(
              index,
              <>
                <ProductImage
                  src={product.image}
                  alt=""
                  className="size-10 shrink-0 rounded-lg object-cover"
                />
                <span className="min-w-0 flex-1 truncate text-sm text-stone-900">
                  {product.name}
                </span>
                <span className="shrink-0 text-sm font-semibold text-stone-700">
                  {/* with its GST, as the product's page shows it (decision 082) */}
                  {formatINR(unitPriceWithGst(product.price, product.gstRate))}
                </span>
              </>,
            ),
          )}
        </div>
      )}
      {suggestions.categories.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: APG listbox: options grouped under a label
        <div role="group" aria-label={t('Categories')}>
          {suggestions.categories.map((category, index) =>
            option(
              productCount + index,
              <>
                <LayoutGrid className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="text-sm text-stone-900">
                  {category.name} <span className="text-stone-500">· {t('Category')}</span>
                </span>
              </>,
            ),
          )}
        </div>
      )}
    </div>
  );
}
