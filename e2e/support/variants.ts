// The console's walks run twice (decision 084): on a laptop in English and on a 390 px phone in
// Hindi. A spec loops over VARIANTS, switches its pages with `dress`, names what it looks for
// with `say(english, hindi)`, and on the phone checks that nothing scrolls sideways.
import type { Page } from '@playwright/test';
import { apiAs, expect, test } from './fixtures';

export interface Variant {
  label: string;
  viewport: { width: number; height: number };
  lang: 'en' | 'hi';
}

export const VARIANTS: readonly Variant[] = [
  { label: 'laptop, English', viewport: { width: 1280, height: 800 }, lang: 'en' },
  { label: 'phone, Hindi', viewport: { width: 390, height: 844 }, lang: 'hi' },
];

export const isPhone = (variant: Variant) => variant.viewport.width < 640;

/** The text a page shows in the variant's language. */
export const sayIn =
  (variant: Variant) =>
  (english: string, hindi: string): string =>
    variant.lang === 'hi' ? hindi : english;

/** The page's size and its remembered language (the cookie the header's switch sets). */
export async function dress(page: Page, variant: Variant) {
  await page.setViewportSize(variant.viewport);
  if (variant.lang === 'en') return;
  const baseURL = String(test.info().project.use.baseURL);
  await page.context().addCookies([{ name: 'harit-lang', value: variant.lang, url: baseURL }]);
}

/**
 * The merchant's remembered language back to English, as other specs sign in as the same
 * merchant and expect it.
 */
export async function undress(merchant: Page, variant: Variant) {
  if (variant.lang === 'en') return;
  await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
  await merchant.context().clearCookies({ name: 'harit-lang' });
}

/** On the phone: the page is in the variant's language and nothing scrolls sideways. */
export async function expectFits(page: Page, variant: Variant, what: string) {
  if (!isPhone(variant)) return;
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    variant.lang === 'hi' ? 'hi-IN' : /^en/,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width}px wide`).toBeLessThanOrEqual(variant.viewport.width);
}
