import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@harit/core/language';
import { Languages } from 'lucide-react';
import { chooseLanguage, useLanguage, useT } from '../../../lib/i18n';

/**
 * The header's switch (from 768 px): one button naming the other language in its own
 * script, as Indian shops show it.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const other: Language = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t('Show the shop in {language}', { language: LANGUAGE_NAMES[other] })}
      onClick={() => void chooseLanguage(other)}
      className="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white transition hover:bg-white/10"
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}

/** The mobile menu's switch: both languages, the one in use pressed. */
export function LanguageChoice() {
  const t = useT();
  const language = useLanguage();
  return (
    <fieldset className="flex gap-2 px-3">
      <legend className="sr-only">{t('Language')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
          className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 transition hover:bg-stone-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
