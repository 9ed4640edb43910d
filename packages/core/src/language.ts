// The shop in English and in Hindi (decision 042). English is the default, and every
// SPEC.md text stays word for word in English; Hindi is the other language a shopper may choose.
// No zod here: every page imports this file, and zod stays out of the first view (decision 037);
// the schemas of `lang` and of the account's language are in validation.ts.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a browser's choice (a year; read by the server to render pages). */
export const LANGUAGE_COOKIE = 'harit-lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** `?lang=hi` names a page's language in its address: the hreflang alternates point there. */
export const LANGUAGE_PARAM = 'lang';

/** BCP 47 tags for Intl and for <html lang>/og:locale: Indian English and Hindi (India). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/**
 * The first of a browser's preferred languages (Accept-Language, or navigator.languages) that
 * the shop speaks; null when none is. "hi-IN;q=0.9, en;q=0.8" → hi.
 */
export function preferredLanguage(accepted: string | readonly string[] | null | undefined) {
  const list =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : (accepted ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language a page is shown in (decision 042): the address's `?lang=` first (a link to the
 * Hindi page is Hindi), then the browser's remembered choice, then, on a first visit, the
 * browser's own languages; English otherwise.
 */
export function pickLanguage(from: {
  param?: string | null;
  cookie?: string | null;
  accepted?: string | readonly string[] | null;
}): Language {
  if (isLanguage(from.param)) return from.param;
  if (isLanguage(from.cookie)) return from.cookie;
  return preferredLanguage(from.accepted) ?? DEFAULT_LANGUAGE;
}

/** A cookie header's value for `name`, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
