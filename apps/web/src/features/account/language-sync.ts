// The language is remembered per browser (the harit-lang cookie) and, signed in, per
// account. The account's choice is adopted when someone signs in (or a signed-in page first
// loads) in a browser that has made no choice of its own; a choice made while signed in is
// stored on the account. The server's contract: GET /api/account/me includes `language`,
// PUT /api/account/language { language } stores it.
import { cookieValue, isLanguage, LANGUAGE_COOKIE, type Language } from '@harit/core/language';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { chooseLanguage, currentLanguage, onLanguageChosen } from '../../lib/i18n';

/** Whether this browser has chosen a language itself (the switch, or an address's ?lang=). */
function browserHasChosen(): boolean {
  return cookieValue(document.cookie, LANGUAGE_COOKIE) !== null;
}

/** Stores a choice on the account; a failure costs only the memory across devices. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  try {
    await apiFetch('/account/language', { method: 'PUT', body: { language } });
  } catch (error) {
    console.error('Could not save the language on the account.', error);
  }
}

/** The account's language, or null when it has none (or the server cannot say). */
export async function fetchAccountLanguage(): Promise<Language | null> {
  try {
    const me = await apiFetch<{ language?: unknown }>('/account/me');
    return isLanguage(me?.language) ? me.language : null;
  } catch {
    return null;
  }
}

/** Keeps the page's language and the signed-in account's in step; mounted once (providers). */
export function AccountLanguageSync(): null {
  const { user, isPending } = useAuth();
  const userId = user?.id ?? null;
  const signedIn = useRef(false);
  // Set while the account's own language is being adopted, so it is not stored back.
  const adopting = useRef(false);
  signedIn.current = userId !== null;

  useEffect(
    () =>
      onLanguageChosen((language) => {
        if (signedIn.current && !adopting.current) void saveAccountLanguage(language);
      }),
    [],
  );

  useEffect(() => {
    if (isPending || userId === null || browserHasChosen()) return;
    let current = true;
    void fetchAccountLanguage().then(async (language) => {
      if (!current || language === null || language === currentLanguage()) return;
      adopting.current = true;
      try {
        await chooseLanguage(language);
      } finally {
        adopting.current = false;
      }
    });
    return () => {
      current = false;
    };
  }, [userId, isPending]);

  return null;
}
