import { SEARCH_MAX_LENGTH } from '@harit/core/limits';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

interface SearchFormProps {
  /** Called after a search was submitted (the mobile menu closes itself). */
  onSearched?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/** SPEC §2: goes to /shop?search=term and clears the box; blank input is ignored. */
export function SearchForm({ onSearched, autoFocus = false, className = '' }: SearchFormProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(`/shop?search=${encodeURIComponent(trimmed)}`);
    setTerm('');
    onSearched?.();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to happy-dom and older browsers
    <form role="search" onSubmit={onSubmit} className={`relative flex w-full ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search eco-friendly products..."
        // The longest search the API accepts (issue 12, item 12).
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only the search bar the visitor just asked for
        autoFocus={autoFocus}
        className="h-11 w-full rounded-full border border-stone-300 bg-white pr-12 pl-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white transition hover:bg-brand-800"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
