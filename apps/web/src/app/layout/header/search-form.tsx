import { SEARCH_MAX_LENGTH } from '@harit/core/limits';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestions } from '../../../features/catalog/api/get-suggestions';
import {
  SuggestionList,
  type SuggestionOption,
  suggestionOptions,
} from '../../../features/catalog/search/suggestion-list';
import { useT } from '../../../lib/i18n';

interface SearchFormProps {
  /** Called after a search was submitted or a suggestion chosen (the mobile menu closes itself). */
  onSearched?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/**
 * SPEC §2: goes to /shop?search=term and clears the box; blank input is ignored. Decision 016 adds
 * suggestions as you type, as an ARIA combobox: arrow keys move through them, Enter chooses the
 * highlighted one (with none highlighted it searches as before), Escape closes the list.
 */
export function SearchForm({ onSearched, autoFocus = false, className = '' }: SearchFormProps) {
  const t = useT();
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const [term, setTerm] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const suggestions = useSuggestions(term);
  const options = suggestionOptions(suggestions);
  const expanded = listOpen && suggestions !== undefined && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;

  const finish = (to: string) => {
    navigate(to);
    setTerm('');
    setListOpen(false);
    setActiveIndex(-1);
    onSearched?.();
  };
  const choose = (option: SuggestionOption) => finish(option.href);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    finish(`/shop?search=${encodeURIComponent(trimmed)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "none", down goes to the first and up to the last; both wrap round.
      const from = expanded ? active : -1;
      const next =
        from === -1
          ? step === 1
            ? 0
            : options.length - 1
          : (from + step + options.length) % options.length;
      setActiveIndex(next);
    } else if (event.key === 'Enter' && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the header's menus and the mobile search keep their own Escape.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    // action and method: before and without JavaScript the browser itself asks /shop?search=…,
    // which the server renders (decision 060); the app's onSubmit takes over once it runs.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to happy-dom and older browsers
    <form
      role="search"
      action="/shop"
      method="get"
      onSubmit={onSubmit}
      className={`relative flex w-full ${className}`}
    >
      <input
        id={inputId}
        aria-label={t('Search products')}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setListOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        onFocus={() => setListOpen(true)}
        placeholder={t('Search eco-friendly products...')}
        // The longest search the API accepts.
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        // Focused when it appears, and only the search bar the visitor just asked for: the
        // header's bar, rendered on every page, never takes the focus by itself.
        ref={autoFocus ? focusOnMount : undefined}
        className="h-11 w-full rounded-full border border-stone-300 bg-white pr-12 pl-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label={t('Search')}
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white transition hover:bg-brand-800"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      {expanded && suggestions && (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          activeIndex={active}
          optionId={optionId}
          onChoose={choose}
        />
      )}
    </form>
  );
}
