// Decision 042: every text a person sees comes from a message catalogue
// (src/locales/<language>.json, ICU MessageFormat, keyed by the English text, so a component
// still reads as English and SPEC.md's texts stay word for word). Lingui formats the messages;
// the catalogues reach the browser compiled (message-catalogs.ts), Hindi's only when Hindi is
// chosen. `scripts/check-messages.mjs` keeps the two catalogues and the code in step.
//
//   const t = useT();  t('Add to cart');  t('{count, plural, one {# item} other {# items}}', { count })
//
// Outside a component (a toast in a mutation's callback), `translate()` reads the language in use.

import english from 'virtual:messages/en';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  LOCALE_OF,
} from '@harit/core/language';
import { type Messages, setupI18n } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => english,
  hi: async () => (await import('virtual:messages/hi')).default,
};

/**
 * The one Lingui instance. A page rendered on the server activates its language right before
 * its synchronous render (entry-server.tsx), so pages rendered at the same time in other
 * languages cannot interleave with it.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { en: english },
  // A message with no entry is shown as its key, the English text: English keeps only its ICU
  // messages, and a text that comes from elsewhere (a server's message with no Hindi) stays
  // readable rather than blank.
  missing: (_language, id) => id,
});

const loaded = new Set<Language>(['en']);

/** Loads a language's catalogue, once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.load(language, await loaders[language]());
  loaded.add(language);
}

/**
 * Makes a loaded language the one in use, synchronously: a page rendered on the server calls
 * this right before its render, with no await in between.
 */
export function setLanguageNow(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
}

/** Loads a language's catalogue (once) and makes it the one in use. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  setLanguageNow(language);
}

/** The language in use now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** A message in the language in use, for code outside components. */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/**
 * Marks a text as a message without translating it yet: for lists of labels defined at module
 * level, translated where they render (`t(label)`). The check finds the keys by this call.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The language in use; a component that reads it renders again when it changes. No provider:
 * there is one language per page, and a component rendered alone (a test) reads English.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** The translate function of the language in use (a new one when the language changes). */
export function useT(): (id: string, values?: Record<string, unknown>) => string {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so memoised children that take it render again
  return useCallback((id, values) => i18n._(id, values), [language]);
}

/** Remembers the browser's choice where the server can read it when it renders a page. */
export function rememberLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const chosenListeners = new Set<(language: Language) => void>();

/** Called after the shopper picks a language (the account remembers it too when signed in). */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** The switch's action: load, show, remember in this browser, tell who listens. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  // Hindi's face first: its font-display is optional, so a face still loading when the page
  // turns Hindi would not be used until the next page.
  if (language === 'hi')
    await document.fonts?.load('1em "Harit Devanagari"', 'हिन्दी').catch(() => {});
  setLanguageNow(language);
  document.documentElement.lang = LOCALE_OF[language];
  rememberLanguage(language);
  for (const listener of chosenListeners) listener(language);
}
