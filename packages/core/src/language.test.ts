import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, languageBody, languageQuery } from './language.ts';
import { productQuerySchema } from './validation.ts';

describe('languages (issue 19)', () => {
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
