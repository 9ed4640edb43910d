// Decision 044: the server's own texts (API error messages, e-mails) in the person's
// language. As in the web app (decision 042), a message is keyed by its English text, written as
// ICU MessageFormat (`'Only {stock} of {name} left in stock'`), and its translations live in
// ./en.json and ./hi.json; `scripts/check-messages.mjs` keeps them and the code in step. The
// English catalogue formats a key to exactly the English the API answered before, so a client
// that asks for no language sees no change.
//
//   translate('hi', 'Product not found')                      → 'उत्पाद नहीं मिला'
//   translate('hi', '{name} is out of stock', { name })       → '… स्टॉक में नहीं है'
//
// A text that is not in the catalogue (a library's own message) is answered as it is.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@harit/core/language';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from './en.json' with { type: 'json' };
import hindi from './hi.json' with { type: 'json' };

export type { Language } from '@harit/core/language';

const sources: Record<Language, Record<string, string>> = { en: english, hi: hindi };

function compiled(catalog: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]),
  );
}

const englishMessages = compiled(sources.en);

/**
 * One Lingui instance per language, each always active in its own language: requests in
 * different languages are answered at the same time, so none switches a shared one. A Hindi
 * message still missing falls back to its English.
 */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages =
      language === DEFAULT_LANGUAGE
        ? englishMessages
        : { ...englishMessages, ...compiled(sources[language]) };
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
) as Record<Language, I18n>;

/** Whether the catalogue has this message (a library's own text is not in it). */
export function isMessage(id: string): boolean {
  return Object.hasOwn(englishMessages, id);
}

/** A message in `language`, with its placeholders filled in; an unknown text as it is. */
export function translate(
  language: Language,
  id: string,
  values?: Record<string, unknown>,
): string {
  if (!isMessage(id)) return id;
  return instances[language]._(id, values);
}

/**
 * Marks a text as a message without translating it yet (a constant used in several places,
 * translated where it is answered). The check finds the catalogue's keys by this call.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}
