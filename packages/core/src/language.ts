// The shop's languages (issue 19): English, the default, and Hindi. One list for the catalogue's
// `lang` query parameter, the account's stored language and the web app's switch.
import { z } from './zod.ts';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en or hi.' });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** GET catalogue reads: `lang` (default en) picks the Hindi names where they exist. */
export const languageQuery = z.object({ lang: languageSchema.default(DEFAULT_LANGUAGE) });

/** PUT /api/account/language. */
export const languageBody = z.object({ language: languageSchema }).strict();
