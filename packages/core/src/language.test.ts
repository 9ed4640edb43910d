import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  DEFAULT_LANGUAGE,
  isLanguage,
  pickLanguage,
  preferredLanguage,
} from './language.ts';
import { languageBody, languageQuery, productQuerySchema } from './validation.ts';

describe('the language a page is shown in', () => {
  it('follows ?lang= first, then the remembered cookie, then the browser', () => {
    expect(pickLanguage({ param: 'hi', cookie: 'en', accepted: 'en-IN' })).toBe('hi');
    expect(pickLanguage({ param: null, cookie: 'hi', accepted: 'en-IN' })).toBe('hi');
    expect(pickLanguage({ param: 'fr', cookie: 'en', accepted: 'hi-IN' })).toBe('en');
    expect(pickLanguage({ accepted: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
  });

  it('is English when nothing names a language the shop speaks', () => {
    expect(pickLanguage({})).toBe('en');
    expect(pickLanguage({ accepted: 'fr-FR, de;q=0.5' })).toBe('en');
    expect(pickLanguage({ cookie: 'xx', param: '' })).toBe('en');
  });

  it("reads the browser's languages in order of preference", () => {
    expect(preferredLanguage('fr;q=0.9, hi;q=0.8, en;q=0.7')).toBe('hi');
    expect(preferredLanguage('en;q=0.5, hi-IN')).toBe('hi');
    expect(preferredLanguage('hi;q=0, en-GB')).toBe('en');
    expect(preferredLanguage(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it('finds the remembered choice among other cookies', () => {
    expect(cookieValue('a=1; harit-lang=hi; b=2', 'harit-lang')).toBe('hi');
    expect(cookieValue('harit-language=hi', 'harit-lang')).toBeNull();
    expect(cookieValue(undefined, 'harit-lang')).toBeNull();
  });
});

describe('languages of the API (decision 043)', () => {
  it('are English, the default, and Hindi', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageQuery.parse({})).toEqual({ lang: 'en' });
    expect(languageQuery.parse({ lang: 'hi' })).toEqual({ lang: 'hi' });
    expect(productQuerySchema.parse({ search: 'सोलर' })).toMatchObject({ lang: 'en' });
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('HI')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('refuse anything else with a sentence naming the choices', () => {
    const query = languageQuery.safeParse({ lang: 'fr' });
    expect(query.success).toBe(false);
    expect(query.error?.issues[0]?.message).toBe('Language must be en or hi.');
    expect(languageBody.safeParse({ language: 'xx' }).error?.issues[0]?.message).toBe(
      'Language must be en or hi.',
    );
    expect(languageBody.safeParse({ language: 'hi', role: 'admin' }).success).toBe(false);
  });
});
