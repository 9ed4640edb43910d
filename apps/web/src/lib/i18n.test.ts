import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, chooseLanguage, onLanguageChosen, translate, useT } from './i18n';
import { formatIstDate } from './ist-format';

// The header's wishlist link, as a screen reader names it.
const wishlist = '{count, plural, one {Wishlist, # item} other {Wishlist, # items}}';

afterEach(async () => {
  await activateLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: resets the test browser's cookie
  document.cookie = 'harit-lang=; Path=/; Max-Age=0';
});

describe('messages', () => {
  it('shows an English message as its own text', () => {
    expect(translate('Open menu')).toBe('Open menu');
    expect(translate('© {year} Harit. Prices in Indian rupees (₹).', { year: 2026 })).toBe(
      '© 2026 Harit. Prices in Indian rupees (₹).',
    );
  });

  it('shows a text with no Hindi (a server message) in English rather than blank', async () => {
    await activateLanguage('hi');
    expect(translate('Something the catalogue does not hold')).toBe(
      'Something the catalogue does not hold',
    );
  });

  it('switches the whole page to Hindi, remembers it in the browser and tells listeners', async () => {
    const listener = vi.fn();
    const stop = onLanguageChosen(listener);
    const { result } = renderHook(() => useT());
    expect(result.current('Open menu')).toBe('Open menu');

    await act(() => chooseLanguage('hi'));
    stop();

    expect(result.current('Open menu')).toBe('मेनू खोलें');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('harit-lang=hi');
    expect(listener).toHaveBeenCalledWith('hi');
  });
});

describe('plural forms', () => {
  it.each([
    [1, 'Wishlist, 1 item'],
    [3, 'Wishlist, 3 items'],
  ])('English: %i → %s', (count, text) => {
    expect(translate(wishlist, { count })).toBe(text);
  });

  it.each([
    [1, 'विशलिस्ट, 1 वस्तु'],
    [3, 'विशलिस्ट, 3 वस्तुएँ'],
  ])('Hindi: %i → %s', async (count, text) => {
    await activateLanguage('hi');
    expect(translate(wishlist, { count })).toBe(text);
  });
});

describe('dates', () => {
  it('name the month in the language of the page, in Indian time', () => {
    expect(formatIstDate('2025-11-21T20:00:00Z')).toBe('22 Nov 2025');
    expect(formatIstDate('2025-11-21T20:00:00Z', 'hi')).toBe('22 नव॰ 2025');
  });
});
