// The catalogue's reads, the cart and the wishlist answer in Hindi with `?lang=hi`
// (product and category names and descriptions, English where a Hindi one is missing). English
// asks exactly as before, so its requests and its cached pages do not change; Hindi adds the
// parameter to the request and the language to the query's key, so a switch fetches the Hindi
// answers.
import type { Language } from '@harit/core/language';

/** The path with `lang=hi` added for Hindi; English's path as it is. */
export function inLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** What such a query's key ends with: nothing for English, the language otherwise. */
export function languageKey(language: Language): [] | [Language] {
  return language === 'en' ? [] : [language];
}
