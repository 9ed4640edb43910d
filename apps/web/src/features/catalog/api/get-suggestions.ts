import type { Language } from '@harit/core/language';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';

/** Ask after the typing pauses this long, and only for this many letters or more. */
export const SUGGESTION_DEBOUNCE_MS = 200;
export const SUGGESTION_MIN_LENGTH = 2;

export interface ProductSuggestion {
  _id: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  /** its GST rate in percent (decision 073) */
  gstRate: number;
  /** the price of one with its GST (decision 082) */
  priceWithGst: number;
}

export interface CategorySuggestion {
  name: string;
  slug: string;
}

export interface Suggestions {
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

export function getSuggestions(
  term: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Suggestions> {
  return apiFetch<Suggestions>(
    inLanguage(`/products/suggestions?q=${encodeURIComponent(term)}`, language),
    { signal },
  );
}

export const suggestionsQueryOptions = (term: string, language: Language = 'en') =>
  queryOptions({
    queryKey: [...queryRoots.products, 'suggestions', term, ...languageKey(language)] as const,
    queryFn: ({ signal }) => getSuggestions(term, language, signal),
    enabled: term.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 5 * 60_000,
    // The last answer stays up while the next one is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

/** GET /products/suggestions for what is typed, once typing pauses (decision 016). */
export function useSuggestions(typed: string) {
  const language = useLanguage();
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(suggestionsQueryOptions(term, language));
  const ready =
    typed.trim().length >= SUGGESTION_MIN_LENGTH && term.length >= SUGGESTION_MIN_LENGTH;
  return ready ? query.data : undefined;
}
